import { describe, expect, it } from "vitest";
import { CATEGORIES } from "~/modules/discovery/catalogue-schema";
import { CATEGORY_KNOWLEDGE, GENERIC_KNOWLEDGE, knowledgeFor } from "./category-knowledge";
import type { CategoryKnowledge } from "./category-knowledge-types";

const entries: Array<[string, CategoryKnowledge]> = [
  ...CATEGORIES.map((category): [string, CategoryKnowledge] => [category, CATEGORY_KNOWLEDGE[category]]),
  ["(genérica)", GENERIC_KNOWLEDGE],
];

const nonEmpty = (text: string) => text.trim().length > 0;

describe("CATEGORY_KNOWLEDGE", () => {
  it("tem uma entrada para cada categoria do catálogo, e só para elas", () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_KNOWLEDGE[category], category).toBeDefined();
    }
    expect(Object.keys(CATEGORY_KNOWLEDGE).sort()).toEqual([...CATEGORIES].sort());
  });

  it.each(entries)("%s: campos preenchidos e nas quantidades esperadas", (_name, knowledge) => {
    expect(nonEmpty(knowledge.audience)).toBe(true);
    expect(nonEmpty(knowledge.market)).toBe(true);
    expect(nonEmpty(knowledge.pricing)).toBe(true);

    expect(knowledge.channels.length).toBeGreaterThanOrEqual(4);
    expect(knowledge.channels.length).toBeLessThanOrEqual(5);
    expect(knowledge.operations.length).toBeGreaterThanOrEqual(4);
    expect(knowledge.operations.length).toBeLessThanOrEqual(5);
    expect(knowledge.risks.length).toBeGreaterThanOrEqual(3);
    expect(knowledge.risks.length).toBeLessThanOrEqual(4);
    expect(knowledge.firstSteps.length).toBeGreaterThanOrEqual(6);
    expect(knowledge.firstSteps.length).toBeLessThanOrEqual(8);

    for (const item of [...knowledge.channels, ...knowledge.operations, ...knowledge.risks, ...knowledge.firstSteps]) {
      expect(nonEmpty(item), JSON.stringify(item)).toBe(true);
    }
  });

  it.each(entries)("%s: passos do primeiro mês sem ponto final nem ';' (são unidos em 'Semana N: a; b.')", (_name, knowledge) => {
    for (const step of knowledge.firstSteps) {
      expect(step.trimEnd().endsWith("."), step).toBe(false);
      expect(step.includes(";"), step).toBe(false);
    }
  });

  it("nenhuma entrada é cópia de outra", () => {
    const audiences = entries.map(([, knowledge]) => knowledge.audience);
    expect(new Set(audiences).size).toBe(audiences.length);
  });
});

describe("knowledgeFor", () => {
  it("devolve a entrada da categoria conhecida", () => {
    for (const category of CATEGORIES) {
      expect(knowledgeFor(category)).toBe(CATEGORY_KNOWLEDGE[category]);
    }
  });

  it("tolera diferenças de maiúsculas e acentos", () => {
    expect(knowledgeFor("alimentacao")).toBe(CATEGORY_KNOWLEDGE["Alimentação"]);
    expect(knowledgeFor("SAÚDE E BEM-ESTAR")).toBe(CATEGORY_KNOWLEDGE["Saúde e Bem-estar"]);
  });

  it("devolve a entrada genérica para uma categoria desconhecida", () => {
    expect(knowledgeFor("Categoria que não existe")).toBe(GENERIC_KNOWLEDGE);
    expect(knowledgeFor("")).toBe(GENERIC_KNOWLEDGE);
    expect(knowledgeFor("constructor")).toBe(GENERIC_KNOWLEDGE);
  });
});
