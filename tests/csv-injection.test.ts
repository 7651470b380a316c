// @db-engines: sqlite libsql
// Decision 027 item 5: every CSV export neutralises cells that a spreadsheet program would run as a
// formula (=, +, -, @, tab, CR → a leading '), one test per exporter, through the download route.
// Numbers the app writes as numbers stay numbers (docs/decisions/027).
import { describe, expect, it } from "vitest";
import { createCashEntry } from "~/models/business-cash.server";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { parseCsv } from "~/modules/spreadsheet/csv";
import { download } from "./gestao-spreadsheet-helpers";
import { signedInUser } from "./request-helpers";

/** One value per formula prefix OWASP lists. */
const ATTACKS = [
  '=HYPERLINK("https://evil.example","clique")',
  "+cmd|' /C calc'!A0",
  "-2+3+cmd|' /C calc'!A0",
  "@SUM(1+1)*cmd|' /C calc'!A0",
  "\t=1+1",
  "\r=1+1",
];

async function csvRows(cookie: string, query: string): Promise<string[][]> {
  const response = await download(cookie, `${query}&formato=csv`);
  expect(response.status).toBe(200);
  return parseCsv(await response.text()).rows;
}

/** No cell of the file starts with a formula character. */
function expectNoFormula(rows: string[][]) {
  for (const row of rows) for (const cell of row) expect(cell, JSON.stringify(cell)).not.toMatch(/^[=+\-@\t\r]/);
}

describe("CSV exports neutralise formulas", () => {
  it("clients: names and notes that start with a formula character get a leading '", async () => {
    const { cookie, user } = await signedInUser();
    for (const [index, attack] of ATTACKS.entries())
      await createClient(user.id, {
        name: `${attack}`.slice(0, 120),
        phone: null,
        email: null,
        notes: index === 0 ? "=1+1" : null,
        tags: [],
      });
    const rows = await csvRows(cookie, "dados=clientes");
    expectNoFormula(rows);
    const names = rows.slice(1).map((row) => row[0]);
    expect(names).toContain(`'${ATTACKS[0]}`);
    expect(names).toContain(`'${ATTACKS[1]}`);
    expect(names).toContain(`'${ATTACKS[3]}`);
    expect(rows.slice(1).some((row) => row[4] === "'=1+1")).toBe(true);
  });

  it("products: a formula name is neutralised; prices and stock stay plain numbers", async () => {
    const { cookie, user } = await signedInUser();
    await createProduct(user.id, { name: "@SUM(1+1)", unit: "un", kind: "revenda", costCents: 1250, priceCents: 2000, stock: 3 });
    await createProduct(user.id, { name: "-Bolo", unit: "un", kind: "revenda", costCents: 0, priceCents: 100, stock: null });
    const rows = await csvRows(cookie, "dados=produtos");
    expectNoFormula(rows);
    expect(rows.slice(1)).toContainEqual(["'-Bolo", "un", "Revenda", "0,00", "1,00", ""]);
    expect(rows.slice(1)).toContainEqual(["'@SUM(1+1)", "un", "Revenda", "12,50", "20,00", "3"]);
  });

  it("orders: the client's name and the notes are neutralised", async () => {
    const { cookie, user } = await signedInUser();
    const client = await createClient(user.id, {
      name: '=HYPERLINK("https://evil.example")',
      phone: null,
      email: null,
      notes: null,
      tags: [],
    });
    const product = await createProduct(user.id, {
      name: "+Bolo",
      unit: "un",
      kind: "revenda",
      costCents: 100,
      priceCents: 1000,
      stock: null,
    });
    const placed = await createOrder(user.id, {
      clientId: client.id,
      items: [{ productId: product.id, quantityMilli: 1000 }],
      discount: null,
      deliveryCents: 0,
      paymentMethod: "pix",
      dueDate: null,
      test: false,
      notes: "@cmd",
      status: "orcamento",
    });
    expect(placed.ok).toBe(true);
    const rows = await csvRows(cookie, "dados=pedidos");
    expectNoFormula(rows);
    const row = rows[1]!;
    expect(row[2]).toBe(`'=HYPERLINK("https://evil.example")`);
    expect(row[3]).toBe("1 × +Bolo");
    expect(row[13]).toBe("'@cmd");
  });

  it("cash book: a formula description is neutralised; amounts stay numbers", async () => {
    const { cookie, user } = await signedInUser();
    await createCashEntry(user.id, {
      occurredOn: "2026-03-09",
      direction: "out",
      category: "embalagem",
      description: "-1+1",
      amountCents: 1250,
      revenueKind: null,
      withInvoice: false,
    });
    const rows = await csvRows(cookie, "dados=caixa&mes=2026-03");
    expectNoFormula(rows);
    expect(rows[1]).toEqual(["09/03/2026", "'-1+1", "Embalagens", "", "12,50", "", ""]);
  });
});
