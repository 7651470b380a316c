export * from "./learning-content";
export * from "./learning-tabs";
