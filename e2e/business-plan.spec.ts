// Plano de Negócio (issue 17): from a saved strategy to a complete plan at phone size, with
// JavaScript (indicators recalculate as the person types) and without (project no-js: rows are
// added and removed by the server); then the plan downloads as a PDF and a spreadsheet.
import fs from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import type ExcelJS from "exceljs";
import { readPdf, readXlsx } from "../tests/documents/read-back";
import { sessionSignIn, isNoJs, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

async function saveStrategy(page: Page, testInfo: TestInfo) {
  await page.goto("/meu-negocio/catalogo?q=passeador");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

/** Serious or critical axe violations of the page as it is (details opened), JavaScript on only. */
async function axeBlocking(page: Page) {
  await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
}

const indicator = (page: Page, key: string) => page.locator(`[data-indicador="${key}"] dd`).first();

test("a saved strategy becomes a complete plan: numbers edited, indicators, charts, step 3 done, PDF and spreadsheet @nojs @libsql", async ({
  page,
}, testInfo) => {
  test.slow();
  await sessionSignIn(page, testInfo, "Beatriz Nunes");
  await saveStrategy(page, testInfo);

  // From the dashboard's strategy card to the plan.
  await page.getByTestId("strategy-item").getByRole("link", { name: "Plano de Negócio" }).click();
  await expect(page.getByRole("heading", { name: "Plano de Negócio", level: 1 })).toBeVisible();
  await expect(page.getByTestId("veredito")).toContainText(
    /A conta fecha no cenário provável: lucro de|Ainda não fecha no cenário provável|Não fecha no cenário provável/,
  );
  await expect(indicator(page, "investimento")).toHaveText(/R\$\s[\d.]+,\d\d/);
  // Charts are server-rendered SVG with a title and a description, and their numbers are in tables.
  await expect(page.getByRole("img", { name: /Resultado de cada mês nos três cenários/ })).toBeVisible();
  await expect(page.getByRole("img", { name: /Saldo acumulado depois do investimento/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Para onde vai o dinheiro de um mês de vendas" })).toBeVisible();
  await expect(page.getByRole("table").filter({ hasText: "Demonstrativo de resultados" })).toContainText("Margem de contribuição");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath("plano-360.png"), fullPage: true });
  const planUrl = page.url();
  if (!isNoJs(testInfo)) {
    await waitForHydration(page, testInfo);
    expect(await axeBlocking(page)).toEqual([]);
  }

  // The numbers: one more fixed cost, the owner's withdrawal, a row removed.
  await page.getByRole("link", { name: "Editar os números" }).click();
  await expect(page.getByRole("heading", { name: "5. Plano financeiro", level: 1 })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (!isNoJs(testInfo)) expect(await axeBlocking(page)).toEqual([]);
  const revenueBefore = await indicator(page, "faturamento").textContent();
  const price = page.locator("#campo-products-0-priceCents");
  // With JavaScript the indicators follow the typing; without it, "Recalcular indicadores" asks
  // the server. Either way nothing is saved yet.
  await price.fill("1000");
  if (isNoJs(testInfo)) await page.getByRole("button", { name: "Recalcular indicadores" }).click();
  else await expect(page.getByRole("button", { name: "Recalcular indicadores" })).toHaveCount(0);
  await expect(indicator(page, "faturamento")).not.toHaveText(revenueBefore!);
  await expect(price).toHaveValue("1000");
  await price.fill("60,00");
  await page.getByRole("button", { name: "+ Adicionar linha em Custos fixos mensais" }).click();
  const fixedRows = page.locator('[data-linha="fixedCosts"]');
  const last = fixedRows.last();
  await expect(last.getByLabel("Item")).toHaveValue("");
  await last.getByLabel("Item").fill("Aluguel do canil");
  await last.getByLabel("Valor por mês (R$)").fill("abc");
  await page.getByLabel("Sua retirada mensal: pró-labore (R$)").fill("1.200,00");
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  // A bad number is explained and what was typed stays.
  await expect(page.getByRole("alert")).toContainText("Confira os campos marcados");
  await expect(fixedRows.last().getByLabel("Item")).toHaveValue("Aluguel do canil");
  await expect(fixedRows.last().getByLabel("Valor por mês (R$)")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Sua retirada mensal: pró-labore (R$)")).toHaveValue("1.200,00");
  await fixedRows.last().getByLabel("Valor por mês (R$)").fill("400");
  const count = await fixedRows.count();
  await fixedRows
    .first()
    .getByRole("button", { name: /Remover/ })
    .click();
  await expect(fixedRows).toHaveCount(count - 1);
  await page.screenshot({ path: testInfo.outputPath("financeiro-360.png"), fullPage: true });
  await page.getByRole("button", { name: "Salvar", exact: true }).click();

  await expect(page.getByTestId("toast")).toContainText("Plano financeiro: salvo");
  await expect(page.getByTestId("toast")).toContainText("Etapa 3 da jornada concluída");
  await expect(page).toHaveURL(planUrl);
  await expect(page.getByTestId("falta")).not.toContainText("retirada mensal");
  await expect(page.getByRole("table").filter({ hasText: "Demonstrativo de resultados" })).toContainText(
    "R$ 1.200,00".replace(" ", "\u00a0"),
  );

  // A text section, then the scenarios.
  await page.getByRole("link", { name: "2. Análise de mercado" }).click();
  await page.getByLabel("Concorrentes").fill("Três concorrentes na região, preços parecidos, atendimento demorado.");
  await page.screenshot({ path: testInfo.outputPath("mercado-360.png"), fullPage: true });
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Análise de mercado: salvo");
  await page.getByRole("link", { name: "Editar os cenários" }).click();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Vendas (quantidade), %").first().fill("-50");
  if (!isNoJs(testInfo)) await expect(page.getByTestId("cenarios-resumo")).toContainText("Pessimista");
  await page.screenshot({ path: testInfo.outputPath("cenarios-360.png"), fullPage: true });
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Construção de cenários: salvo");

  // The executive summary, rewritten from the other parts, then saved.
  await page.getByRole("link", { name: "1. Sumário executivo" }).click();
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Reescrever a partir das outras partes" }).click();
  await expect(page.getByLabel("Resumo do negócio")).toHaveValue(/Concorrência: Três concorrentes[\s\S]*Investimento total de R\$/);
  await page.getByRole("button", { name: "Salvar", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Sumário executivo: salvo");

  // Step 3 of the journey is completed by the plan.
  await page.goto("/dashboard");
  await expect(page.getByTestId("step-business_plan").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");

  // Desktop size.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(planUrl);
  await page.screenshot({ path: testInfo.outputPath("plano-desktop.png"), fullPage: true });
  await page.goto(`${planUrl}/financeiro`);
  await page.screenshot({ path: testInfo.outputPath("financeiro-desktop.png"), fullPage: true });

  // The files to take to a bank or a partner, at phone size: the PDF and the spreadsheet carry
  // what was just saved (read back with pdfjs and exceljs).
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(planUrl);
  const pdf = await download(page, "Baixar PDF");
  expect(pdf.name).toMatch(/^plano-de-negocio-[a-z0-9-]+\.pdf$/);
  const text = (await readPdf(pdf.bytes)).pages.join("\n");
  expect(text).toContain("Elaborado em");
  expect(text).toContain("por Beatriz Nunes");
  expect(text).toContain("Pró-labore (sua retirada) R$ 1.200,00");
  expect(text).toContain("Três concorrentes na região, preços parecidos, atendimento demorado.");
  expect(text).toContain("Premissas");
  const xlsx = await download(page, "Baixar planilha");
  expect(xlsx.name).toBe(pdf.name.replace(/\.pdf$/, ".xlsx"));
  const workbook = await readXlsx(xlsx.bytes);
  const cell = (sheet: string, label: string, column: number) => {
    let found: ExcelJS.Cell | undefined;
    workbook.getWorksheet(sheet)!.eachRow((row) => {
      if (row.getCell(1).value === label) found = row.getCell(column);
    });
    return found!;
  };
  expect(cell("Custos fixos", "Pró-labore (sua retirada)", 4).value).toBe(1200);
  expect(cell("Custos fixos", "Aluguel do canil", 4).value).toBe(400);
  expect(cell("Investimentos", "Investimento total", 4).formula).toMatch(/^D\d+\+D\d+\+D\d+$/);
  await expect(page).toHaveURL(planUrl); // a download never leaves the page
});

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync((await file.path())!)) };
}
