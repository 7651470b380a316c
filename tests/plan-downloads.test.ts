// @db-engines: sqlite libsql
// "Baixar PDF" and "Baixar planilha": the loaders answer the owner with the files (read back), a
// stranger with 404, and a signed-out visitor with the way to sign in.
import { describe, expect, it } from "vitest";
import { savePlan } from "~/models/business-plan.server";
import { saveStrategy } from "~/models/saved-business.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { loader as pdfLoader } from "~/routes/estrategias.$id.plano[.]pdf";
import { loader as xlsxLoader } from "~/routes/estrategias.$id.plano[.]xlsx";
import { workedPlan } from "./documents/plan-fixtures";
import { readPdf, readXlsx } from "./documents/read-back";
import { BASE, routeArgs, signedInUser } from "./request-helpers";

async function ownerWithStrategy() {
  const owner = await signedInUser(undefined, "Conceição Araújo");
  const idea = CATALOGUE[0]!;
  const strategy = await saveStrategy(owner.user.id, {
    businessName: idea.title,
    catalogueId: idea.id,
    businessCategory: idea.category,
    businessLevel: idea.level,
    analysisContent: "Análise de teste",
  });
  return { owner, strategy, idea };
}

const get = (path: string, cookie?: string) => new Request(`${BASE}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function statusOf(work: () => Promise<Response>) {
  try {
    return (await work()).status;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status;
    throw thrown;
  }
}

describe("plan download routes", () => {
  it("give the owner an A4 PDF of their plan, as an attachment never stored by caches", async () => {
    const { owner, strategy, idea } = await ownerWithStrategy();
    const response = await pdfLoader(routeArgs(get(`/estrategias/${strategy.id}/plano.pdf`, owner.cookie), { id: strategy.id }));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="plano-de-negocio-[a-z0-9-]+\.pdf"$/);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const { pages, pageSizes } = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pageSizes[0]).toEqual({ width: 595.28, height: 841.89 });
    expect(pages[0]).toContain(idea.title);
    expect(pages[0]).toContain("por Conceição Araújo");
    expect(pages.join("\n")).toContain("5. Plano financeiro");
  });

  it("give the owner the spreadsheet, and both files follow what the person saved", async () => {
    const { owner, strategy } = await ownerWithStrategy();
    const edited = { ...workedPlan(), title: "Doces da Conceição" };
    const saved = await savePlan(owner.user.id, strategy.id, 0, edited, "financeiro", new Date("2026-03-10T13:00:00Z"));
    expect(saved.status).toBe("saved");
    const response = await xlsxLoader(routeArgs(get(`/estrategias/${strategy.id}/plano.xlsx`, owner.cookie), { id: strategy.id }));
    expect(response.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="plano-de-negocio-doces-da-conceicao.xlsx"');
    const workbook = await readXlsx(new Uint8Array(await response.arrayBuffer()));
    expect(workbook.getWorksheet("Investimentos")!.getCell("A1").value).toBe("Investimento inicial: Doces da Conceição");
    expect(workbook.getWorksheet("Faturamento")!.getCell("A3").value).toBe("Bolo decorado");
    const pdf = await pdfLoader(routeArgs(get(`/estrategias/${strategy.id}/plano.pdf`, owner.cookie), { id: strategy.id }));
    const { pages } = await readPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages[0]).toContain("Elaborado em 10 de março de 2026");
    expect(pages.join("\n")).toContain("Batedeira planetária 2 R$ 800,00 R$ 1.600,00");
  });

  it("answer 404 to another person and send a signed-out visitor to sign in", async () => {
    const { strategy } = await ownerWithStrategy();
    const stranger = await signedInUser();
    for (const [loader, ext] of [
      [pdfLoader, "pdf"],
      [xlsxLoader, "xlsx"],
    ] as const) {
      const path = `/estrategias/${strategy.id}/plano.${ext}`;
      expect(await statusOf(() => loader(routeArgs(get(path, stranger.cookie), { id: strategy.id })))).toBe(404);
      expect(await statusOf(() => loader(routeArgs(get(path, stranger.cookie), { id: "nao-existe" })))).toBe(404);
      expect(await statusOf(() => loader(routeArgs(get(path), { id: strategy.id })))).toBe(302);
    }
  });
});
