import { describe, expect, it } from "vitest";
import { browseCatalogue, parseBrowseQuery } from "./browse";
import type { CatalogueIdea } from "./catalogue-schema";
import { CATALOGUE } from "./catalogue.server";

const idea = (over: Partial<CatalogueIdea>): CatalogueIdea =>
  ({
    id: "x",
    title: "X",
    category: "Alimentação",
    level: 1,
    description: "descrição",
    investment: "R$ 100 - R$ 200",
    investmentMin: 100,
    investmentMax: 200,
    timeToStart: "1 mês",
    difficulty: "Baixa",
    potentialReturn: "R$ 1.000 - R$ 2.000/mês",
    returnMin: 1000,
    returnMax: 2000,
    keywords: ["a", "b"],
    cnae: "5620104",
    mei: false,
    requirements: ["Alvará"],
    ...over,
  }) as CatalogueIdea;

const ideas = [
  idea({ id: "bolos", title: "Bolos de pote", category: "Alimentação", level: 1, investmentMin: 300, description: "Doces em pote" }),
  idea({
    id: "app",
    title: "Criação de aplicativos",
    category: "Tecnologia",
    level: 3,
    investmentMin: 15000,
    description: "Software sob encomenda",
  }),
  idea({ id: "banho", title: "Banho e tosa", category: "Pet", level: 2, investmentMin: 9000, description: "Cuidados com cães" }),
  idea({
    id: "eletricista",
    title: "Eletricista residencial",
    category: "Construção e Reparos",
    level: 1,
    investmentMin: 1200,
    description: "Instalações elétricas",
  }),
];

describe("parseBrowseQuery", () => {
  it("defaults unknown values", () => {
    expect(parseBrowseQuery(new URLSearchParams("nivel=9&ordem=preco"))).toEqual({ q: "", nivel: "todos", ordem: "relevancia" });
    expect(parseBrowseQuery(new URLSearchParams("q=%20pet%20&nivel=2&ordem=investimento"))).toEqual({
      q: "pet",
      nivel: "2",
      ordem: "investimento",
    });
  });
});

describe("browseCatalogue", () => {
  const run = (q: string, nivel = "todos", ordem = "nome") =>
    browseCatalogue(ideas, parseBrowseQuery(new URLSearchParams({ q, nivel, ordem }))).map((i) => i.id);

  it("searches title, description and category ignoring case and accents", () => {
    expect(run("BOLOS")).toEqual(["bolos"]);
    expect(run("caes")).toEqual(["banho"]);
    expect(run("tecnologia")).toEqual(["app"]);
    expect(run("eletricas")).toEqual(["eletricista"]);
    expect(run("nada disso")).toEqual([]);
  });

  it("filters by level", () => {
    expect(run("", "1")).toEqual(["bolos", "eletricista"]);
    expect(run("", "3")).toEqual(["app"]);
  });

  it("sorts by name, category, level and numeric investment", () => {
    expect(run("", "todos", "nome")).toEqual(["banho", "bolos", "app", "eletricista"]);
    expect(run("", "todos", "categoria")).toEqual(["bolos", "eletricista", "banho", "app"]);
    expect(run("", "todos", "nivel")).toEqual(["bolos", "eletricista", "banho", "app"]);
    // 300 < 1.200 < 9.000 < 15.000 — a text sort would put 15000 before 300.
    expect(run("", "todos", "investimento")).toEqual(["bolos", "eletricista", "banho", "app"]);
  });
});

describe("browseCatalogue on the real catalogue (issue 19)", () => {
  const search = (q: string) => browseCatalogue(CATALOGUE, parseBrowseQuery(new URLSearchParams({ q }))).map((i) => i.id);

  it("finds the salon ideas for 'cabeleireiro', in any case or accent", () => {
    const found = search("cabeleireiro");
    expect(found).toEqual(expect.arrayContaining(["salao-de-beleza", "cabeleireira-a-domicilio", "barbearia", "trancista"]));
    expect(found).not.toContain("buffet-infantil");
    expect(search("CABELEIREIRA")).toEqual(found);
  });

  it("finds the app driver for 'uber'", () => {
    expect(search("uber")).toContain("motorista-de-aplicativo");
    expect(search("motorista de aplicativo")).toContain("motorista-de-aplicativo");
  });

  it("finds pet ideas for 'pet', not words that merely contain it", () => {
    const found = search("pet");
    expect(found).toEqual(expect.arrayContaining(["banho-e-tosa", "pet-sitter-e-passeador", "loja-online-de-produtos-pet"]));
    for (const id of found) {
      const idea = CATALOGUE.find((i) => i.id === id)!;
      const text = `${idea.title} ${idea.description} ${idea.keywords.join(" ")} ${idea.category}`.toLowerCase();
      expect(text, id).toMatch(/\b(pets?|c[ãa]es|c[ãa]o|cachorr\w*|gat\w*|animais|animal|bichos?|dog)\b/);
    }
    expect(found).not.toContain("carrinho-de-cachorro-quente");
    expect(found).not.toContain("aulas-de-teatro");
    expect(found).not.toContain("adega-e-distribuidora-de-bebidas");
    expect(found.length).toBeLessThan(27);
  });

  it.each([
    // "passeador" once became "pass" and found plane tickets and ironing, listed first by name.
    ["passeador", "pet-sitter-e-passeador"],
    ["passeador de cães", "pet-sitter-e-passeador"],
    ["adestrador", "adestramento-de-caes"],
    ["manicure", "manicure-e-pedicure-em-domicilio"],
    ["marmita", "marmitas-caseiras"],
    ["pet", "loja-online-de-produtos-pet"],
  ])("ranks the idea that names '%s' first (%s)", (q, first) => {
    expect(search(q)[0]).toBe(first);
  });

  it("finds no travel or laundry idea for 'passeador'", () => {
    expect(search("passeador")).not.toContain("agente-de-viagens");
    expect(search("passeador")).not.toContain("passadeira");
    expect(search("passeador")).not.toContain("lavanderia-delivery");
  });

  it("sorts by relevance by default and by name when asked, or when there is no query", () => {
    const byName = browseCatalogue(CATALOGUE, parseBrowseQuery(new URLSearchParams({ q: "manicure", ordem: "nome" }))).map((i) => i.id);
    expect(byName[0]).toBe("alongamento-de-unhas");
    expect(search("manicure")).toEqual(expect.arrayContaining(byName));
    const all = browseCatalogue(CATALOGUE, parseBrowseQuery(new URLSearchParams())).map((i) => i.title);
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, "pt-BR", { sensitivity: "base" })));
  });

  it("matches whole words by stem: verbs find their nouns", () => {
    expect(search("lavar carro")).toContain("lavagem-de-carros-a-domicilio");
    expect(search("programação")).toContain("desenvolvimento-de-sites");
  });
});
