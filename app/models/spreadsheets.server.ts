/**
 * Spreadsheet export and import of the gestão records (issue 18 item 7). Every query is scoped
 * to the signed-in person. An import is two steps: the uploaded file is kept (spreadsheet_imports,
 * 30 minutes) while the person looks at the preview; confirming re-reads and re-checks the same
 * file against the records as they are then, and creates every row in one transaction.
 */
import crypto from "node:crypto";
import { and, asc, eq, gt, lte, or, sql } from "drizzle-orm";
import { getDb, transaction, type AppDatabase } from "#db/client.server";
import { businessClients, businessProducts, spreadsheetImports, type BusinessClient, type BusinessProduct } from "#db/schema";
import type { ClientInput } from "~/modules/business/client-schema";
import type { ProductInput } from "~/modules/business/product-schema";
import type { ImportKind } from "~/modules/spreadsheet/columns";
import { planClientImport, planProductImport, type ImportPlan } from "~/modules/spreadsheet/import-plan";
import { FILE_MESSAGES } from "~/modules/spreadsheet/file-check";
import type { SheetRead } from "~/modules/spreadsheet/read-sheet.server";
import { HeavyWorkBusyError, HeavyWorkLimitError, runHeavyJob } from "~/utils/heavy-work.server";
import { completeStepFromRecord } from "./journey-auto.server";

/** How long an uploaded file waits for its confirmation. */
export const PENDING_IMPORT_MINUTES = 30;
/** Most rows an export holds (far above a MEI's clients or products; keeps one request bounded). */
export const MAX_EXPORT_ROWS = 20_000;

/** Names in the order of a pt-BR dictionary ('Ávila' before 'Dona Cida'; SQLite's NOCASE sorts by bytes). */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "pt-BR", { sensitivity: "base" });

export async function clientsForExport(userId: string): Promise<BusinessClient[]> {
  const rows = await getDb()
    .select()
    .from(businessClients)
    .where(eq(businessClients.userId, userId))
    .orderBy(sql`${businessClients.name} COLLATE NOCASE`, asc(businessClients.id))
    .limit(MAX_EXPORT_ROWS)
    .all();
  return rows.sort(byName);
}

export async function productsForExport(userId: string): Promise<BusinessProduct[]> {
  const rows = await getDb()
    .select()
    .from(businessProducts)
    .where(eq(businessProducts.userId, userId))
    .orderBy(sql`${businessProducts.name} COLLATE NOCASE`, asc(businessProducts.id))
    .limit(MAX_EXPORT_ROWS)
    .all();
  return rows.sort(byName);
}

export type PendingImport = { id: string; kind: ImportKind; fileName: string; content: Uint8Array; expiresAt: Date };

/**
 * Keeps an uploaded file for its preview. The person's previous pending file is replaced (one
 * import at a time) and everyone's expired files are swept.
 */
export async function savePendingImport(
  userId: string,
  kind: ImportKind,
  fileName: string,
  content: Uint8Array,
  now = new Date(),
): Promise<PendingImport> {
  const pending = {
    id: crypto.randomUUID(),
    kind,
    fileName: fileName.slice(0, 200),
    content,
    expiresAt: new Date(now.getTime() + PENDING_IMPORT_MINUTES * 60_000),
  };
  await transaction(async (tx) => {
    await tx
      .delete(spreadsheetImports)
      .where(or(eq(spreadsheetImports.userId, userId), lte(spreadsheetImports.expiresAt, now)))
      .run();
    await tx
      .insert(spreadsheetImports)
      .values({ ...pending, content: Buffer.from(content), userId, createdAt: now })
      .run();
  });
  return pending;
}

/** The person's pending file, if it is theirs and has not expired (anyone else's id reads as not found). */
export async function getPendingImport(
  userId: string,
  id: string,
  now = new Date(),
  db: AppDatabase = getDb(),
): Promise<PendingImport | null> {
  const row = await db
    .select()
    .from(spreadsheetImports)
    .where(and(eq(spreadsheetImports.userId, userId), eq(spreadsheetImports.id, id), gt(spreadsheetImports.expiresAt, now)))
    .get();
  return row
    ? { id: row.id, kind: row.kind, fileName: row.fileName, content: new Uint8Array(row.content), expiresAt: row.expiresAt }
    : null;
}

export async function discardPendingImport(userId: string, id: string): Promise<boolean> {
  const removed = await transaction((tx) =>
    tx
      .delete(spreadsheetImports)
      .where(and(eq(spreadsheetImports.userId, userId), eq(spreadsheetImports.id, id)))
      .returning({ id: spreadsheetImports.id })
      .all(),
  );
  return removed.length > 0;
}

export type AnyPlan = { kind: "clientes"; plan: ImportPlan<ClientInput> } | { kind: "produtos"; plan: ImportPlan<ProductInput> };
export type PlanOutcome =
  { ok: true; format: "xlsx" | "csv"; notices: string[]; result: AnyPlan } | { ok: false; status: 400 | 413 | 415; message: string };

/**
 * Reads an uploaded file in the heavy-work pool (decision 026), never on the request thread.
 * Throws HeavyWorkBusyError (→ 503 + Retry-After) when the person or the server is at its limit,
 * or when the read ran out of time; a file that exhausts its thread's memory is refused as too big.
 */
async function readSheetInPool(userId: string, fileName: string, bytes: Uint8Array): Promise<SheetRead> {
  try {
    return await runHeavyJob("spreadsheet.read", { fileName, bytes }, { ownerKey: userId });
  } catch (error) {
    if (error instanceof HeavyWorkLimitError) {
      if (error.reason === "memory") return { ok: false, status: 413, message: FILE_MESSAGES.xlsxTooBig };
      throw new HeavyWorkBusyError("server");
    }
    throw error;
  }
}

/** Reads a file and plans its import against the person's records as they are now. */
export async function planImport(
  userId: string,
  kind: ImportKind,
  fileName: string,
  content: Uint8Array,
  db: AppDatabase = getDb(),
): Promise<PlanOutcome> {
  const sheet = await readSheetInPool(userId, fileName, content);
  if (!sheet.ok) return sheet;
  return planRows(userId, kind, sheet.rows, db).then((planned) =>
    planned.ok ? { ...planned, format: sheet.format, notices: sheet.notices } : planned,
  );
}

async function planRows(userId: string, kind: ImportKind, rows: string[][], db: AppDatabase) {
  if (kind === "clientes") {
    const existing = await db
      .select({ name: businessClients.name, phone: businessClients.phone, email: businessClients.email })
      .from(businessClients)
      .where(eq(businessClients.userId, userId))
      .all();
    const planned = planClientImport(rows, {
      names: existing.map((c) => c.name),
      phones: existing.map((c) => c.phone),
      emails: existing.map((c) => c.email),
    });
    return planned.ok ? { ok: true as const, result: { kind, plan: planned.plan } as AnyPlan } : planned;
  }
  const existing = await db.select({ name: businessProducts.name }).from(businessProducts).where(eq(businessProducts.userId, userId)).all();
  const planned = planProductImport(rows, { names: existing.map((p) => p.name) });
  return planned.ok ? { ok: true as const, result: { kind, plan: planned.plan } as AnyPlan } : planned;
}

export type ConfirmOutcome =
  | { ok: true; kind: ImportKind; created: number; duplicates: number; invalid: number }
  | { ok: false; status: 404 }
  | { ok: false; status: 400 | 413 | 415; message: string };

const INSERT_CHUNK = 200;

/** A confirmation refused after its transaction began: thrown so that the transaction rolls back (the pending file stays). */
class ConfirmRefused extends Error {
  constructor(readonly outcome: ConfirmOutcome) {
    super("import confirmation refused");
  }
}

/**
 * Creates the rows of a pending import: the file is read again and every row re-checked (schema
 * and duplicates) against the records inside the transaction, so a record created since the
 * preview is not created twice. All rows or none; the pending file is removed with them, and only
 * with them: a refusal or a failure rolls everything back, so the file waits to be tried again.
 */
export async function confirmImport(userId: string, id: string, now = new Date()): Promise<ConfirmOutcome> {
  const pending = await getPendingImport(userId, id, now);
  if (!pending) return { ok: false, status: 404 };
  const sheet = await readSheetInPool(userId, pending.fileName, pending.content);
  if (!sheet.ok) return sheet;
  try {
    return await createImportedRows(userId, id, pending.kind, sheet.rows, now);
  } catch (error) {
    if (error instanceof ConfirmRefused) return error.outcome;
    throw error;
  }
}

function createImportedRows(userId: string, id: string, kind: ImportKind, rows: string[][], now: Date): Promise<ConfirmOutcome> {
  return transaction(async (tx): Promise<ConfirmOutcome> => {
    const removed = await tx
      .delete(spreadsheetImports)
      .where(and(eq(spreadsheetImports.userId, userId), eq(spreadsheetImports.id, id), gt(spreadsheetImports.expiresAt, now)))
      .returning({ id: spreadsheetImports.id })
      .all();
    // Confirmed twice (two tabs, a double submit without JavaScript): the second finds nothing.
    if (removed.length === 0) throw new ConfirmRefused({ ok: false, status: 404 });
    const planned = await planRows(userId, kind, rows, tx);
    if (!planned.ok) throw new ConfirmRefused(planned);
    const { result } = planned;
    if (result.kind === "clientes") {
      const values = result.plan.create.map(({ value }) => ({
        id: crypto.randomUUID(),
        userId,
        name: value.name,
        phone: value.phone,
        email: value.email,
        notes: value.notes,
        tags: value.tags.join(","),
        createdAt: now,
        updatedAt: now,
      }));
      for (let i = 0; i < values.length; i += INSERT_CHUNK)
        await tx
          .insert(businessClients)
          .values(values.slice(i, i + INSERT_CHUNK))
          .run();
      // Imported clients earn "Cadastrar Clientes" as a typed one does (issue 18 item 6).
      if (values[0]) await completeStepFromRecord(tx, userId, "add_clients", "client", values[0].id, now);
    } else {
      const values = result.plan.create.map(({ value }) => ({ id: crypto.randomUUID(), userId, ...value, createdAt: now, updatedAt: now }));
      for (let i = 0; i < values.length; i += INSERT_CHUNK)
        await tx
          .insert(businessProducts)
          .values(values.slice(i, i + INSERT_CHUNK))
          .run();
      if (values[0]) await completeStepFromRecord(tx, userId, "add_products", "product", values[0].id, now);
    }
    return {
      ok: true,
      kind: result.kind,
      created: result.plan.create.length,
      duplicates: result.plan.duplicates.length,
      invalid: result.plan.invalid.length,
    };
  });
}
