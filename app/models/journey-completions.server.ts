/**
 * "Concluído ao cadastrar o cliente Maria Souza": the records that completed this person's steps,
 * looked up among their own rows only (a deleted record, or an id that is not theirs, reads as gone).
 */
import { and, eq, inArray } from "drizzle-orm";
import { getDb } from "#db/client.server";
import {
  brandKits,
  businessCashEntries,
  businessClients,
  businessOrders,
  businessProducts,
  businessSuppliers,
  contentCalendars,
  stores,
} from "#db/schema";
import type { StepId } from "~/modules/journey";
import { completionNote, type CompletionNote, type CompletionRecordKind, type FoundRecord } from "~/modules/journey/completion-note";
import type { ProgressRecord } from "./journey.server";

async function findRecords(userId: string, kind: CompletionRecordKind, ids: string[]): Promise<FoundRecord[]> {
  const db = getDb();
  switch (kind) {
    case "client": {
      const rows = await db
        .select({ id: businessClients.id, name: businessClients.name })
        .from(businessClients)
        .where(and(eq(businessClients.userId, userId), inArray(businessClients.id, ids)))
        .all();
      return rows.map((row) => ({ kind, ...row }));
    }
    case "supplier": {
      const rows = await db
        .select({ id: businessSuppliers.id, name: businessSuppliers.name })
        .from(businessSuppliers)
        .where(and(eq(businessSuppliers.userId, userId), inArray(businessSuppliers.id, ids)))
        .all();
      return rows.map((row) => ({ kind, ...row }));
    }
    case "product": {
      const rows = await db
        .select({ id: businessProducts.id, name: businessProducts.name, productKind: businessProducts.kind })
        .from(businessProducts)
        .where(and(eq(businessProducts.userId, userId), inArray(businessProducts.id, ids)))
        .all();
      return rows.map(({ productKind, ...row }) => ({ kind, ...row, service: productKind === "servicos" }));
    }
    case "order": {
      const rows = await db
        .select({ id: businessOrders.id, number: businessOrders.number, clientName: businessOrders.clientName })
        .from(businessOrders)
        .where(and(eq(businessOrders.userId, userId), inArray(businessOrders.id, ids)))
        .all();
      return rows.map((row) => ({ kind, ...row }));
    }
    case "cash_entry": {
      const rows = await db
        .select({ id: businessCashEntries.id, description: businessCashEntries.description, category: businessCashEntries.category })
        .from(businessCashEntries)
        .where(and(eq(businessCashEntries.userId, userId), inArray(businessCashEntries.id, ids)))
        .all();
      return rows.map((row) => ({ kind, ...row }));
    }
    // Decision 030: one brand kit and one calendar per person, keyed by the person's id.
    case "brand": {
      const row = await db.select({ businessName: brandKits.businessName }).from(brandKits).where(eq(brandKits.userId, userId)).get();
      return row && ids.includes(userId) ? [{ kind, id: userId, businessName: row.businessName }] : [];
    }
    case "calendar": {
      const row = await db
        .select({ items: contentCalendars.items })
        .from(contentCalendars)
        .where(eq(contentCalendars.userId, userId))
        .get();
      return row && ids.includes(userId) ? [{ kind, id: userId, posted: row.items.filter((i) => i.posted).length }] : [];
    }
    // Decision 034: one shop per person, keyed by the person's id; the report is always there.
    case "store": {
      const row = await db
        .select({ name: stores.name, slug: stores.slug, published: stores.published })
        .from(stores)
        .where(eq(stores.userId, userId))
        .get();
      return row && ids.includes(userId) ? [{ kind, id: userId, ...row }] : [];
    }
    case "report":
      return ids.includes(userId) ? [{ kind, id: userId }] : [];
  }
}

/** The note of every completed step that a record completed; manual ticks have none. */
export async function listCompletionNotes(
  userId: string,
  records: readonly ProgressRecord[],
): Promise<Partial<Record<StepId, CompletionNote>>> {
  const fromRecords = records.filter((r) => r.completed && r.metadata?.record && r.metadata.recordId);
  if (fromRecords.length === 0) return {};
  const idsByKind = new Map<CompletionRecordKind, string[]>();
  for (const { metadata } of fromRecords)
    idsByKind.set(metadata!.record!, [...(idsByKind.get(metadata!.record!) ?? []), metadata!.recordId!]);
  const found = (await Promise.all([...idsByKind].map(([kind, ids]) => findRecords(userId, kind, ids)))).flat();
  const byKey = new Map(found.map((record) => [`${record.kind}:${record.id}`, record]));
  const notes: Partial<Record<StepId, CompletionNote>> = {};
  for (const { step, metadata } of fromRecords) {
    const note = completionNote(step, metadata, byKey.get(`${metadata!.record}:${metadata!.recordId}`));
    if (note) notes[step] = note;
  }
  return notes;
}
