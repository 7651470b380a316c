// What scripts/admin-create.mjs needs from the app when it runs from the source (a checkout with
// the dev dependencies); from the server build it takes the same names from app/entry.server.tsx.
export { closeDatabase, prepareDatabase } from "#db/client.server";
export { adminAccountProblem, upsertAdminAccount } from "~/models/admin-accounts.server";
