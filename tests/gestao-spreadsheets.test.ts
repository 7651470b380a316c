// Gestão spreadsheets (issue 18 item 7): exports read back (CSV text and .xlsx through exceljs),
// import preview then confirm in one transaction, bad files refused with a 4xx and nothing
// changed, and each person reaching only their own rows.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { businessClients, businessProducts, journeyProgress, spreadsheetImports } from "#db/schema";
import { createCashEntry } from "~/models/business-cash.server";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { savePendingImport } from "~/models/spreadsheets.server";
import { BOM } from "~/modules/spreadsheet/csv";
import { FILE_MESSAGES, MAX_FILE_BYTES } from "~/modules/spreadsheet/file-check";
import { loader as exportLoader } from "~/routes/gestao.exportar";
import { action as uploadAction, loader as uploadLoader } from "~/routes/_app.gestao.importar._index";
import { action as reviewAction, loader as reviewLoader } from "~/routes/_app.gestao.importar.$id";
import { args, changedTables, digest, outcomeOf, request, BASE } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

// Through Drizzle (awaited), so the file runs on either database engine.
const clientNames = async (userId: string) =>
  (
    await getDb()
      .select({ name: businessClients.name })
      .from(businessClients)
      .where(eq(businessClients.userId, userId))
      .orderBy(asc(businessClients.name))
      .all()
  ).map((r) => r.name);
const pendingCount = async (userId: string) =>
  (await getDb().select({ n: count() }).from(spreadsheetImports).where(eq(spreadsheetImports.userId, userId)).get())?.n ?? 0;

async function download(cookie: string, query: string): Promise<Response> {
  const response = await exportLoader(args(request(`/gestao/exportar?${query}`, { cookie })));
  return response as Response;
}

function upload(cookie: string, kind: string, fileName: string, content: Uint8Array | string) {
  const form = new FormData();
  form.set("tipo", kind);
  form.set("arquivo", new File([typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content)], fileName));
  return outcomeOf(() =>
    uploadAction(args(new Request(`${BASE}/gestao/importar?index`, { method: "POST", headers: { Cookie: cookie }, body: form }))),
  );
}

const csv = (...lines: string[]) => lines.join("\r\n") + "\r\n";

describe("exports", () => {
  it("clients as pt-BR CSV and .xlsx: attachment, private, only the owner's rows", async () => {
    const owner = await signedInUser();
    const other = await signedInUser();
    await createClient(owner.user.id, {
      name: "Dona Cida",
      phone: "11987654321",
      email: "cida@example.com",
      notes: "Bolo; sem lactose",
      tags: ["vip", "bairro"],
    });
    await createClient(owner.user.id, { name: "Ávila", phone: null, email: null, notes: null, tags: [] });
    await createClient(other.user.id, { name: "Cliente de outra pessoa", phone: null, email: null, notes: null, tags: [] });

    const file = await download(owner.cookie, "dados=clientes&formato=csv");
    expect(file.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(file.headers.get("Content-Disposition")).toMatch(/^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(file.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(
      `${BOM}Nome;WhatsApp;E-mail;Etiquetas;Observações\r\nÁvila;;;;\r\nDona Cida;(11) 98765-4321;cida@example.com;vip, bairro;"Bolo; sem lactose"\r\n`.replace(
        BOM,
        "",
      ),
    );

    const xlsx = await download(owner.cookie, "dados=clientes&formato=xlsx");
    expect(xlsx.headers.get("Content-Disposition")).toMatch(/filename="clientes-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.arrayBuffer()) as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Clientes")!;
    expect(sheet.getRow(1).values).toEqual([undefined, "Nome", "WhatsApp", "E-mail", "Etiquetas", "Observações"]);
    expect(sheet.actualRowCount).toBe(3);
    expect(sheet.getCell("A3").value).toBe("Dona Cida");
    expect(JSON.stringify(sheet.getSheetValues())).not.toContain("outra pessoa");

    const stranger = await download(other.cookie, "dados=clientes&formato=csv");
    expect(await stranger.text()).not.toContain("Cida");
  });

  it("products and the cash book: decimal comma, dd/mm/aaaa; .xlsx with numbers and dates", async () => {
    const { cookie, user } = await signedInUser();
    await createProduct(user.id, { name: "Kit festa", unit: "un", kind: "revenda", costCents: 123456, priceCents: 150000, stock: 3 });
    await createCashEntry(user.id, {
      occurredOn: "2026-03-09",
      direction: "in",
      category: "venda",
      description: "bolos",
      amountCents: 5000,
      revenueKind: "industrializados",
      withInvoice: true,
    });
    await createCashEntry(user.id, {
      occurredOn: "2026-04-01",
      direction: "out",
      category: "embalagem",
      description: null,
      amountCents: 1250,
      revenueKind: null,
      withInvoice: false,
    });

    const products = await (await download(cookie, "dados=produtos&formato=csv")).text();
    expect(products).toContain("Nome;Unidade;Tipo;Custo;Preço;Estoque\r\nKit festa;un;Revenda;1.234,56;1.500,00;3\r\n");

    const month = await download(cookie, "dados=caixa&mes=2026-03&formato=csv");
    expect(month.headers.get("Content-Disposition")).toBe('attachment; filename="livro-caixa-2026-03.csv"');
    expect(await month.text()).toContain(
      "Data;Descrição;Categoria;Entrada;Saída;Tipo de venda;Nota fiscal\r\n09/03/2026;bolos;Venda;50,00;;Produtos que eu fabrico;Sim\r\n",
    );

    const year = await download(cookie, "dados=caixa&ano=2026&formato=xlsx");
    expect(year.headers.get("Content-Disposition")).toBe('attachment; filename="livro-caixa-2026.xlsx"');
    expect(year.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await year.arrayBuffer()) as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Livro-caixa")!;
    expect(sheet.getCell("A3").value).toEqual(new Date(Date.UTC(2026, 3, 1)));
    expect(sheet.getCell("E3").value).toBe(12.5);
  });

  it("orders: one row each, items as text, totals in reais, São Paulo days", async () => {
    const { cookie, user } = await signedInUser();
    const client = await createClient(user.id, { name: "Dona Cida", phone: null, email: null, notes: null, tags: [] });
    const bolo = await createProduct(user.id, {
      name: "Bolo de pote",
      unit: "un",
      kind: "industrializados",
      costCents: 450,
      priceCents: 1200,
      stock: null,
    });
    const queijo = await createProduct(user.id, {
      name: "Queijo",
      unit: "kg",
      kind: "revenda",
      costCents: 3000,
      priceCents: 4500,
      stock: null,
    });
    const placed = await createOrder(
      user.id,
      {
        clientId: client.id,
        items: [
          { productId: bolo.id, quantityMilli: 2000 },
          { productId: queijo.id, quantityMilli: 1500 },
        ],
        discount: { kind: "valor", cents: 400 },
        deliveryCents: 800,
        paymentMethod: "fiado",
        dueDate: "2026-12-10",
        test: false,
        notes: null,
        status: "confirmado",
      },
      new Date("2026-11-20T02:00:00Z"),
    );
    expect(placed.ok).toBe(true);
    const text = await (await download(cookie, "dados=pedidos&formato=csv")).text();
    expect(text).toBe(
      "Nº;Data;Cliente;Itens;Subtotal;Desconto;Entrega;Total;Situação;Pagamento;Vencimento (fiado);Pago em;Teste;Observações\r\n" +
        "1;19/11/2026;Dona Cida;2 × Bolo de pote; 1,5 × Queijo;91,50;4,00;8,00;95,50;Confirmado;Fiado (paga depois);10/12/2026;;;\r\n".replace(
          "2 × Bolo de pote; 1,5 × Queijo",
          '"2 × Bolo de pote; 1,5 × Queijo"',
        ),
    );
  });

  it("unknown tables, formats or periods answer 400", async () => {
    const { cookie } = await signedInUser();
    for (const query of ["dados=senhas", "dados=clientes&formato=pdf", "dados=caixa&mes=2026-13", "dados=caixa&ano=99"]) {
      const outcome = await outcomeOf(() => exportLoader(args(request(`/gestao/exportar?${query}`, { cookie }))));
      expect(outcome.status, query).toBe(400);
    }
    const anonymous = await outcomeOf(() => exportLoader(args(request("/gestao/exportar?dados=clientes"))));
    expect(anonymous.status).toBe(302);
  });
});

describe("import: preview, then confirm", () => {
  it("clients from CSV: the preview lists new, repeated and wrong rows; confirm creates them all in one go", async () => {
    const { cookie, user } = await signedInUser();
    await createClient(user.id, { name: "Já Existe", phone: "21999998888", email: null, notes: null, tags: [] });
    const before = await digest();
    const sent = await upload(
      cookie,
      "clientes",
      "clientes.csv",
      csv(
        "nome;telefone;E-MAIL;Etiquetas;Cidade",
        "Dona Cida;(11) 98765-4321;cida@example.com;vip;Santos",
        "Seu Zé;123;;;",
        "Outro nome;21 99999-8888;;;",
        "Bia;;;;",
        "bia;;;;",
      ),
    );
    expect(sent.status).toBe(303);
    const id = sent.location!.split("/").pop()!;
    expect(sent.location).toBe(`/gestao/importar/${id}`);
    // Only the pending file was stored; no client yet.
    expect(changedTables(before, await digest())).toEqual(["spreadsheet_imports"]);

    const review = await outcomeOf(() => reviewLoader(args(request(`/gestao/importar/${id}`, { cookie }), { id })));
    expect(review.status).toBe(200);
    expect(review.body).toMatchObject({
      fileName: "clientes.csv",
      notices: [],
      preview: {
        kind: "clientes",
        createCount: 2,
        create: [
          { line: 2, cells: ["Dona Cida", "(11) 98765-4321", "cida@example.com", "vip"] },
          { line: 5, cells: ["Bia", "—", "—", "—"] },
        ],
        duplicateCount: 2,
        duplicates: [
          { line: 4, name: "Outro nome", reason: "Já está cadastrado." },
          { line: 6, name: "bia", reason: "Repete a linha 5." },
        ],
        invalidCount: 1,
        invalid: [{ line: 3, name: "Seu Zé", reasons: [expect.stringMatching(/dígitos/)] }],
        ignoredColumns: ["Cidade"],
      },
    });

    const confirmed = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie, form: { intent: "confirmar" } }), { id })),
    );
    expect(confirmed).toMatchObject({ status: 303, location: "/gestao/clientes" });
    expect(confirmed.headers.get("Set-Cookie")).toBeTruthy();
    expect(await clientNames(user.id)).toEqual(["Bia", "Dona Cida", "Já Existe"]);
    expect(await pendingCount(user.id)).toBe(0);

    // A second confirmation (double submit, another tab) finds nothing and creates nothing.
    const again = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie, form: { intent: "confirmar" } }), { id })),
    );
    expect(again.status).toBe(404);
    expect(await clientNames(user.id)).toHaveLength(3);
  });

  it("confirm re-checks the file: a client created since the preview is not created twice", async () => {
    const { cookie, user } = await signedInUser();
    const sent = await upload(cookie, "clientes", "c.csv", csv("Nome;WhatsApp", "Ana;11 98765-4321", "Caio;11 97777-6666"));
    const id = sent.location!.split("/").pop()!;
    await createClient(user.id, { name: "Ana (cadastrada à mão)", phone: "11987654321", email: null, notes: null, tags: [] });
    const confirmed = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie, form: { intent: "confirmar" } }), { id })),
    );
    expect(confirmed.status).toBe(303);
    expect(await clientNames(user.id)).toEqual(["Ana (cadastrada à mão)", "Caio"]);
  });

  it("products: an exported .xlsx re-imports into another account as it was", async () => {
    const source = await signedInUser();
    await createProduct(source.user.id, {
      name: "Bolo de pote",
      unit: "un",
      kind: "industrializados",
      costCents: 450,
      priceCents: 1200,
      stock: 10,
    });
    await createProduct(source.user.id, {
      name: "Corte de cabelo",
      unit: "serviço",
      kind: "servicos",
      costCents: 0,
      priceCents: 4000,
      stock: null,
    });
    const file = new Uint8Array(await (await download(source.cookie, "dados=produtos&formato=xlsx")).arrayBuffer());

    const target = await signedInUser();
    const sent = await upload(target.cookie, "produtos", "produtos-2026-11-23.xlsx", file);
    expect(sent.status).toBe(303);
    const id = sent.location!.split("/").pop()!;
    const confirmed = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie: target.cookie, form: { intent: "confirmar" } }), { id })),
    );
    expect(confirmed).toMatchObject({ status: 303, location: "/gestao/produtos" });
    const p = businessProducts;
    const rows = await getDb()
      .select({ name: p.name, unit: p.unit, kind: p.kind, costCents: p.costCents, priceCents: p.priceCents, stock: p.stock })
      .from(p)
      .where(eq(p.userId, target.user.id))
      .orderBy(asc(p.name))
      .all();
    expect(rows).toEqual([
      { name: "Bolo de pote", unit: "un", kind: "industrializados", costCents: 450, priceCents: 1200, stock: 10 },
      { name: "Corte de cabelo", unit: "serviço", kind: "servicos", costCents: 0, priceCents: 4000, stock: null },
    ]);
    // "Cadastrar Produtos" ticks itself in the same transaction, naming an imported product.
    const ids = (await getDb().select({ id: p.id }).from(p).where(eq(p.userId, target.user.id)).all()).map((r) => r.id);
    const step = await getDb().select().from(journeyProgress).where(eq(journeyProgress.userId, target.user.id)).all();
    expect(step.find((s) => s.step === "add_products")).toMatchObject({ completed: true, metadata: { record: "product" } });
    expect(ids).toContain(step.find((s) => s.step === "add_products")!.metadata!.recordId);
  });

  it("a Windows-1252 CSV (Excel on Windows) is read with a notice; cancel removes the pending file", async () => {
    const { cookie, user } = await signedInUser();
    const latin1 = new Uint8Array([
      ...new TextEncoder().encode("Nome;Observa"),
      0xe7,
      0xf5,
      0x65,
      0x73,
      0x0d,
      0x0a,
      0x4a,
      0x6f,
      0xe3,
      0x6f,
      0x3b,
      0x70,
      0xe3,
      0x6f,
      0x0d,
      0x0a,
    ]);
    const sent = await upload(cookie, "clientes", "clientes.csv", latin1);
    const id = sent.location!.split("/").pop()!;
    const review = await outcomeOf(() => reviewLoader(args(request(`/gestao/importar/${id}`, { cookie }), { id })));
    expect(review.body).toMatchObject({ notices: [FILE_MESSAGES.windows1252], preview: { create: [{ cells: ["João", "—", "—", "—"] }] } });
    const cancelled = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie, form: { intent: "cancelar" } }), { id })),
    );
    expect(cancelled).toMatchObject({ status: 303, location: "/gestao/importar?tipo=clientes" });
    expect(await pendingCount(user.id)).toBe(0);
    expect(await clientNames(user.id)).toEqual([]);
  });

  it("an expired preview is gone (404)", async () => {
    const { cookie, user } = await signedInUser();
    const old = await savePendingImport(
      user.id,
      "clientes",
      "c.csv",
      new TextEncoder().encode("Nome\nAna\n"),
      new Date(Date.now() - 31 * 60_000),
    );
    const outcome = await outcomeOf(() => reviewLoader(args(request(`/gestao/importar/${old.id}`, { cookie }), { id: old.id })));
    expect(outcome.status).toBe(404);
    const confirm = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${old.id}`, { cookie, form: { intent: "confirmar" } }), { id: old.id })),
    );
    expect(confirm.status).toBe(404);
    expect(await clientNames(user.id)).toEqual([]);
  });
});

describe("bad files: a clear pt-BR message, a 4xx, nothing changed", () => {
  it("wrong type, too big, damaged, broken encoding, no header, nothing valid", async () => {
    const { cookie } = await signedInUser();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    const zipNotXlsx = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(40).fill(0)]);
    const cases: [string, string, Uint8Array | string, number, RegExp][] = [
      ["clientes", "foto.png", png, 415, /\.xlsx.*\.csv/],
      ["clientes", "foto.csv", png, 415, /não são texto/],
      ["clientes", "planilha.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 415, /formato antigo/],
      ["clientes", "grande.csv", "Nome\r\n" + "x".repeat(MAX_FILE_BYTES), 413, /grande demais/],
      ["clientes", "quebrada.xlsx", zipNotXlsx, 400, /danificada/],
      ["clientes", "vazio.csv", "", 400, /vazio/],
      ["clientes", "utf16.csv", new Uint8Array([0xff, 0xfe, 0x4e, 0x00]), 415, /UTF-16/],
      ["clientes", "sem-titulo.csv", csv("Ana;11 98765-4321"), 400, /coluna “Nome”/],
      ["produtos", "p.csv", csv("Nome;Preço", "Bolo;12"), 400, /“Custo”/],
      ["clientes", "aspas.csv", 'Nome\r\n"Ana\r\nBia\r\n', 400, /aspas/],
      ["outra-coisa", "c.csv", csv("Nome", "Ana"), 400, /clientes ou produtos/],
    ];
    for (const [kind, name, content, status, message] of cases) {
      const before = await digest();
      const outcome = await upload(cookie, kind, name, content);
      expect(outcome.status, name).toBe(status);
      expect((outcome.body as { error: string }).error, name).toMatch(message);
      expect(changedTables(before, await digest()), name).toEqual([]);
    }
  });

  it("no valid row: 422 with the preview of what is wrong, and nothing kept", async () => {
    const { cookie, user } = await signedInUser();
    const before = await digest();
    const outcome = await upload(cookie, "clientes", "c.csv", csv("Nome;E-mail", ";ana@example.com", "Bia;bia@"));
    expect(outcome.status).toBe(422);
    expect(outcome.body).toMatchObject({ error: expect.stringMatching(/Nenhuma linha/), preview: { createCount: 0, invalidCount: 2 } });
    expect(changedTables(before, await digest())).toEqual([]);
    expect(await pendingCount(user.id)).toBe(0);
  });

  it("not a multipart form, or no file chosen: 400", async () => {
    const { cookie } = await signedInUser();
    const plain = await outcomeOf(() => uploadAction(args(request("/gestao/importar?index", { cookie, form: { tipo: "clientes" } }))));
    expect(plain.status).toBe(400);
    const form = new FormData();
    form.set("tipo", "clientes");
    const empty = await outcomeOf(() =>
      uploadAction(args(new Request(`${BASE}/gestao/importar?index`, { method: "POST", headers: { Cookie: cookie }, body: form }))),
    );
    expect(empty).toMatchObject({ status: 400, body: { error: "Escolha um arquivo .xlsx ou .csv." } });
    const page = await outcomeOf(() => uploadLoader(args(request("/gestao/importar?tipo=produtos", { cookie }))));
    expect(page.body).toMatchObject({ kind: "produtos" });
  });
});

describe("another person", () => {
  it("cannot see, confirm or cancel someone else's import; their upload lands in their own account", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const sent = await upload(owner.cookie, "clientes", "c.csv", csv("Nome", "Cliente da dona"));
    const id = sent.location!.split("/").pop()!;
    const before = await digest();
    expect((await outcomeOf(() => reviewLoader(args(request(`/gestao/importar/${id}`, { cookie: stranger.cookie }), { id })))).status).toBe(
      404,
    );
    for (const intent of ["confirmar", "cancelar"]) {
      const outcome = await outcomeOf(() =>
        reviewAction(args(request(`/gestao/importar/${id}`, { cookie: stranger.cookie, form: { intent } }), { id })),
      );
      expect(outcome.status, intent).toBe(404);
    }
    expect(changedTables(before, await digest())).toEqual([]);
    // The owner's pending file survives a stranger's upload (one pending file per person).
    const theirs = await upload(stranger.cookie, "clientes", "c.csv", csv("Nome", "Meu cliente"));
    expect(theirs.status).toBe(303);
    expect(await pendingCount(owner.user.id)).toBe(1);
    const confirmed = await outcomeOf(() =>
      reviewAction(args(request(`/gestao/importar/${id}`, { cookie: owner.cookie, form: { intent: "confirmar" } }), { id })),
    );
    expect(confirmed.status).toBe(303);
    expect(await clientNames(owner.user.id)).toEqual(["Cliente da dona"]);
    expect(await clientNames(stranger.user.id)).toEqual([]);
  });
});
