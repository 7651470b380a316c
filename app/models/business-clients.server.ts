import crypto from "node:crypto";
import { and, asc, count, desc, eq, isNotNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessClients, type BusinessClient } from "#db/schema";
import { completeStepFromRecord } from "./journey-auto.server";
import { getProfile } from "./profile.server";
import { dddOf } from "~/modules/br/phone";
import type { ClientInput } from "~/modules/business/client-schema";
import { type Page, type PageRequest } from "~/modules/business/pagination";

/** `LIKE` pattern for a search term, with % and _ taken literally. */
export function likePattern(term: string) {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchCondition(q: string | undefined): SQL | undefined {
  const term = q?.trim();
  if (!term) return undefined;
  const pattern = likePattern(term);
  const digits = term.replace(/\D/g, "");
  return or(
    sql`${businessClients.name} LIKE ${pattern} ESCAPE '\\'`,
    sql`${businessClients.email} LIKE ${pattern} ESCAPE '\\'`,
    // LIKE ignores ASCII case: "boa viagem" finds the tag "Boa Viagem" as typed.
    sql`${businessClients.tags} LIKE ${pattern} ESCAPE '\\'`,
    digits.length >= 3 ? sql`${businessClients.phone} LIKE ${likePattern(digits)} ESCAPE '\\'` : undefined,
  );
}

export async function listClients(userId: string, { q, page, perPage }: PageRequest & { q?: string }): Promise<Page<BusinessClient>> {
  const db = getDb();
  const where = and(eq(businessClients.userId, userId), searchCondition(q));
  const total = (await db.select({ n: count() }).from(businessClients).where(where).get())?.n ?? 0;
  const items = await db
    .select()
    .from(businessClients)
    .where(where)
    .orderBy(sql`${businessClients.name} COLLATE NOCASE`, asc(businessClients.id))
    .limit(perPage)
    .offset((page - 1) * perPage)
    .all();
  return { items, total, page, perPage };
}

/** The client, only if it belongs to `userId` (anyone else's id reads as not found). */
export async function getClient(userId: string, id: string): Promise<BusinessClient | null> {
  return (
    (await getDb()
      .select()
      .from(businessClients)
      .where(and(eq(businessClients.userId, userId), eq(businessClients.id, id)))
      .get()) ?? null
  );
}

/** What the model stores: the schema's output; callers without a document (imports, the shop) may omit it. */
export type ClientRecordInput = Omit<ClientInput, "document"> & { document?: string | null };

const columns = (input: ClientRecordInput) => ({
  name: input.name,
  phone: input.phone,
  email: input.email,
  document: input.document ?? null,
  notes: input.notes,
  tags: input.tags.join(","),
});

export async function createClient(userId: string, input: ClientRecordInput, now = new Date()): Promise<BusinessClient> {
  // The journey step this record earns ticks itself in the same transaction (issue 18, item 6).
  return transaction(async (tx) => {
    const row = (await tx
      .insert(businessClients)
      .values({ id: crypto.randomUUID(), userId, ...columns(input), createdAt: now, updatedAt: now })
      .returning()
      .get())!;
    await completeStepFromRecord(tx, userId, "add_clients", "client", row.id, now);
    return row;
  });
}

export async function updateClient(userId: string, id: string, input: ClientRecordInput, now = new Date()): Promise<BusinessClient | null> {
  return (
    (await transaction((tx) =>
      tx
        .update(businessClients)
        .set({ ...columns(input), updatedAt: now })
        .where(and(eq(businessClients.userId, userId), eq(businessClients.id, id)))
        .returning()
        .get(),
    )) ?? null
  );
}

export async function deleteClient(userId: string, id: string): Promise<boolean> {
  const deleted = await transaction((tx) =>
    tx
      .delete(businessClients)
      .where(and(eq(businessClients.userId, userId), eq(businessClients.id, id)))
      .returning({ id: businessClients.id })
      .all(),
  );
  return deleted.length > 0;
}

/** The client as the API and the export show it. */
export function clientJson(client: BusinessClient) {
  return {
    id: client.id,
    name: client.name,
    phone: client.phone,
    email: client.email,
    document: client.document,
    notes: client.notes,
    tags: client.tags ? client.tags.split(",") : [],
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}

/** The person's own DDD, for the examples of the client form: from their profile's phone, else their latest client's. */
export async function personDdd(userId: string): Promise<string | null> {
  const own = dddOf((await getProfile(userId))?.phone);
  if (own) return own;
  const latest = await getDb()
    .select({ phone: businessClients.phone })
    .from(businessClients)
    .where(and(eq(businessClients.userId, userId), isNotNull(businessClients.phone)))
    .orderBy(desc(businessClients.createdAt))
    .limit(1)
    .get();
  return dddOf(latest?.phone);
}
