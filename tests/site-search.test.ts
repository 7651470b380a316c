// @db-engines: sqlite libsql
import { describe, expect, it } from "vitest";
import { searchSite } from "~/models/site-search.server";
import { loader as searchLoader } from "~/routes/_app.pesquisar";
import { BASE, routeArgs, signedInUser } from "./request-helpers";

const group = (query: string, kind: string) => searchSite(query).find((g) => g.kind === kind);

describe("site search", () => {
  it("finds journey steps, learning items, help questions and catalogue ideas, without accents or case", () => {
    expect(group("INTEGRACAO", "passo")?.hits[0]).toMatchObject({
      id: "website_integration",
      href: "/dashboard/crescimento#passo-website_integration",
    });
    expect(group("pix", "aprendizado")?.hits.map((h) => h.id)).toContain("pix-com-chave-cnpj");
    expect(group("gratuita", "ajuda")?.hits[0]?.href).toMatch(/^\/central-ajuda\?pergunta=\d#pergunta-\d$/);
    const ideas = group("bolos", "ideia")!;
    expect(ideas.hits.map((h) => h.title)).toContain("Bolos de pote");
    expect(ideas.hits[0]?.href).toMatch(/^\/meu-negocio\/catalogo\?q=/);
  });

  it("matches whole words and nothing for noise", () => {
    expect(group("bol", "ideia")).toBeUndefined();
    expect(searchSite("xyzzy")).toEqual([]);
    expect(searchSite("de")).toEqual([]);
  });

  it("uses the catalogue search's normaliser: stems, synonyms and whole words (issue 19)", () => {
    const ids = (query: string) => group(query, "ideia")?.hits.map((h) => h.id) ?? [];
    expect(ids("cabeleireiro")).toEqual(expect.arrayContaining(["salao-de-beleza", "cabeleireira-a-domicilio"]));
    expect(ids("uber")).toContain("motorista-de-aplicativo");
    expect(ids("pet")).toEqual(expect.arrayContaining(["banho-e-tosa", "pet-sitter-e-passeador"]));
    expect(ids("pet")).not.toContain("aulas-de-teatro");
    expect(ids("lavar carro")).toContain("lavagem-de-carros-a-domicilio");
    // The idea's link opens the catalogue filtered by its title, which the catalogue search finds.
    const hit = group("uber", "ideia")!.hits.find((h) => h.id === "motorista-de-aplicativo")!;
    expect(new URL(hit.href, BASE).searchParams.get("q")).toBe("Motorista de aplicativo");
  });

  it("the page needs a session and reads q from the address", async () => {
    const { cookie } = await signedInUser();
    const data: any = await searchLoader(
      routeArgs(new Request(`${BASE}/pesquisar?q=${encodeURIComponent("  Catálogo  ")}`, { headers: { Cookie: cookie } })),
    );
    expect(data.query).toBe("Catálogo");
    expect(data.total).toBeGreaterThan(0);
    const signedOut = await searchLoader(routeArgs(new Request(`${BASE}/pesquisar?q=mei`))).catch((thrown) => thrown);
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).status).toBe(302);
  });
});
