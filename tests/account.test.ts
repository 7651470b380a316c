// @db-engines: sqlite libsql
import { sqlAll, sqlGet } from "./sql";
import { describe, expect, it } from "vitest";
import { getDb, getSqlite } from "#db/client.server";
import { chatMessages, journeyProgress, subscriptions, userProfiles } from "#db/schema";
import { exportAccountData } from "~/models/account.server";
import { saveStrategy } from "~/models/saved-business.server";
import { savePlan } from "~/models/business-plan.server";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { createClient } from "~/models/business-clients.server";
import { createCashEntry } from "~/models/business-cash.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct, savePaymentFees } from "~/models/business-products.server";
import { createSupplier } from "~/models/business-suppliers.server";
import { recordAiUsage } from "~/models/ai-usage.server";
import { recordPartnerVisit } from "~/models/partner-visits.server";
import { suggestForInterests } from "~/models/discovery.server";
import { action as deleteAction } from "~/routes/_app.meus-dados.excluir";
import { loader as exportLoader } from "~/routes/meus-dados.exportar";
import { getUser } from "~/utils/session.server";
import { saveBusinessProfile } from "~/models/business-profile.server";
import { setObligationPaid } from "~/models/obligations.server";
import { saveDasnAnswer } from "~/models/dasn.server";
import { saveOrderInvoice } from "~/models/order-invoices.server";
import { BASE, formRequest, routeArgs, signedInUser } from "./request-helpers";

async function personWithEverything() {
  const person = await signedInUser(undefined, "Joana Dias");
  const userId = person.user.id;
  const db = getDb();
  await db
    .insert(userProfiles)
    .values({ userId, name: "Joana Dias", phone: "(11) 98888-7777", hasCnpj: true, profileCompleted: true })
    .run();
  const strategy = await saveStrategy(userId, { businessName: "Bolos de pote", analysisContent: "**1. Visão geral**\nTexto." });
  await db
    .insert(journeyProgress)
    .values({ userId, step: "business_idea", completed: true, metadata: { businessId: strategy.id } })
    .run();
  await db
    .insert(chatMessages)
    .values([
      { userId, sessionId: "abc123", role: "user", content: "Como pago o DAS?" },
      { userId, sessionId: "abc123", role: "assistant", content: "Pelo Portal do Empreendedor." },
    ])
    .run();
  await db.insert(subscriptions).values({ id: crypto.randomUUID(), userId, planId: "professional", status: "active" }).run();
  await suggestForInterests(userId, "gosto de doces");
  await recordAiUsage(userId, "chat", "offline");
  await recordPartnerVisit(userId, "grafica");
  const client = await createClient(userId, {
    name: "Dona Cida",
    phone: "11987654321",
    email: "cida@example.com",
    notes: "Bolo sem lactose",
    tags: ["vip"],
  });
  await createSupplier(userId, {
    name: "Atacadão",
    document: "11222333000181",
    phone: null,
    email: null,
    supplies: "farinha",
    notes: null,
  });
  const product = await createProduct(userId, {
    name: "Bolo de pote",
    unit: "un",
    kind: "industrializados",
    costCents: 450,
    priceCents: 1200,
    stock: 10,
  });
  const order = await createOrder(userId, {
    clientId: client.id,
    items: [{ productId: product.id, quantityMilli: 3000 }],
    discount: null,
    deliveryCents: 500,
    paymentMethod: "fiado",
    dueDate: "2026-12-10",
    test: false,
    notes: "Entregar sábado",
    status: "confirmado",
  });
  if (!order.ok) throw new Error(order.message);
  // The nota fiscal kept with the order (decision 033): key and PDF.
  await saveOrderInvoice(userId, order.order.id, { accessKey: NFSE_KEY, issuedOn: "2026-03-10" });
  await saveOrderInvoice(userId, order.order.id, { pdf: Buffer.from("%PDF-1.4\n%%EOF\n"), pdfName: "nota.pdf" });
  await savePaymentFees(userId, { pixFee: 99, cardFee: 499 });
  await createCashEntry(userId, {
    occurredOn: "2026-03-10",
    direction: "in",
    category: "venda",
    description: "bolos",
    amountCents: 5000,
    revenueKind: "industrializados",
    withInvoice: false,
  });
  await saveBusinessProfile(userId, {
    cnpj: "11222333000181",
    openedOn: "2026-03-02",
    occupation: "Doceiro(a) independente",
    occupationCnae: "5620104",
    tradeName: "Doces da Joana",
    city: "Campinas",
    state: "SP",
  });
  await setObligationPaid(userId, "das-2026-03", true);
  await saveDasnAnswer(userId, 2026, false);
  await savePlan(
    userId,
    strategy.id,
    0,
    defaultPlanFrom(null, { title: "Bolos de pote", description: "Bolos de pote por encomenda." }, null),
  );
  return { ...person, strategy };
}

const NFSE_KEY = "35503082211222333000181000000000000126031234567897";

/** Every table with a user_id column, and how many rows it holds for this user. */
async function rowsOf(userId: string) {
  const tables = await sqlAll<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%'",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const columns = await sqlAll<{ name: string }>(`PRAGMA table_info("${name}")`);
    const column = columns.some((c) => c.name === "user_id") ? "user_id" : name === "users" ? "id" : null;
    if (!column) continue;
    counts[name] = (await sqlGet<{ n: number }>(`SELECT COUNT(*) AS n FROM "${name}" WHERE "${column}" = ?`, userId))!.n;
  }
  return counts;
}

describe("my data", () => {
  it("exports everything kept about the person, and nobody else's", async () => {
    const { cookie, user, strategy } = await personWithEverything();
    const other = await personWithEverything();
    const response = (await exportLoader(
      routeArgs(new Request(`${BASE}/meus-dados/exportar`, { headers: { Cookie: cookie } })),
    )) as Response;
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="meus-dados-\d{4}-\d{2}-\d{2}\.json"/);
    const data = await response.json();
    expect(data.user).toMatchObject({ id: user.id, email: user.email, name: "Joana Dias" });
    expect(data.profile).toMatchObject({ name: "Joana Dias", phone: "(11) 98888-7777", hasCnpj: true });
    expect(data.strategies).toEqual([
      expect.objectContaining({
        id: strategy.id,
        businessName: "Bolos de pote",
        analysisContent: expect.stringContaining("Visão geral"),
        isActive: true,
      }),
    ]);
    expect(data.journeyProgress).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ step: "business_idea", completed: true, metadata: { businessId: strategy.id } }),
        // Steps that the gestão records completed by themselves (issue 18) name the record.
        expect.objectContaining({ step: "add_clients", completed: true, metadata: expect.objectContaining({ record: "client" }) }),
      ]),
    );
    expect(data.chatMessages.map((m: any) => m.content)).toEqual(["Como pago o DAS?", "Pelo Portal do Empreendedor."]);
    expect(data.subscriptions).toEqual([expect.objectContaining({ plan: "Profissional", status: "active" })]);
    expect(data.aiResults).toHaveLength(1);
    expect(data.businessSuppliers).toEqual([expect.objectContaining({ name: "Atacadão", document: "11222333000181" })]);
    expect(data.businessProducts).toEqual([expect.objectContaining({ name: "Bolo de pote", costCents: 450, priceCents: 1200, stock: 7 })]); // 10 less the confirmed order's 3;
    expect(data.businessCashEntries).toEqual([expect.objectContaining({ occurredOn: "2026-03-10", amountCents: 5000, category: "venda" })]);
    expect(data.businessSettings).toMatchObject({ pixFeeBp: 99, cardFeeBp: 499 });
    expect(data.businessOrders).toEqual([
      expect.objectContaining({
        number: 1,
        clientName: "Dona Cida",
        status: "confirmado",
        paymentMethod: "fiado",
        dueDate: "2026-12-10",
        totalCents: 4100,
        notes: "Entregar sábado",
        items: [expect.objectContaining({ name: "Bolo de pote", quantity: 3, unitPriceCents: 1200 })],
      }),
    ]);
    expect(data.businessClients).toEqual([
      expect.objectContaining({ name: "Dona Cida", phone: "11987654321", notes: "Bolo sem lactose", tags: ["vip"] }),
    ]);
    expect(JSON.stringify(data)).not.toContain(other.user.id);
    expect(JSON.stringify(data)).not.toContain(other.strategy.id);
  });

  it("export is complete: it covers every table that holds the person's rows", async () => {
    const { user } = await personWithEverything();
    const data = (await exportAccountData(user.id))!;
    const exported = {
      users: 1,
      user_profiles: data.profile ? 1 : 0,
      saved_businesses: data.strategies.length,
      journey_progress: data.journeyProgress.length,
      chat_messages: data.chatMessages.length,
      subscriptions: data.subscriptions.length,
      ai_results: data.aiResults.length,
      partner_visits: data.partnerVisits.length,
      business_clients: data.businessClients.length,
      business_suppliers: data.businessSuppliers.length,
      business_products: data.businessProducts.length,
      business_settings: data.businessSettings ? 1 : 0,
      business_cash_entries: data.businessCashEntries.length,
      business_orders: data.businessOrders.length,
      business_plans: data.businessPlans.length,
      business_profiles: data.businessProfile ? 1 : 0,
      obligation_payments: data.obligationPayments.length,
      dasn_answers: data.dasnAnswers.length,
      stores: data.store ? 1 : 0,
      store_products: data.store && !data.store.allProducts ? data.store.productIds.length : 0,
      store_orders: data.shopOrders.length,
      product_photos: data.productPhotos.length,
      order_payments: data.orderPayments.length,
      order_invoices: data.orderInvoices.length,
      order_instalments: data.orderInstalments.length,
      brand_kits: data.brandKit ? 1 : 0,
      content_calendars: data.contentCalendar ? 1 : 0,
    };
    const stored = await rowsOf(user.id);
    // Operational rows that are not personal content: sessions, the active pointer and usage counters;
    // and a spreadsheet waiting for its import confirmation (the person's own upload, kept at most
    // 30 minutes, deleted on confirm or cancel: docs/decisions/022-spreadsheets.md).
    // The order-number counters (decision 040) are bookkeeping too: the numbers are in the exported orders.
    const operational = new Set(["sessions", "active_businesses", "ai_usage_events", "spreadsheet_imports", "business_order_counters"]);
    for (const [table, count] of Object.entries(stored)) {
      if (operational.has(table)) continue;
      expect(exported[table as keyof typeof exported], `table ${table} is not in the export`).toBe(count);
    }
  });

  it("deletes the account: a wrong confirmation changes nothing; the right one removes every row and ends the session", async () => {
    const { cookie, user } = await personWithEverything();
    const other = await personWithEverything();
    const refused: any = await deleteAction(routeArgs(formRequest("/meus-dados/excluir", { confirmacao: "talvez" }, cookie)));
    expect(refused.init?.status).toBe(400);
    expect((await rowsOf(user.id)).users).toBe(1);

    let response: Response;
    try {
      response = (await deleteAction(routeArgs(formRequest("/meus-dados/excluir", { confirmacao: "excluir" }, cookie)))) as Response;
    } catch (thrown) {
      response = thrown as Response;
    }
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/");
    const remaining = await rowsOf(user.id);
    // Order items have no user_id: they go with their orders.
    expect(await sqlGet("SELECT COUNT(*) AS n FROM business_order_items WHERE order_id NOT IN (SELECT id FROM business_orders)")).toEqual({
      n: 0,
    });
    expect((await sqlGet<{ n: number }>("SELECT COUNT(*) AS n FROM business_order_items"))!.n).toBeGreaterThan(0); // the other person's
    expect(
      Object.values(remaining).every((n) => n === 0),
      JSON.stringify(remaining),
    ).toBe(true);
    expect(await getUser(new Request(BASE, { headers: { Cookie: cookie } }))).toBeNull();
    expect((await rowsOf(other.user.id)).saved_businesses).toBe(1);
  });
});
