export * from "./journey-steps";
export * from "./journey-rules";
