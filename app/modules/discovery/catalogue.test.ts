import { describe, expect, it } from "vitest";
import catalogueJson from "./catalogue.json";
import { CATEGORIES, catalogueSchema, type CatalogueIdea } from "./catalogue-schema";
import { withDerivedFigures } from "~/modules/economics/summary";
import { cnaeDescription, findMeiOccupation, formatCnae, isValidCnae, meiOccupationsByCnae, normalizeCnae } from "./reference-data";

function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

const parsed = catalogueSchema.safeParse(catalogueJson);
const ideas: CatalogueIdea[] = parsed.success ? parsed.data.map(withDerivedFigures) : [];

function offenders(predicate: (idea: CatalogueIdea) => boolean): string[] {
  return ideas.filter(predicate).map((idea) => idea.id);
}

describe("catálogo de ideias", () => {
  it("passa no schema zod (objetos estritos)", () => {
    expect(parsed.success ? [] : parsed.error.issues.slice(0, 10)).toEqual([]);
  });

  it("o schema rejeita chaves desconhecidas", () => {
    const first = (catalogueJson as unknown[])[0] as Record<string, unknown>;
    expect(catalogueSchema.safeParse([{ ...first, extra: true }]).success).toBe(false);
  });

  it("tem pelo menos 300 ideias", () => {
    expect(ideas.length).toBeGreaterThanOrEqual(300);
  });

  it("ids únicos", () => {
    const seen = new Set<string>();
    const duplicates = ideas.filter((idea) => seen.size === seen.add(idea.id).size).map((idea) => idea.id);
    expect(duplicates).toEqual([]);
  });

  it("títulos únicos (sem diferenciar maiúsculas e acentos)", () => {
    const seen = new Set<string>();
    const duplicates = ideas.filter((idea) => seen.size === seen.add(fold(idea.title)).size).map((idea) => idea.title);
    expect(duplicates).toEqual([]);
  });

  it("todo CNAE existe na tabela CNAE ou na lista do MEI", () => {
    expect(offenders((idea) => !isValidCnae(idea.cnae))).toEqual([]);
  });

  it("mei = true ⇒ a ocupação com esse nome exato existe para esse CNAE", () => {
    expect(offenders((idea) => idea.mei && (!idea.meiOccupation || !findMeiOccupation(idea.cnae, idea.meiOccupation)))).toEqual([]);
  });

  it("mei = false ⇒ sem meiOccupation", () => {
    expect(offenders((idea) => !idea.mei && idea.meiOccupation !== undefined)).toEqual([]);
  });

  it("textos do card dizem o que é faturamento e o que é lucro, com os números derivados", () => {
    expect(
      offenders(
        (idea) =>
          !idea.potentialReturn.endsWith("/mês de lucro estimado") ||
          !idea.revenueText.endsWith("/mês de faturamento provável") ||
          !idea.investment.includes("capital de giro") ||
          !(idea.investmentMin > 0 && idea.investmentMin < idea.investmentMax) ||
          idea.returnMin > idea.returnMax,
      ),
    ).toEqual([]);
  });

  it("toda categoria de CATEGORIES tem pelo menos 5 ideias e nenhuma ideia usa outra", () => {
    const counts = new Map<string, number>(CATEGORIES.map((c) => [c, 0]));
    const outside: string[] = [];
    for (const idea of ideas) {
      if (counts.has(idea.category)) counts.set(idea.category, counts.get(idea.category)! + 1);
      else outside.push(idea.id);
    }
    expect(outside).toEqual([]);
    expect([...counts].filter(([, n]) => n < 5)).toEqual([]);
  });

  it("os três níveis estão bem representados (≥ 15% cada)", () => {
    for (const level of [1, 2, 3] as const) {
      const share = ideas.filter((idea) => idea.level === level).length / ideas.length;
      expect(share, `nível ${level}`).toBeGreaterThanOrEqual(0.15);
    }
  });

  it("keywords sem repetição dentro da mesma ideia", () => {
    expect(offenders((idea) => new Set(idea.keywords).size !== idea.keywords.length)).toEqual([]);
  });
});

describe("reference-data", () => {
  it("reconhece um CNAE do MEI presente nos dois arquivos", () => {
    expect(isValidCnae("5620104")).toBe(true);
    expect(isValidCnae("5620-1/04")).toBe(true);
    const names = meiOccupationsByCnae("5620104").map((o) => o.ocupacao);
    expect(names).toContain("Marmiteiro(a) independente");
    expect(names).toContain("Doceiro(a) independente");
    expect(findMeiOccupation("5620104", "Doceiro(a) independente")?.cnae).toBe("5620104");
    expect(findMeiOccupation("5620104")).toBeDefined();
    expect(findMeiOccupation("5620104", "Doceiro")).toBeUndefined();
    expect(cnaeDescription("5620104")).toMatch(/consumo domiciliar/);
  });

  it("aceita CNAE 2.2 que não é MEI", () => {
    expect(isValidCnae("6201500")).toBe(true);
    expect(meiOccupationsByCnae("6201500")).toEqual([]);
    expect(findMeiOccupation("6201500")).toBeUndefined();
    expect(cnaeDescription("6201500")).toBe("Desenvolvimento de programas de computador sob encomenda");
  });

  it("aceita CNAE 2.3 que só existe na lista do MEI", () => {
    expect(isValidCnae("9609208")).toBe(true);
    expect(findMeiOccupation("9609208", "Banhista de animais domésticos independente")).toBeDefined();
    expect(cnaeDescription("9609208")).toBeTruthy();
  });

  it("rejeita códigos inválidos", () => {
    expect(isValidCnae("0000000")).toBe(false);
    expect(isValidCnae("9999999")).toBe(false);
    expect(isValidCnae("562010")).toBe(false);
    expect(isValidCnae("abc")).toBe(false);
    expect(isValidCnae("")).toBe(false);
    expect(meiOccupationsByCnae("0000000")).toEqual([]);
    expect(cnaeDescription("0000000")).toBeUndefined();
  });

  it("formata e normaliza códigos", () => {
    expect(formatCnae("5620104")).toBe("5620-1/04");
    expect(formatCnae("0111301")).toBe("0111-3/01");
    expect(formatCnae("5620-1/04")).toBe("5620-1/04");
    expect(normalizeCnae("5620-1/04")).toBe("5620104");
    expect(normalizeCnae("56201")).toBeNull();
    expect(() => formatCnae("123")).toThrow(RangeError);
  });
});
