// Run by tests/durability/syncs.test.ts under the fsync-recording shim: makes WRITES app writes
// (demo sign-ups through the models, each its own transaction) and, after each one is
// acknowledged (its promise resolved, as a route would then answer), counts the syncs of the WAL
// the shim logged meanwhile. Prints one JSON line.
import fs from "node:fs";
import { closeDatabase, getSqlite, prepareDatabase } from "#db/client.server";
import { createDemoUser } from "~/models/user.server";

const writes = Number(process.env.WRITES ?? 20);
const log = process.env.FSYNC_LOG!;
await prepareDatabase();
// The negative control: the check must see the syncs go missing when SQLite is told not to make them.
if (process.env.SYNCHRONOUS_FOR_CONTROL) getSqlite()!.pragma(`synchronous = ${process.env.SYNCHRONOUS_FOR_CONTROL}`);

const walSyncs = () =>
  (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "")
    .split("\n")
    .filter((line) => / 0 .*-wal$/.test(line)).length;

const unsynced: number[] = [];
for (let i = 0; i < writes; i++) {
  const before = walSyncs();
  await createDemoUser({ name: `Pessoa ${i}`, email: `sync-${i}-${process.pid}@example.com` });
  if (walSyncs() === before) unsynced.push(i);
}
const failed = (fs.existsSync(log) ? fs.readFileSync(log, "utf8") : "").split("\n").filter((line) => /^\w+ -1 /.test(line)).length;
await closeDatabase();
console.log(JSON.stringify({ writes, unsynced: unsynced.length, failedSyncs: failed }));
