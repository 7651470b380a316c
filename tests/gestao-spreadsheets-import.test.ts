// @db-engines: sqlite libsql
// Gestão spreadsheets (issue 18 item 7), imports: preview then confirm in one transaction, bad
// files refused with a 4xx and nothing changed, and each person reaching only their own rows.
// Exports: gestao-spreadsheets-export.test.ts.
import { describe, expect, it } from "vitest";
import { asc, count, eq } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { businessClients, businessProducts, journeyProgress, spreadsheetImports } from "#db/schema";
import { createClient } from "~/models/business-clients.server";
import { createProduct } from "~/models/business-products.server";
import { savePendingImport } from "~/models/spreadsheets.server";
import { FILE_MESSAGES, MAX_FILE_BYTES } from "~/modules/spreadsheet/file-check";
import { action as uploadAction, loader as uploadLoader } from "~/routes/_app.gestao.importar._index";
import { action as reviewAction, loader as reviewLoader } from "~/routes/_app.gestao.importar.$id";
import { download } from "./gestao-spreadsheet-helpers";
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

function upload(cookie: string, kind: string, fileName: string, content: Uint8Array | string) {
  const form = new FormData();
  form.set("tipo", kind);
  form.set("arquivo", new File([typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content)], fileName));
  return outcomeOf(() =>
    uploadAction(args(new Request(`${BASE}/gestao/importar?index`, { method: "POST", headers: { Cookie: cookie }, body: form }))),
  );
}

const csv = (...lines: string[]) => lines.join("\r\n") + "\r\n";

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
