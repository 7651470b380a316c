// @db-engines: sqlite libsql
// Gestão spreadsheets (issue 18 item 7), exports: read back as CSV text and as .xlsx through
// exceljs, only the owner's rows, bad requests refused. Imports: gestao-spreadsheets-import.test.ts.
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { createCashEntry } from "~/models/business-cash.server";
import { createClient } from "~/models/business-clients.server";
import { createOrder } from "~/models/business-orders.server";
import { createProduct } from "~/models/business-products.server";
import { BOM } from "~/modules/spreadsheet/csv";
import { loader as exportLoader } from "~/routes/gestao.exportar";
import { download } from "./gestao-spreadsheet-helpers";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";

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
