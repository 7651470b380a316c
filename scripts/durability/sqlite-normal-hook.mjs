// Test-only preload for the negative control of `npm run durability:fsync` (fsync-check.mjs):
// `node --import ./scripts/durability/sqlite-normal-hook.mjs server.mjs` runs the server with
// SQLite at synchronous=NORMAL (commits in WAL mode are then not synced), whatever the app sets.
// Nothing in the app imports this file; it patches better-sqlite3's prototype in this process only.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const Database = require("better-sqlite3");
const { pragma, exec, prepare } = Database.prototype;
const normalized = new WeakSet();
const mentionsSynchronous = (sql) => typeof sql === "string" && /\bsynchronous\b/i.test(sql);

function forceNormal(db) {
  normalized.add(db);
  pragma.call(db, "synchronous = NORMAL");
}

Database.prototype.pragma = function (source, options) {
  const result = pragma.call(this, source, options);
  if (mentionsSynchronous(source) && /=/.test(source)) forceNormal(this);
  return result;
};
Database.prototype.exec = function (source) {
  const result = exec.call(this, source);
  if (mentionsSynchronous(source)) forceNormal(this);
  return result;
};
// A connection that never sets the pragma (SQLite's default is FULL) is switched on first use.
Database.prototype.prepare = function (source) {
  if (!normalized.has(this) && !this.inTransaction) forceNormal(this);
  return prepare.call(this, source);
};
