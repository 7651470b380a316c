import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import type { BusinessCashEntry, BusinessClient, BusinessProduct } from "#db/schema";
import { BOM, detectSeparator, parseCsv, writeCsv } from "./csv";
import { mapHeader, normalizeLabel, CLIENT_COLUMNS, PRODUCT_COLUMNS } from "./columns";
import { cashBookTable, clientsTable, productsTable } from "./export-tables";
import { checkUpload, decodeText, FILE_MESSAGES, MAX_DATA_ROWS, MAX_FILE_BYTES, zipUnpackedSize } from "./file-check";
import { normalizeKind, normalizeUnit, planClientImport, planProductImport } from "./import-plan";
import { readSheet } from "./read-sheet.server";
import { formatDateBR, parseDateBR, tableToCsv } from "./table";
import { readXlsx } from "./xlsx-reader.server";
import { tableToXlsx } from "./xlsx.server";

const bytes = (text: string) => new TextEncoder().encode(text);
const noExisting = { names: [], phones: [], emails: [] };

describe("CSV writer and reader", () => {
  it("quotes only what needs it and writes BOM, ';' and CRLF", () => {
    const text = writeCsv([
      ["Nome", "Observações"],
      ['Ana "Bolos"', "pão; bolo"],
      ["Bia", "linha 1\nlinha 2"],
      [" x", ""],
    ]);
    expect(text).toBe(`${BOM}Nome;Observações\r\n"Ana ""Bolos""";"pão; bolo"\r\nBia;"linha 1\nlinha 2"\r\n" x";\r\n`);
  });

  it("reads back what it writes, including quotes, separators and line breaks inside fields", () => {
    const rows = [
      ["Nome", "Obs"],
      ['Ana "Bolos"', "pão; bolo, doce"],
      ["Bia", "linha 1\r\nlinha 2"],
      ["", ""],
    ];
    expect(parseCsv(writeCsv(rows)).rows).toEqual(rows);
  });

  it("detects ',' from the header (Google Sheets) and ';' by default", () => {
    expect(detectSeparator("Nome,Telefone\nAna,11")).toBe(",");
    expect(detectSeparator(`${BOM}Nome;Preço\n"a,b";1,50`)).toBe(";");
    expect(detectSeparator('"Nome, completo";Tel\n')).toBe(";");
    expect(detectSeparator("Nome\nAna")).toBe(";");
    expect(parseCsv('Nome,Preço\nBolo,"12,50"\n').rows).toEqual([
      ["Nome", "Preço"],
      ["Bolo", "12,50"],
    ]);
  });

  it("takes LF, CRLF and CR line ends, no final line end, and reports an unclosed quote's line", () => {
    expect(parseCsv("a;b\rc;d").rows).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a;b\n\nc;d\n").rows).toEqual([["a", "b"], [""], ["c", "d"]]);
    expect(parseCsv('a;b\nc;"d\ne;f\n').unclosedQuoteLine).toBe(2);
    expect(parseCsv('a;"b\nc";d\n').unclosedQuoteLine).toBeNull();
  });
});

describe("pt-BR formats", () => {
  it("dates as dd/mm/aaaa, both ways, refusing days that do not exist", () => {
    expect(formatDateBR("2026-03-09")).toBe("09/03/2026");
    expect(parseDateBR("9/3/2026")).toBe("2026-03-09");
    expect(parseDateBR("31/02/2026")).toBeNull();
    expect(parseDateBR("2026-03-09")).toBeNull();
  });

  it("money with decimal comma and thousands dot in the CSV", () => {
    const csv = tableToCsv({
      sheetName: "x",
      columns: [
        { label: "Preço", type: "money" },
        { label: "Dia", type: "date" },
      ],
      rows: [
        [123456, "2026-01-05"],
        [null, null],
      ],
    });
    expect(csv).toBe(`${BOM}Preço;Dia\r\n1.234,56;05/01/2026\r\n;\r\n`);
  });
});

describe("upload checks", () => {
  it("decides by content: zip is .xlsx, text is CSV; the name must agree", () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0]);
    expect(checkUpload("a.csv", zip)).toMatchObject({ ok: false, status: 415, message: FILE_MESSAGES.nameSaysCsv });
    expect(checkUpload("a.xlsx", bytes("Nome\nAna"))).toMatchObject({ ok: false, status: 415, message: FILE_MESSAGES.nameSaysXlsx });
    expect(checkUpload("a.pdf", bytes("Nome\nAna"))).toMatchObject({ ok: false, status: 415, message: FILE_MESSAGES.wrongName });
    expect(checkUpload("a.csv", bytes("%PDF-1.7 ..."))).toMatchObject({ ok: false, status: 415 });
    expect(checkUpload("a.xls", new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toMatchObject({
      ok: false,
      message: FILE_MESSAGES.oldXls,
    });
    expect(checkUpload("a.xlsx", zip)).toMatchObject({ ok: false, status: 400, message: FILE_MESSAGES.badXlsx });
    expect(checkUpload("a.csv", new Uint8Array())).toMatchObject({ ok: false, status: 400, message: FILE_MESSAGES.empty });
    expect(checkUpload("a.csv", new Uint8Array(MAX_FILE_BYTES + 1).fill(65))).toMatchObject({ ok: false, status: 413 });
    expect(checkUpload("CLIENTES.CSV", bytes("Nome\nAna"))).toMatchObject({ ok: true, kind: "csv", encoding: "utf-8", text: "Nome\nAna" });
  });

  it("reads Latin-1/Windows-1252 CSV (Excel on Windows) with a notice, and refuses binary and UTF-16", async () => {
    const latin1 = new Uint8Array([...bytes("Nome;Observa"), 0xe7, 0xf5, 0x65, 0x73, 0x0a, ...bytes("Jo"), 0xe3, 0x6f, 0x3b, 0x80, 0x0a]);
    expect(decodeText(latin1)).toEqual({ text: "Nome;Observações\nJoão;€\n", encoding: "windows-1252" });
    const read = await readSheet("c.csv", latin1);
    expect(read).toMatchObject({
      ok: true,
      rows: [["Nome", "Observações"], ["João", "€"], [""]].slice(0, 2),
      notices: [FILE_MESSAGES.windows1252],
    });
    expect(decodeText(bytes("Nome\u0000x"))).toBeNull();
    expect(decodeText(new Uint8Array([0x41, 0x81, 0x42]))).toBeNull(); // 0x81 is undefined in Windows-1252
    expect(decodeText(new Uint8Array([0x93, 0x6f, 0x69, 0x94, 0x20, 0x96]))?.text).toBe("“oi” –");
    expect(checkUpload("c.csv", new Uint8Array([0xff, 0xfe, 0x41, 0]))).toMatchObject({ ok: false, message: FILE_MESSAGES.utf16 });
    expect(decodeText(bytes(`${BOM}Nome`))).toEqual({ text: "Nome", encoding: "utf-8" });
  });

  it("reads a zip's declared unpacked size before unpacking (zip bombs refused)", async () => {
    const xlsx = await tableToXlsx(clientsTable([]));
    const size = zipUnpackedSize(new Uint8Array(xlsx));
    expect(size).toBeGreaterThan(xlsx.byteLength);
    expect(size).toBeLessThan(100_000);
    expect(zipUnpackedSize(new Uint8Array(xlsx).slice(0, xlsx.byteLength - 30))).toBeNull();
    // The same file claiming 40 MB for its first part is refused before exceljs unpacks anything.
    const bomb = new Uint8Array(xlsx);
    const view = new DataView(bomb.buffer);
    const directory = view.getUint32(bomb.byteLength - 22 + 16, true);
    view.setUint32(directory + 24, 40 * 1024 * 1024, true);
    expect(checkUpload("c.xlsx", bomb)).toMatchObject({ ok: false, status: 413, message: FILE_MESSAGES.xlsxTooBig });
  });

  it("an .xlsx with more rows than the limit is refused after reading just past the limit", async () => {
    const xlsx = new Uint8Array(
      await tableToXlsx(
        clientsTable(
          Array.from(
            { length: 6 },
            (_, i) => ({ name: `C${i}`, phone: null, email: null, notes: null, tags: "" }) as unknown as BusinessClient,
          ),
        ),
      ),
    );
    expect(readXlsx(xlsx, 5)).toMatchObject({ ok: true, tooManyRows: true });
    expect(readXlsx(xlsx, 6)).toMatchObject({ ok: true, tooManyRows: false });
  });
});

describe("column titles", () => {
  it("match without case or accents, with units in parentheses, and list what is ignored or missing", () => {
    expect(normalizeLabel(" Preço de Venda (R$) ")).toBe("preco de venda");
    expect(mapHeader(["NOME", "Telefone", "E-MAIL", "observacoes", "Tags", "Cidade"], CLIENT_COLUMNS)).toEqual({
      indexOf: { name: 0, phone: 1, email: 2, notes: 3, tags: 4 },
      ignored: ["Cidade"],
      missing: [],
    });
    expect(mapHeader(["Produto", "Preço (R$)"], PRODUCT_COLUMNS).missing).toEqual(["Custo"]);
  });
  it("units and kinds as people write them", () => {
    expect(["Un", "unidade", "", "UND"].map(normalizeUnit)).toEqual(["un", "un", "un", "un"]);
    expect(["Kg", "quilos", "Serviço", "horas", "caixa"].map(normalizeUnit)).toEqual(["kg", "kg", "serviço", "hora", "cx"]);
    expect(normalizeUnit("barril")).toBe("barril");
    expect(["Fabricação própria", "SERVIÇO", "", "Revenda"].map(normalizeKind)).toEqual([
      "industrializados",
      "servicos",
      "revenda",
      "revenda",
    ]);
  });
});

describe("import plan", () => {
  it("clients: the form's schema decides each row; line numbers are the sheet's rows", () => {
    const rows = parseCsv(
      [
        "Nome;WhatsApp;E-mail;Observações;Etiquetas",
        "Dona Cida;(11) 98765-4321;CIDA@example.com;sem lactose;vip, bairro",
        ";;;;",
        "Seu Zé;123;ze@;;",
        ";11 98888-7777;;;",
        "Bia;;;;",
      ].join("\r\n"),
    ).rows;
    const result = planClientImport(rows, noExisting);
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.create).toEqual([
      {
        line: 2,
        value: {
          name: "Dona Cida",
          phone: "11987654321",
          email: "cida@example.com",
          notes: "sem lactose",
          tags: ["vip", "bairro"],
          document: null,
        },
      },
      { line: 6, value: { name: "Bia", phone: null, email: null, notes: null, tags: [], document: null } },
    ]);
    expect(result.plan.invalid.map((r) => r.line)).toEqual([4, 5]);
    expect(result.plan.invalid[0]!.reasons.join(" ")).toMatch(/telefone.*E-mail inválido/s);
    expect(result.plan.invalid[1]!.reasons).toEqual(["Informe o nome do cliente."]);
  });

  it("clients: duplicates within the file and against existing ones are skipped and say why", () => {
    const rows = [
      ["Nome", "Telefone", "Email"],
      ["Ana", "11987654321", ""],
      ["Ana Souza", "(11) 98765-4321", ""],
      ["Carla", "", "carla@x.com"],
      ["carla", "", "CARLA@x.com"],
      ["José", "", ""],
      ["Jose ", "", ""],
      ["Marta", "", ""],
      ["Ana", "21 99999-8888", ""],
    ];
    const result = planClientImport(rows, { names: ["MARTA"], phones: ["21999998888"], emails: [] });
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.create.map((r) => r.value.name)).toEqual(["Ana", "Carla", "José"]);
    expect(result.plan.duplicates).toEqual([
      { line: 3, name: "Ana Souza", reason: "Repete a linha 2." },
      { line: 5, name: "carla", reason: "Repete a linha 4." },
      { line: 7, name: "Jose", reason: "Repete a linha 6." },
      { line: 8, name: "Marta", reason: "Já está cadastrado." },
      { line: 9, name: "Ana", reason: "Já está cadastrado." },
    ]);
  });

  it("products: '1.234,56', 'R$ 10', units and kinds; wrong amounts say which", () => {
    const rows = [
      ["Nome", "Unidade", "Tipo", "Custo", "Preço", "Estoque", "Margem"],
      ["Bolo de pote", "Un", "Fabricação própria", "4,50", "R$ 12", "10", "62%"],
      ["Kit festa", "", "", "1.234,56", "R$ 1.500,00", "", ""],
      ["Brigadeiro", "un", "", "abc", "2", "-1", ""],
      ["Corte", "barril", "Mágica", "0", "50", "", ""],
      ["bolo de pote", "un", "", "1", "2", "", ""],
    ];
    const result = planProductImport(rows, { names: ["Kit Festa"] });
    if (!result.ok) throw new Error(result.message);
    expect(result.plan.ignoredColumns).toEqual(["Margem"]);
    expect(result.plan.create).toEqual([
      { line: 2, value: { name: "Bolo de pote", unit: "un", kind: "industrializados", costCents: 450, priceCents: 1200, stock: 10 } },
    ]);
    expect(result.plan.duplicates.map((d) => [d.line, d.reason])).toEqual([
      [3, "Já está cadastrado."],
      [6, "Repete a linha 2."],
    ]);
    expect(result.plan.invalid).toEqual([
      {
        line: 4,
        name: "Brigadeiro",
        reasons: ["O custo: use um valor como 12,50.", "Estoque: número inteiro de 0 a 1.000.000 (ou deixe vazio)."],
      },
      {
        line: 5,
        name: "Corte",
        reasons: ["Escolha a unidade (un, kg, hora…).", "Escolha o tipo: revenda, fabricação própria ou serviço."],
      },
    ]);
  });

  it("refuses a file without the required titles, without data, or over the row limit", () => {
    expect(planClientImport([["Cliente Ana", "11987654321"]], noExisting)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining("“Nome”"),
    });
    expect(planProductImport([["Nome", "Preço"]], { names: [] })).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining("“Custo”"),
    });
    expect(planClientImport([[""], ["Nome"], [""]], noExisting)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining("só tem a linha de títulos"),
    });
    expect(planClientImport([], noExisting)).toMatchObject({ ok: false, status: 400 });
    const many = [["Nome"], ...Array.from({ length: MAX_DATA_ROWS + 1 }, (_, i) => [`Cliente ${i}`])];
    expect(planClientImport(many, noExisting)).toMatchObject({ ok: false, status: 413 });
    expect(planClientImport(many.slice(0, MAX_DATA_ROWS + 1), noExisting)).toMatchObject({ ok: true });
  });
});

describe("exports", () => {
  const now = new Date("2026-03-10T12:00:00Z");
  const client = {
    id: "c1",
    userId: "u",
    name: "Dona Cida",
    phone: "11987654321",
    email: "cida@example.com",
    notes: "Bolo; sem lactose",
    tags: "vip,bairro",
    createdAt: now,
    updatedAt: now,
  } as BusinessClient;
  const product = {
    id: "p1",
    userId: "u",
    name: "Bolo de pote",
    unit: "un",
    kind: "industrializados",
    costCents: 450,
    priceCents: 123456,
    stock: null,
    createdAt: now,
    updatedAt: now,
  } as BusinessProduct;
  const entries = [
    {
      id: "e1",
      userId: "u",
      occurredOn: "2026-03-09",
      direction: "in",
      category: "venda",
      description: "bolos",
      amountCents: 5000,
      revenueKind: "industrializados",
      withInvoice: false,
      createdAt: now,
      updatedAt: now,
    },
    {
      id: "e2",
      userId: "u",
      occurredOn: "2026-03-10",
      direction: "out",
      category: "embalagem",
      description: null,
      amountCents: 1250,
      revenueKind: null,
      withInvoice: false,
      createdAt: now,
      updatedAt: now,
    },
  ] as BusinessCashEntry[];

  it("clients and products re-import as they are exported (CSV)", () => {
    const clients = planClientImport(parseCsv(tableToCsv(clientsTable([client]))).rows, noExisting);
    expect(clients.ok && clients.plan.create[0]!.value).toEqual({
      name: "Dona Cida",
      phone: "11987654321",
      email: "cida@example.com",
      notes: "Bolo; sem lactose",
      tags: ["vip", "bairro"],
      // The spreadsheets carry no CPF/CNPJ column: an imported client starts without one.
      document: null,
    });
    const products = planProductImport(parseCsv(tableToCsv(productsTable([product]))).rows, { names: [] });
    expect(products.ok && products.plan.create[0]!.value).toEqual({
      name: "Bolo de pote",
      unit: "un",
      kind: "industrializados",
      costCents: 450,
      priceCents: 123456,
      stock: null,
    });
  });

  it("the cash book as pt-BR CSV: dd/mm/aaaa, decimal comma, in and out in their own columns", () => {
    expect(tableToCsv(cashBookTable(entries))).toBe(
      `${BOM}Data;Descrição;Categoria;Entrada;Saída;Tipo de venda;Nota fiscal\r\n09/03/2026;bolos;Venda;50,00;;Produtos que eu fabrico;Não\r\n10/03/2026;;Embalagens;;12,50;;\r\n`,
    );
  });

  it(".xlsx holds numbers and dates Excel can sum, and reads back as the same text rows", async () => {
    const file = await tableToXlsx(cashBookTable(entries));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet("Livro-caixa")!;
    expect(sheet.getCell("A2").value).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(sheet.getCell("A2").numFmt).toBe("dd/mm/yyyy");
    expect(sheet.getCell("D2").value).toBe(50);
    expect(sheet.getCell("E3").value).toBe(12.5);
    expect(sheet.getCell("E3").numFmt).toBe("#,##0.00");
    const back = readXlsx(new Uint8Array(await tableToXlsx(productsTable([product]))), MAX_DATA_ROWS);
    if (!back.ok) throw new Error("unreadable");
    expect(back.rows).toEqual([
      ["Nome", "Unidade", "Tipo", "Custo", "Preço", "Estoque"],
      ["Bolo de pote", "un", "Fabricação própria", "4,5", "1234,56"],
    ]);
    const plan = planProductImport(back.rows, { names: [] });
    expect(plan.ok && plan.plan.create[0]!.value.priceCents).toBe(123456);
  });

  it("a damaged .xlsx is refused; the first sheet with data is read", async () => {
    const file = new Uint8Array(await tableToXlsx(clientsTable([client])));
    const broken = file.slice();
    broken.fill(0, 200, 2000);
    expect(await readSheet("c.xlsx", broken)).toMatchObject({ ok: false, status: 400, message: FILE_MESSAGES.badXlsx });
    const read = await readSheet("c.xlsx", file);
    expect(read).toMatchObject({
      ok: true,
      format: "xlsx",
      rows: [
        ["Nome", "WhatsApp", "E-mail", "Etiquetas", "Observações"],
        ["Dona Cida", "(11) 98765-4321", "cida@example.com", "vip, bairro", "Bolo; sem lactose"],
      ],
    });
  });
});
