// Issue 31: "das", "dasn", "cnpj" find the MEI's obligation pages in the header's search.
import { describe, expect, it } from "vitest";
import { searchSite } from "~/models/site-search.server";

const toolHrefs = (query: string) =>
  searchSite(query)
    .find((group) => group.kind === "ferramenta")
    ?.hits.map((hit) => hit.href) ?? [];

describe("site search: the MEI tools", () => {
  it("finds the calendar for 'das' (a Portuguese function word, kept when alone), the declaration for 'dasn', the company data for 'cnpj'", () => {
    expect(toolHrefs("das")[0]).toBe("/gestao/obrigacoes");
    expect(toolHrefs("DAS atrasado")).toContain("/gestao/obrigacoes");
    expect(toolHrefs("dasn")).toEqual(expect.arrayContaining(["/gestao/obrigacoes", "/gestao/dasn"]));
    expect(toolHrefs("declaração anual")).toContain("/gestao/dasn");
    expect(toolHrefs("cnpj")[0]).toBe("/gestao/empresa");
    expect(toolHrefs("bolo de pote")).toEqual([]);
  });
});
