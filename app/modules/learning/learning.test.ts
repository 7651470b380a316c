import { describe, expect, it } from "vitest";
import {
  ARTICLES,
  EMPTY_CATEGORY_MESSAGE,
  LEARNING_ITEMS,
  LEARNING_TABS,
  TIPS,
  filterByTab,
  findLearningItem,
  isLearningTab,
  parseLearningTab,
  readingTime,
  tabLabelOf,
  wordCount,
  type LearningItem,
} from "./index";

const ids = (items: readonly LearningItem[]) => items.map((i) => i.id);
const categories = (items: readonly LearningItem[]) => new Set(items.map((i) => i.category));

describe("conteúdo do Centro de Aprendizado", () => {
  it("tem 5 artigos, um por categoria", () => {
    expect(ARTICLES).toHaveLength(5);
    expect(ARTICLES.map((a) => a.category).sort()).toEqual(["Atendimento", "Bem-estar", "Finanças", "Marketing", "Vendas"].sort());
    for (const a of ARTICLES) expect(a.kind).toBe("article");
  });

  it("tem 12 dicas, incluindo Produtividade, Estratégia, Negócios e pessoal", () => {
    expect(TIPS).toHaveLength(12);
    for (const t of TIPS) {
      expect(t.kind).toBe("tip");
      expect(t.modules).toBe(1);
    }
    for (const c of ["Produtividade", "Estratégia", "Negócios", "pessoal"]) {
      expect(categories(TIPS).has(c as LearningItem["category"])).toBe(true);
    }
  });

  it("ids são únicos e em formato slug", () => {
    const all = ids(LEARNING_ITEMS);
    expect(all).toHaveLength(17);
    expect(new Set(all).size).toBe(17);
    for (const id of all) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("todos os itens têm campos preenchidos", () => {
    for (const item of LEARNING_ITEMS) {
      expect(item.title.length).toBeGreaterThan(5);
      expect(item.description.length).toBeGreaterThan(20);
      expect(item.duration).toMatch(/^\d+ min de leitura$/);
      expect(item.modules).toBeGreaterThanOrEqual(1);
    }
  });

  it("artigos têm de 300 a 700 palavras e várias seções", () => {
    for (const a of ARTICLES) {
      const words = wordCount(a.content);
      expect(words, a.id).toBeGreaterThanOrEqual(300);
      expect(words, a.id).toBeLessThanOrEqual(700);
      expect(a.modules, a.id).toBeGreaterThanOrEqual(4);
      expect(a.content.startsWith("## ")).toBe(true);
    }
  });

  it("dicas têm de 40 a 150 palavras", () => {
    for (const t of TIPS) {
      const words = wordCount(t.content);
      expect(words, t.id).toBeGreaterThanOrEqual(40);
      expect(words, t.id).toBeLessThanOrEqual(150);
    }
  });

  it("cobre os temas essenciais com valores corretos", () => {
    const all = LEARNING_ITEMS.map((i) => i.content).join("\n");
    for (const needle of [
      "R$\u00a081.000",
      "1 empregado",
      "CNAE",
      "dia 20",
      "5% do salário mínimo",
      "R$\u00a01, para comércio",
      "R$\u00a05, para prestação de serviços",
      "Portal do Empreendedor",
      "app MEI",
      "DASN-SIMEI",
      "31 de maio",
      "markup",
      "chave Pix com o CNPJ",
      "QR code",
      "catálogo",
      "respostas rápidas",
      "etiquetas",
      "burnout",
      "conta PJ",
    ]) {
      expect(all, needle).toContain(needle);
    }
  });

  it("conteúdo não tem indentação residual nem linhas com espaço no fim", () => {
    for (const item of LEARNING_ITEMS) {
      for (const line of item.content.split("\n")) {
        expect(line).toBe(line.trim());
      }
    }
  });

  it("findLearningItem", () => {
    expect(findLearningItem(ARTICLES[0]!.id)).toBe(ARTICLES[0]);
    expect(findLearningItem(TIPS[11]!.id)).toBe(TIPS[11]);
    expect(findLearningItem("nao-existe")).toBeUndefined();
  });
});

describe("abas", () => {
  it("tem as cinco abas na ordem", () => {
    expect(LEARNING_TABS.map((t) => [t.id, t.label])).toEqual([
      ["todos", "Todos"],
      ["financas", "Finanças"],
      ["marketing", "Marketing"],
      ["vendas", "Vendas"],
      ["desenvolvimento", "Desenvolvimento"],
    ]);
    expect(EMPTY_CATEGORY_MESSAGE).toBe("Nenhum conteúdo disponível nesta categoria.");
  });

  it("isLearningTab / parseLearningTab", () => {
    expect(isLearningTab("vendas")).toBe(true);
    expect(isLearningTab("Vendas")).toBe(false);
    expect(isLearningTab(undefined)).toBe(false);
    expect(parseLearningTab("marketing")).toBe("marketing");
    expect(parseLearningTab("xyz")).toBe("todos");
    expect(parseLearningTab(null)).toBe("todos");
  });

  it("Todos devolve tudo", () => {
    expect(filterByTab(ARTICLES, "todos")).toEqual(ARTICLES);
    expect(filterByTab(TIPS, "todos")).toEqual(TIPS);
  });

  it("Finanças e Marketing filtram pela própria categoria", () => {
    expect(filterByTab(ARTICLES, "financas").map((a) => a.category)).toEqual(["Finanças"]);
    expect(filterByTab(ARTICLES, "marketing").map((a) => a.category)).toEqual(["Marketing"]);
    expect(categories(filterByTab(TIPS, "financas"))).toEqual(new Set(["Finanças"]));
    expect(categories(filterByTab(TIPS, "marketing"))).toEqual(new Set(["Marketing"]));
  });

  it("Vendas inclui Vendas e Atendimento", () => {
    expect(categories(filterByTab(ARTICLES, "vendas"))).toEqual(new Set(["Vendas", "Atendimento"]));
    expect(filterByTab(ARTICLES, "vendas")).toHaveLength(2);
    expect(categories(filterByTab(TIPS, "vendas"))).toEqual(new Set(["Vendas", "Atendimento"]));
  });

  it("Desenvolvimento inclui Bem-estar (artigos) e Produtividade/Estratégia/Negócios/pessoal (dicas)", () => {
    expect(categories(filterByTab(ARTICLES, "desenvolvimento"))).toEqual(new Set(["Bem-estar"]));
    expect(categories(filterByTab(TIPS, "desenvolvimento"))).toEqual(new Set(["Produtividade", "Estratégia", "Negócios", "pessoal"]));
  });

  it("aplica o mapeamento por tipo de conteúdo", () => {
    const fake = (kind: "article" | "tip", category: LearningItem["category"]) => ({ kind, category, id: `${kind}-${category}` });
    const items = [
      fake("article", "pessoal"),
      fake("article", "Produtividade"),
      fake("tip", "Estratégia"),
      fake("tip", "Bem-estar"),
      fake("tip", "pessoal"),
    ];
    expect(filterByTab(items, "desenvolvimento").map((i) => i.id)).toEqual(["article-pessoal", "tip-Estratégia", "tip-pessoal"]);
  });

  it("toda aba tem pelo menos um artigo ou dica", () => {
    for (const tab of LEARNING_TABS) {
      expect(filterByTab(LEARNING_ITEMS, tab.id).length, tab.id).toBeGreaterThan(0);
    }
  });

  it("cada item aparece em Todos e em exatamente uma outra aba", () => {
    for (const item of LEARNING_ITEMS) {
      const tabs = LEARNING_TABS.filter((t) => t.id !== "todos" && filterByTab([item], t.id).length === 1);
      expect(
        tabs.map((t) => t.id),
        item.id,
      ).toHaveLength(1);
    }
  });

  it("lista vazia continua vazia em qualquer aba", () => {
    for (const tab of LEARNING_TABS) expect(filterByTab([], tab.id)).toEqual([]);
  });
});

describe("issue 13 item 19: chips and tags, reading time", () => {
  it("every card's tag is one of the filter chips, and the chip lists that card", () => {
    const chips = LEARNING_TABS.filter((tab) => tab.id !== "todos");
    for (const item of LEARNING_ITEMS) {
      const tag = tabLabelOf(item);
      const chip = chips.find((tab) => tab.label === tag);
      expect(chip, `${item.id}: ${tag}`).toBeDefined();
      expect(filterByTab([item], chip!.id)).toHaveLength(1);
    }
    expect(tabLabelOf({ kind: "tip", category: "pessoal" })).toBe("Desenvolvimento");
    expect(tabLabelOf({ kind: "article", category: "Atendimento" })).toBe("Vendas");
  });

  it("the reading time follows the text (about 200 words a minute), not a fixed figure", () => {
    expect(readingTime("palavra ".repeat(200))).toBe("1 min de leitura");
    expect(readingTime("palavra ".repeat(201))).toBe("2 min de leitura");
    expect(readingTime("")).toBe("1 min de leitura");
    for (const item of LEARNING_ITEMS) expect(item.duration).toBe(readingTime(item.content));
    expect(new Set(LEARNING_ITEMS.map((item) => item.duration)).size).toBeGreaterThan(1);
  });
});
