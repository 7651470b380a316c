import { formatReais } from "~/modules/business/money";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import { economicsOf } from "~/modules/economics/summary";
import { ARCHETYPE_AUDIENCE } from "./archetype-audience";
import { ARCHETYPE_KNOWLEDGE } from "./archetype-knowledge";
import { composeOfflineAnalysis } from "./analysis";

const analyses = new Map(CATALOGUE.map((idea) => [idea.id, splitAnalysis(composeOfflineAnalysis({ idea, userInput: "quero começar" }))]));
const section = (id: string, title: string) => analyses.get(id)!.find((s) => s.title === title)!.content;
const ARCHETYPE_SECTIONS = ["Público e mercado", "Operação", "Marketing e vendas", "Riscos", "Primeiros 30 dias"];

describe("offline analysis written from the idea", () => {
  it("uses at least 40 archetypes, each with its own text, and maps every idea to one", () => {
    const used = new Set(CATALOGUE.map((idea) => idea.economics.archetype));
    expect(used.size).toBeGreaterThanOrEqual(40);
    for (const archetype of used) {
      expect(ARCHETYPE_KNOWLEDGE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_AUDIENCE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_KNOWLEDGE[archetype]!.firstSteps.length, archetype).toBe(8);
    }
  });

  it("no section paragraph is shared by more ideas than its archetype has", () => {
    const archetypeSize = new Map<string, number>();
    for (const idea of CATALOGUE) archetypeSize.set(idea.economics.archetype, (archetypeSize.get(idea.economics.archetype) ?? 0) + 1);
    for (const title of ARCHETYPE_SECTIONS) {
      const holders = new Map<string, string[]>();
      for (const idea of CATALOGUE) {
        const text = section(idea.id, title);
        holders.set(text, [...(holders.get(text) ?? []), idea.id]);
      }
      const tooShared = [...holders.values()].filter(
        (ids) => ids.length > archetypeSize.get(CATALOGUE.find((i) => i.id === ids[0])!.economics.archetype)!,
      );
      expect(tooShared, title).toEqual([]);
    }
  });

  it("takes its figures from the model: item table, monthly costs, break-even, payback and the MEI check", () => {
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-pote")!;
    const r = economicsOf(idea.economics);
    const investment = section(idea.id, "Investimento inicial");
    for (const item of idea.economics.fixedInvestment) expect(investment).toContain(`| ${item.item} | ${item.qty} |`);
    expect(investment).toContain(`| Total | | | ${formatReais(r.totalInvestment)} |`);
    expect(investment).toContain(`Ponto de equilíbrio: ${r.scenarios.provavel.breakEvenUnits}`);
    expect(investment).toContain("DAS do MEI (2026): R$\u00a082,05");
    expect(investment).not.toMatch(/entre 1 e 1 m[eê]s/);
    expect(section(idea.id, "Formalização")).toContain(`${formatReais(r.scenarios.provavel.annualRevenue)} por ano`);
  });

  it("says what is true for a phone repair counter, beekeeping, online psychology, a pet sitter and a food truck", () => {
    const celular = analyses
      .get("conserto-de-celulares")!
      .map((s) => s.content)
      .join("\n");
    expect(celular).toMatch(/ordem de serviço/);
    expect(celular).not.toMatch(/Behance|Workana|revis(ão|ões)/);

    const apicultura = analyses
      .get("apicultura")!
      .map((s) => s.content)
      .join("\n");
    expect(apicultura).toMatch(/colmeia/);
    expect(apicultura).toMatch(/florada/);
    expect(apicultura).not.toMatch(/semente|adubação|fertilizante|plantio/i);

    const psicologo = analyses
      .get("psicologo-online")!
      .map((s) => s.content)
      .join("\n");
    expect(psicologo).toMatch(/e-Psi/);
    expect(psicologo).toMatch(/CRP/);
    expect(psicologo).not.toMatch(/estoque|higiene dos equipamentos|liberação médica/i);

    const petSitter = analyses
      .get("pet-sitter-e-passeador")!
      .map((s) => s.content)
      .join("\n");
    expect(petSitter).toMatch(/passe(io|ar)/);
    expect(petSitter).not.toMatch(/tosa|banho/i);

    expect(section("food-truck", "Primeiros 30 dias")).not.toMatch(/encomenda/);
    expect(section("food-truck", "Primeiros 30 dias")).toMatch(/evento/);
  });
});
