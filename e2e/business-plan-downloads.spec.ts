// Issue 17, item 5: "Baixar PDF" and "Baixar planilha" on the plan page, on a phone (360 px), with
// JavaScript on and off; both files are read back (pdfjs for the PDF's text, exceljs for the cells).
import fs from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { readPdf, readXlsx } from "../tests/documents/read-back";
import { demoSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

/** Saves the catalogue's dog-walker idea as the person's (active) strategy. */
async function saveDogWalker(page: Page, testInfo: TestInfo) {
  await page.goto("/meu-negocio/catalogo?q=passeador");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

async function download(page: Page, name: string) {
  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(fs.readFileSync((await file.path())!)) };
}

test("the plan downloads as a PDF and as a spreadsheet with formulas", async ({ page }, testInfo) => {
  await demoSignIn(page, testInfo, "Joana Passos");
  await saveDogWalker(page, testInfo);
  await page.goto("/plano");
  await expect(page).toHaveURL(/\/estrategias\/[^/]+\/plano$/);
  await waitForHydration(page, testInfo);
  const businessName = ((await page.getByRole("link", { name: /^← / }).textContent()) ?? "").replace("←", "").trim();
  expect(businessName.length).toBeGreaterThan(3);

  const pdf = await download(page, "Baixar PDF");
  expect(pdf.name).toMatch(/^plano-de-negocio-[a-z0-9-]+\.pdf$/);
  const { pages } = await readPdf(pdf.bytes);
  const text = pages.join("\n");
  expect(text).toContain("por Joana Passos");
  expect(text).toContain("5. Plano financeiro");
  expect(text).toContain("Ponto de equilíbrio");
  expect(text).toMatch(/Elaborado em \d{1,2} de [a-zç]+ de \d{4}/);
  expect(pages[0]).toContain(businessName);

  const xlsx = await download(page, "Baixar planilha");
  expect(xlsx.name).toBe(pdf.name.replace(/\.pdf$/, ".xlsx"));
  const workbook = await readXlsx(xlsx.bytes);
  expect(workbook.worksheets.map((s) => s.name)).toContain("Indicadores");
  const totals: string[] = [];
  workbook.getWorksheet("Investimentos")!.eachRow((row) => {
    if (row.getCell(1).value === "Investimento total") totals.push(row.getCell(4).formula);
  });
  expect(totals).toEqual([expect.stringMatching(/^D\d+\+D\d+\+D\d+$/)]);
  // Still on the plan page: a download never navigates away.
  await expect(page).toHaveURL(/\/estrategias\/[^/]+\/plano$/);
});
