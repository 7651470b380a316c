import { saveBrandKit } from "~/models/brand.server";
import { sqlAll, sqlAllEach, sqlGet } from "../sql";
// Shared set-up for the security suites: people with data of every kind, a digest of every table,
// and helpers to call loaders/actions and read their status whatever they return or throw.
import crypto from "node:crypto";
import { getSqlite } from "#db/client.server";
import { commitAdminCookie } from "~/utils/admin-session.server";
import { createAdminSession } from "~/models/admin-auth.server";
import { createClient } from "~/models/business-clients.server";
import { createCashEntry } from "~/models/business-cash.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { createSupplier } from "~/models/business-suppliers.server";
import { saveOrderInvoice } from "~/models/order-invoices.server";
import { savePendingImport } from "~/models/spreadsheets.server";
import { sendChatMessage } from "~/models/chat.server";
import { analyseForPerson, suggestForInterests } from "~/models/discovery.server";
import { setStepProgress } from "~/models/journey.server";
import { saveProfile } from "~/models/profile.server";
import { saveStrategy } from "~/models/saved-business.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { createAdmin } from "../admin-helpers";
import { BASE, signedInUser } from "../request-helpers";

export { BASE, signedInUser };

/** A person with one of everything: strategy (active), suggestions, analysis, chat, profile, progress, a client, a supplier, a product, a cash entry, a paid order, a spreadsheet waiting for its import confirmation. */
export async function personWithData(name = "Ana Lima") {
  const signed = await signedInUser(undefined, name);
  const userId = signed.user.id;
  const idea = CATALOGUE[0]!;
  const strategy = await saveStrategy(userId, {
    businessName: idea.title,
    businessCategory: idea.category,
    businessLevel: idea.level,
    analysisContent: "Análise de teste",
  });
  const run = await suggestForInterests(userId, "Gosto de cozinhar doces e bolos para festas");
  const analysis = await analyseForPerson(userId, idea, "Tenho pouco dinheiro");
  const chatSession = `s${crypto.randomUUID().replace(/-/g, "").slice(0, 12)}`;
  await sendChatMessage(signed.user, { message: "Como abro um MEI?", sessionId: chatSession });
  await saveProfile(userId, {
    name,
    phone: "11 99999-0000",
    hasCnpj: false,
    hasBusinessExperience: false,
    wantsEntrepreneurshipInfo: true,
    wantsPartnerInfo: true,
  });
  await setStepProgress(userId, { step: "business_idea", completed: true });
  // Sua marca (decision 030): a saved logo, so the brand files answer the owner.
  await saveBrandKit(userId, { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "horizontal" });
  const client = await createClient(userId, { name: "Cliente da Ana", phone: "11987654321", email: null, notes: null, tags: ["vip"] });
  const supplier = await createSupplier(userId, {
    name: "Fornecedor da Ana",
    document: "11222333000181",
    phone: null,
    email: null,
    supplies: "farinha",
    notes: null,
  });
  const product = await createProduct(userId, {
    name: "Bolo da Ana",
    unit: "un",
    kind: "industrializados",
    costCents: 400,
    priceCents: 1000,
    stock: null,
  });
  const cashEntry = await createCashEntry(userId, {
    occurredOn: "2026-03-10",
    direction: "in",
    category: "venda",
    description: null,
    amountCents: 1000,
    revenueKind: "revenda",
    withInvoice: false,
  });
  const placed = await createOrder(userId, {
    clientId: client.id,
    items: [{ productId: product.id, quantityMilli: 2000 }],
    discount: null,
    deliveryCents: 0,
    paymentMethod: "pix",
    dueDate: null,
    test: false,
    notes: null,
    status: "pago",
  });
  if (!placed.ok) throw new Error(placed.message);
  // Its nota fiscal's PDF (decision 033), so the download route has something to guard.
  await saveOrderInvoice(userId, placed.order.id, { pdf: Buffer.from("%PDF-1.4\n%%EOF\n"), pdfName: "nota.pdf" });
  const pendingImport = await savePendingImport(
    userId,
    "clientes",
    "clientes.csv",
    new TextEncoder().encode("Nome;WhatsApp\r\nMaria;(21) 99876-5432\r\n"),
  );
  return {
    ...signed,
    strategy,
    run,
    analysis,
    chatSession,
    idea,
    client,
    supplier,
    product,
    cashEntry,
    order: placed.order,
    pendingImport,
  };
}

/** An administrator with a live session: bearer token and Cookie header. */
export async function signedInAdmin() {
  const { email } = await createAdmin();
  const admin = (await sqlGet("SELECT id FROM admin_users WHERE email = ?", email)) as { id: string };
  const session = await createAdminSession(admin.id);
  const setCookie = await commitAdminCookie(new Request(BASE), session);
  return { email, token: session.token, cookie: setCookie.split(";")[0]! };
}

/** Names of the application's tables (not SQLite's or the migrator's). */
export async function tableNames(): Promise<string[]> {
  return (
    (await sqlAll(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '__drizzle%' ORDER BY name",
    )) as { name: string }[]
  ).map((r) => r.name);
}

/** Row count and a hash of every row of every table: any insert, update or delete changes it. */
export async function digest(): Promise<Record<string, { rows: number; hash: string }>> {
  const out: Record<string, { rows: number; hash: string }> = {};
  const names = await tableNames();
  const contents = await sqlAllEach(names.map((name) => `SELECT * FROM "${name}"`));
  names.forEach((name, index) => {
    const rows = contents[index]!.map((r) => JSON.stringify(r)).sort();
    out[name] = { rows: rows.length, hash: crypto.createHash("sha256").update(rows.join("\n")).digest("hex") };
  });
  return out;
}

/** The tables whose contents differ between two digests. */
export function changedTables(before: Awaited<ReturnType<typeof digest>>, after: Awaited<ReturnType<typeof digest>>): string[] {
  return Object.keys({ ...before, ...after })
    .filter((t) => before[t]?.hash !== after[t]?.hash)
    .sort();
}

export type Outcome = { status: number; location: string | null; body: unknown; headers: Headers };

/** Runs a loader or action and describes what it answered (returned or thrown; Response, data() or plain data). */
export async function outcomeOf(work: () => unknown): Promise<Outcome> {
  let value: unknown;
  try {
    value = await work();
  } catch (thrown) {
    value = thrown;
    if (!(thrown instanceof Response)) throw thrown;
  }
  if (value instanceof Response) {
    const text = await value
      .clone()
      .text()
      .catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: value.status, location: value.headers.get("Location"), body, headers: value.headers };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null } | null;
  if (wrapped?.type === "DataWithResponseInit") {
    return { status: wrapped.init?.status ?? 200, location: null, body: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  }
  return { status: 200, location: null, body: value, headers: new Headers() };
}

export function request(
  path: string,
  init: {
    method?: string;
    cookie?: string;
    headers?: Record<string, string>;
    body?: BodyInit;
    json?: unknown;
    form?: Record<string, string>;
  } = {},
) {
  const headers: Record<string, string> = { ...(init.headers ?? {}) };
  if (init.cookie) headers.Cookie = init.cookie;
  let body = init.body;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  return new Request(`${BASE}${path}`, { method: init.method ?? (body === undefined ? "GET" : "POST"), headers, body });
}

type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

/** Imports a route module by its file name in app/routes. */
export async function routeModule(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ `../../app/routes/${file}`)) as RouteModule;
}

export function args(req: Request, params: Record<string, string> = {}) {
  return { request: req, params, context: {} } as never;
}
