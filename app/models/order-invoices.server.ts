/**
 * The nota fiscal kept with an order (decision 033): access key, issue day and the DANFSe PDF.
 * Every call is scoped by the owner; the order must be theirs.
 */
import { and, desc, eq, ne, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { businessClients, businessOrders, orderInvoices } from "#db/schema";

export type OrderInvoiceSummary = {
  accessKey: string | null;
  issuedOn: string | null;
  pdfName: string | null;
  pdfBytes: number | null;
  updatedAt: Date;
};

/** What is kept for the order (without the PDF's bytes), or null. */
export async function getOrderInvoice(userId: string, orderId: string): Promise<OrderInvoiceSummary | null> {
  const row = await getDb()
    .select({
      accessKey: orderInvoices.accessKey,
      issuedOn: orderInvoices.issuedOn,
      pdfName: orderInvoices.pdfName,
      pdfBytes: sql<number | null>`length(${orderInvoices.pdf})`,
      updatedAt: orderInvoices.updatedAt,
    })
    .from(orderInvoices)
    .where(and(eq(orderInvoices.userId, userId), eq(orderInvoices.orderId, orderId)))
    .get();
  return row ?? null;
}

type InvoiceChange = { accessKey: string; issuedOn: string | null } | { pdf: Buffer; pdfName: string };

/** Stores the key (and day) or the PDF against the person's order; false when the order is not theirs. */
export async function saveOrderInvoice(userId: string, orderId: string, change: InvoiceChange, now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const order = await tx
      .select({ id: businessOrders.id })
      .from(businessOrders)
      .where(and(eq(businessOrders.userId, userId), eq(businessOrders.id, orderId)))
      .get();
    if (!order) return false;
    const set =
      "accessKey" in change ? { accessKey: change.accessKey, issuedOn: change.issuedOn } : { pdf: change.pdf, pdfName: change.pdfName };
    await tx
      .insert(orderInvoices)
      .values({ orderId, userId, ...set, updatedAt: now })
      .onConflictDoUpdate({ target: orderInvoices.orderId, set: { ...set, updatedAt: now } })
      .run();
    return true;
  });
}

/** Removes what is kept for the order: the PDF only, or everything. */
export async function removeOrderInvoice(userId: string, orderId: string, what: "pdf" | "tudo", now = new Date()): Promise<boolean> {
  return transaction(async (tx) => {
    const where = and(eq(orderInvoices.userId, userId), eq(orderInvoices.orderId, orderId));
    if (what === "tudo") return (await tx.delete(orderInvoices).where(where).returning({ id: orderInvoices.orderId }).all()).length > 0;
    const updated = await tx
      .update(orderInvoices)
      .set({ pdf: null, pdfName: null, updatedAt: now })
      .where(where)
      .returning({ id: orderInvoices.orderId, accessKey: orderInvoices.accessKey })
      .all();
    // Nothing left to keep: the row goes too.
    if (updated[0] && !updated[0].accessKey) await tx.delete(orderInvoices).where(where).run();
    return updated.length > 0;
  });
}

/** The PDF's bytes for its owner, or null. */
export async function readOrderInvoicePdf(userId: string, orderId: string): Promise<{ bytes: Buffer; name: string } | null> {
  const row = await getDb()
    .select({ pdf: orderInvoices.pdf, name: orderInvoices.pdfName })
    .from(orderInvoices)
    .where(and(eq(orderInvoices.userId, userId), eq(orderInvoices.orderId, orderId)))
    .get();
  return row?.pdf ? { bytes: Buffer.from(row.pdf), name: row.name ?? "nota-fiscal.pdf" } : null;
}

/** The person's notes for the account export (the PDF in base64). */
export async function exportOrderInvoices(userId: string) {
  const rows = await getDb().select().from(orderInvoices).where(eq(orderInvoices.userId, userId)).all();
  return rows.map(({ userId: _owner, pdf, ...row }) => ({ ...row, pdfBase64: pdf ? Buffer.from(pdf).toString("base64") : null }));
}

/** The person's latest real orders (not tests, not cancelled) with the client's document and the kept key: the notes' overview. */
export async function ordersForInvoices(userId: string, limit = 60) {
  return getDb()
    .select({
      id: businessOrders.id,
      number: businessOrders.number,
      status: businessOrders.status,
      totalCents: businessOrders.totalCents,
      createdAt: businessOrders.createdAt,
      clientName: sql<string | null>`coalesce(${businessClients.name}, ${businessOrders.clientName})`,
      clientDocument: businessClients.document,
      accessKey: orderInvoices.accessKey,
    })
    .from(businessOrders)
    .leftJoin(businessClients, and(eq(businessClients.id, businessOrders.clientId), eq(businessClients.userId, userId)))
    .leftJoin(orderInvoices, and(eq(orderInvoices.orderId, businessOrders.id), eq(orderInvoices.userId, userId)))
    .where(and(eq(businessOrders.userId, userId), eq(businessOrders.test, false), ne(businessOrders.status, "cancelado")))
    .orderBy(desc(businessOrders.createdAt))
    .limit(limit)
    .all();
}
