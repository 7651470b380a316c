export * from "./normalize";
export * from "./search";
