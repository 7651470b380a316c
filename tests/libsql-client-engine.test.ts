// @db-engines: sqlite libsql
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, databaseEngine, getDb, getSqlite, transaction } from "#db/client.server";
import { openServerDatabase } from "#db/server-engine.server";
import { getJourneyState, setStepProgress } from "~/models/journey.server";
import { saveStrategy } from "~/models/saved-business.server";
import { action as backupAction } from "~/routes/admin.sistema.backup";
import { loader as systemLoader } from "~/routes/admin.sistema";
import { args, outcomeOf, request, signedInAdmin } from "./security/fixtures";
import { signedInUser } from "./journey-helpers";

// The libSQL engine's own code path (the @libsql/client driver, as with a sqld server), on a local
// libSQL file: what has no SQLite handle says so, and transactions behave as on the embedded file.
beforeAll(async () => {
  await closeDatabase();
  const connection = openServerDatabase(`file:${path.join(os.tmpdir(), `libsql-engine-${crypto.randomUUID()}.db`)}`);
  (globalThis as { __appDb?: unknown }).__appDb = connection;
  await connection.ready;
  return () => closeDatabase();
});

describe("the libSQL client engine", () => {
  it("has no SQLite handle: the Sistema tab gets no file figures (the page then hides the backup and says why), and the backup refuses with a pt-BR reason", async () => {
    expect(databaseEngine()).toBe("libsql");
    expect(getSqlite()).toBeNull();
    const admin = await signedInAdmin();
    const page = await outcomeOf(() => systemLoader(args(request("/admin/sistema", { cookie: admin.cookie }))));
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ database: { engine: "libsql" } });
    // The backup sends back to the tab, whose toast says backups are made with sqld's tools.
    const backup = await outcomeOf(() => backupAction(args(request("/admin/sistema/backup", { method: "POST", cookie: admin.cookie }))));
    expect(backup.status).toBe(302);
    expect(backup.location).toBe("/admin/sistema");
    expect(backup.headers.get("Set-Cookie")).toMatch(/^en_toast=/);
  });

  it("runs the journey inside transactions (reads there go through the transaction) and rolls back on error", async () => {
    const { user } = await signedInUser("Libsql Pessoa");
    await saveStrategy(user.id, { businessName: "Bolos", analysisContent: "Análise" });
    expect((await setStepProgress(user.id, { step: "business_idea", completed: true })).ok).toBe(true);
    expect((await getJourneyState(user.id)).completedSteps).toEqual(["business_idea"]);
    await expect(
      transaction(async (tx) => {
        await tx.run(sql`UPDATE users SET name = 'mudou' WHERE id = ${user.id}`);
        expect((await getDb().get<{ name: string }>(sql`SELECT name FROM users WHERE id = ${user.id}`)).name).toBe("mudou");
        throw new Error("desfaz");
      }),
    ).rejects.toThrow("desfaz");
    expect((await getDb().get<{ name: string }>(sql`SELECT name FROM users WHERE id = ${user.id}`)).name).toBe("Libsql Pessoa");
  });
});
