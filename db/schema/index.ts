// The database schema, one file per area. `#db/schema` (and drizzle.config.ts) read this index:
// a new schema file must be re-exported here, or drizzle-kit will not see its tables.
export * from "./accounts";
export * from "./journey";
export * from "./plans";
export * from "./ai";
export * from "./admin";
export * from "./business";
export * from "./legal";
export * from "./store";
export * from "./brand";
