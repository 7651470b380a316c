// Gestão spreadsheets (issue 18 item 7) at phone size, with JavaScript and without (project
// no-js): export clients, products, the cash book and orders, re-import the files into a fresh account
// through the preview, and bad files explained.
import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

async function downloadFrom(page: Page, label: RegExp | string, savePath: string) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("planilhas").getByRole("link", { name: label }).first().click(),
  ]);
  await download.saveAs(savePath);
  return download.suggestedFilename();
}

async function seed(page: Page) {
  for (const data of [{ name: "Dona Cida", phone: "11 98765-4321", email: "cida@example.com" }, { name: "Seu Zé" }]) {
    expect((await page.request.post("/api/clients", { data })).status()).toBe(201);
  }
  for (const data of [
    { name: "Bolo de pote", unit: "un", kind: "industrializados", costCents: 450, priceCents: 1200 },
    { name: "Brigadeiro", unit: "un", costCents: 80, priceCents: 250 },
  ]) {
    expect((await page.request.post("/api/products", { data })).status()).toBe(201);
  }
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const entry = { occurredOn: today, direction: "in", category: "venda", amountCents: 123456, description: "Encomenda de festa" };
  expect((await page.request.post("/api/cash-entries", { data: entry })).status()).toBe(201);
  return today;
}

test("export clients, products and the cash book; re-import them into a fresh account through the preview @nojs @libsql", async ({
  page,
}, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  const today = await seed(page);

  await page.goto("/gestao/clientes");
  const clientsXlsx = testInfo.outputPath("clientes.xlsx");
  expect(await downloadFrom(page, "Excel (.xlsx)", clientsXlsx)).toMatch(/^clientes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(fs.readFileSync(clientsXlsx).subarray(0, 2).toString()).toBe("PK");

  await page.goto("/gestao/produtos");
  const productsCsv = testInfo.outputPath("produtos.csv");
  expect(await downloadFrom(page, "CSV", productsCsv)).toMatch(/^produtos-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = fs.readFileSync(productsCsv, "utf8");
  expect(csvText.startsWith("\uFEFFNome;Unidade;Tipo;Custo;Preço;Estoque\r\n")).toBe(true);
  expect(csvText).toContain("Bolo de pote;un;Fabricação própria;4,50;12,00;\r\n");

  await page.goto("/gestao/caixa");
  const cashCsv = testInfo.outputPath("caixa.csv");
  expect(await downloadFrom(page, "CSV", cashCsv)).toBe(`livro-caixa-${today.slice(0, 7)}.csv`);
  expect(fs.readFileSync(cashCsv, "utf8")).toContain(`${today.split("-").reverse().join("/")};Encomenda de festa;Venda;1.234,56;`);

  await page.goto("/gestao/pedidos");
  const ordersXlsx = testInfo.outputPath("pedidos.xlsx");
  expect(await downloadFrom(page, "Excel (.xlsx)", ordersXlsx)).toMatch(/^pedidos-\d{4}-\d{2}-\d{2}\.xlsx$/);
  expect(fs.readFileSync(ordersXlsx).subarray(0, 2).toString()).toBe("PK");

  // A fresh account (another demo person in this browser).
  await page.context().clearCookies();
  await sessionSignIn(page, testInfo, "Beto Lima", `beto-${Date.now()}-${testInfo.project.name}@example.com`);
  await page.goto("/gestao/clientes");
  await page.getByRole("link", { name: "Importar planilha" }).click();
  await expect(page.getByRole("heading", { name: "Importar planilha" })).toBeVisible();
  await waitForHydration(page, testInfo);
  await expect(page.getByLabel("Clientes")).toBeChecked();
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(clientsXlsx);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page).toHaveURL(/\/gestao\/importar\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("resumo-importacao")).toContainText("2 clientes novos para criar");
  await expect(page.getByTestId("linhas-novas")).toContainText("(11) 98765-4321");
  await page.getByRole("button", { name: "Importar 2 clientes" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 clientes criados.");
  await expect(page).toHaveURL(/\/gestao\/clientes$/);
  await expect(page.getByRole("link", { name: /Dona Cida/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Seu Zé/ })).toBeVisible();

  // Products from the CSV, with one wrong row added: the preview says which line and why.
  const edited = testInfo.outputPath("produtos-editado.csv");
  fs.writeFileSync(edited, `${csvText}Pão de mel;un;Revenda;abc;3,50;\r\n`);
  await page.goto("/gestao/importar?tipo=produtos");
  await waitForHydration(page, testInfo);
  await expect(page.getByLabel("Produtos e serviços")).toBeChecked();
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(edited);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.getByTestId("resumo-importacao")).toContainText("2 produtos novos para criar");
  await expect(page.getByTestId("resumo-importacao")).toContainText("1 linha com erro");
  await expect(page.getByTestId("linhas-com-erro")).toContainText("Linha 4 · Pão de mel");
  await expect(page.getByTestId("linhas-com-erro")).toContainText("O custo: use um valor como 12,50.");
  await page.screenshot({ path: testInfo.outputPath("previa-importacao.png"), fullPage: true });
  // The page is no wider than the phone (the table scrolls inside its own box).
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("button", { name: "Importar 2 produtos" }).click();
  await expect(page.getByTestId("toast")).toContainText("2 produtos criados; 1 linha ignorada.");
  await expect(page.getByRole("link", { name: /Bolo de pote/ })).toBeVisible();

  // The same clients file again: nothing new, said on the upload page, nothing kept.
  await page.goto("/gestao/importar?tipo=clientes");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(clientsXlsx);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.locator("#campo-arquivo-erro")).toContainText("Nada novo para importar");
  await expect(page.getByTestId("linhas-ignoradas")).toContainText("Linha 2 · Dona Cida Já está cadastrado.");
  await page.screenshot({ path: testInfo.outputPath("nada-novo.png"), fullPage: true });
});

test("bad files get a clear message and change nothing @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.goto("/gestao/importar?tipo=clientes");
  await waitForHydration(page, testInfo);
  const picture = testInfo.outputPath("foto.png");
  fs.writeFileSync(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]));
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(picture);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.locator("#campo-arquivo-erro")).toHaveText("Envie uma planilha .xlsx (Excel) ou .csv.");
  await expect(page.getByLabel("Arquivo (.xlsx ou .csv)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Arquivo (.xlsx ou .csv)")).toHaveAccessibleDescription(/Envie uma planilha/);

  // 2 MB: past the file limit, under the route's body limit → this page's message, not a bare refusal.
  const big = testInfo.outputPath("grande.csv");
  fs.writeFileSync(big, `Nome\r\n${"Maria\r\n".repeat(300_000)}`);
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(big);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.locator("#campo-arquivo-erro")).toContainText("Arquivo grande demais: o limite é 1 MB.");

  const latin = testInfo.outputPath("sem-titulos.csv");
  fs.writeFileSync(latin, Buffer.from("Jo\xe3o;11 98765-4321\r\n", "latin1"));
  await page.getByLabel("Arquivo (.xlsx ou .csv)").setInputFiles(latin);
  await page.getByRole("button", { name: "Ver prévia" }).click();
  await expect(page.locator("#campo-arquivo-erro")).toContainText("Não encontramos a coluna “Nome” na primeira linha.");
  await page.screenshot({ path: testInfo.outputPath("arquivo-recusado.png"), fullPage: true });

  await page.goto("/gestao/clientes");
  await expect(page.getByText("Você ainda não cadastrou clientes.")).toBeVisible();
  // Over the route's body limit the server refuses before the app (413).
  const huge = await page.request.post("/gestao/importar?index", {
    multipart: { tipo: "clientes", arquivo: { name: "x.csv", mimeType: "text/csv", buffer: Buffer.alloc(11 * 1024 * 1024, 65) } },
  });
  expect(huge.status()).toBe(413);
});
