import { describe, expect, it } from "vitest";
import { formatBRL } from "~/modules/business/money";
import { computePlan } from "~/modules/plan/compute";
import { SECTION_TITLES } from "~/modules/plan/types";
import { cataloguePlan, workedPlan } from "../../../tests/documents/plan-fixtures";
import { readPdf } from "../../../tests/documents/read-back";
import { planDocument } from "./plan-document";
import { renderPdf } from "./pdf.server";

const meta = {
  date: new Date("2026-11-23T15:00:00Z"),
  dateText: "23 de novembro de 2026",
  author: "Conceição Araújo",
  productName: "Empreenda Aí",
};
const text = (s: string) => s.replace(/\u00a0/g, " ");

describe("the plan as a PDF", () => {
  it("has the eight sections, the date, the tables, the indicators in pt-BR and the assumptions", async () => {
    const plan = workedPlan();
    const f = computePlan(plan);
    const { pages } = await readPdf(await renderPdf(planDocument(plan, f, meta)));
    const all = pages.join("\n");
    const titles = ["sumario", "mercado", "marketing", "operacional", "financeiro", "cenarios", "fofa", "avaliacao"] as const;
    titles.forEach((id, i) => expect(all).toContain(`${i + 1}. ${SECTION_TITLES[id]}`));
    for (const phrase of [
      "Confeitaria da Conceição",
      "Elaborado em 23 de novembro de 2026 por Conceição Araújo",
      "Bolos e doces por encomenda, com ênfase em atenção e preço justo.",
      f.verdict.headline,
      "Investimento total R$ 8.000,00",
      "Batedeira planetária 2 R$ 800,00 R$ 1.600,00",
      "Bolo decorado 300 R$ 40,00 R$ 12.000,00 R$ 12,00",
      "Taxas de cartão e Pix 3% R$ 420,00",
      "Margem de contribuição R$ 9.100,00 65%",
      "Resultado: lucro líquido R$ 5.261,67 37,6%",
      `Ponto de equilíbrio ${text(formatBRL(f.breakEven.value!))}/mês`,
      "Lucratividade 37,6%",
      "Rentabilidade 65,8% ao mês",
      "Prazo de retorno 2 meses",
      "Resultado de cada mês nos três cenários",
      "Caixa acumulado depois do investimento",
      "Para onde vai o dinheiro de um mês",
      "Mês a mês no cenário provável",
      "Premissas",
      "Preços pesquisados em três fornecedores de São João em novembro de 2026.",
    ]) {
      // Long lines (the verdict) wrap in the PDF: compare with the line breaks as spaces.
      expect(all.replace(/\s*\n\s*/g, " ")).toContain(phrase);
    }
    const likely = f.scenarios.find((s) => s.id === "provavel")!;
    expect(all).toContain(`Sem prejuízo no provável: mês ${likely.breakEvenMonth}`);
    pages.forEach((page, i) => expect(page).toContain(`Página ${i + 1} de ${pages.length}`));
  });

  it("prints what an indicator means instead of a number when there is none, and what is missing", async () => {
    const plan = {
      ...workedPlan({ products: [{ name: "Bolo", unitsPerMonth: 10, priceCents: 10_00, unitCostCents: 12_00 }] }),
      reviewed: [],
    };
    const f = computePlan(plan);
    const { pages } = await readPdf(await renderPdf(planDocument(plan, f, meta)));
    const all = pages.join("\n").replace(/\s+/g, " ");
    expect(all).toContain("Ponto de equilíbrio Não se aplica Não existe ponto de equilíbrio");
    expect(all).not.toMatch(/NaN|Infinity|undefined|null/);
    expect(all).toContain("O que ainda falta");
    expect(all).toContain("confira e salve os números");
  });

  it("renders every catalogue idea's starting plan", async () => {
    const { CATALOGUE } = await import("~/modules/discovery/catalogue.server");
    const indexes = [0, Math.floor(CATALOGUE.length / 2), CATALOGUE.length - 1];
    for (const index of indexes) {
      const plan = cataloguePlan(index);
      const { pages } = await readPdf(await renderPdf(planDocument(plan, computePlan(plan), meta)));
      expect(pages.length).toBeGreaterThan(3);
      expect(pages[0]).toContain(plan.title);
      expect(pages.join("\n")).not.toMatch(/NaN|Infinity|undefined/);
    }
  });
});

describe("the plan's files", () => {
  it("are named in plain ASCII after the plan and dated by its last save (same save, same bytes)", async () => {
    const { planFile, planFileName } = await import("./plan-files.server");
    expect(planFileName("Marmitas Fitness & Cia — São Paulo", "pdf")).toBe("plano-de-negocio-marmitas-fitness-cia-sao-paulo.pdf");
    expect(planFileName("¿?", "xlsx")).toBe("plano-de-negocio-meu-negocio.xlsx");
    const input = { plan: workedPlan(), updatedAt: new Date("2026-03-10T13:00:00Z"), author: "Ana", productName: "Empreenda Aí" };
    const [a, b] = [await planFile("pdf", input), await planFile("pdf", { ...input, now: new Date("2027-01-01T00:00:00Z") })];
    expect(Buffer.compare(a, b)).toBe(0);
    expect((await readPdf(a)).pages[0]).toContain("Elaborado em 10 de março de 2026 por Ana");
    const unsaved = await readPdf(await planFile("pdf", { ...input, updatedAt: null, now: new Date("2026-11-23T02:00:00Z") }));
    expect(unsaved.pages[0]).toContain("Elaborado em 22 de novembro de 2026"); // São Paulo's day
  });
});
