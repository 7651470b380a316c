import { describe, expect, it } from "vitest";
import { buildIndex, normalise, queryTokens, search, tokens } from "./index";

describe("normalise and tokens", () => {
  it("drops accents, case and punctuation", () => {
    expect(normalise("  Pão de Queijo!  ")).toBe("pao de queijo");
    expect(normalise("AÇAÍ, Crème-brûlée")).toBe("acai creme brulee");
    expect(normalise("MEI: R$ 81.000/ano")).toBe("mei r 81 000 ano");
    expect(normalise("— ? —")).toBe("");
  });

  it("splits into words and keeps query words that carry meaning", () => {
    expect(tokens("Integração com Site")).toEqual(["integracao", "com", "site"]);
    expect(tokens("")).toEqual([]);
    expect(queryTokens("Como abrir um negócio de DOCES doces?")).toEqual(["abrir", "negocio", "doces"]);
    expect(queryTokens("de da do")).toEqual([]);
  });
});

describe("search", () => {
  const index = buildIndex([
    { id: "1", kind: "ideia", title: "Bolos de pote", text: "Doces vendidos por encomenda", href: "/a", summary: "" },
    { id: "2", kind: "artigo", title: "Preço certo", text: "Como calcular o preço de bolos e doces", href: "/b", summary: "" },
    { id: "3", kind: "passo", title: "Integração com Site", text: "Catálogo na internet", href: "/c", summary: "" },
    { id: "4", kind: "ideia", title: "Bolonhesa congelada", text: "Massas", href: "/d", summary: "" },
  ]);
  const ids = (query: string) => search(index, query).map((hit) => hit.id);

  it("is accent- and case-insensitive", () => {
    expect(ids("INTEGRACAO")).toEqual(["3"]);
    expect(ids("catalogo")).toEqual(["3"]);
    expect(ids("preço")).toEqual(["2"]);
  });

  it("matches whole words only, and needs every meaningful word", () => {
    // Stems through the shared normaliser (issue 19): "bolo" finds "bolos", a fragment finds nothing.
    expect(ids("bolo")).toEqual(["1", "2"]);
    expect(ids("bol")).toEqual([]);
    expect(ids("bolos")).toEqual(["1", "2"]);
    expect(ids("bolos doces")).toEqual(["1", "2"]);
    expect(ids("bolos massas")).toEqual([]);
  });

  it("ranks title matches first", () => {
    expect(ids("doces")).toEqual(["1", "2"]);
    expect(ids("preco bolos")).toEqual(["2"]);
    expect(search(index, "bolos")[0]).toMatchObject({ id: "1", score: 3, href: "/a" });
    expect(search(index, "bolos")[1]).toMatchObject({ id: "2", score: 1 });
  });

  it("finds nothing for an empty query or only stop words", () => {
    expect(ids("")).toEqual([]);
    expect(ids("   de   ")).toEqual([]);
  });
});
