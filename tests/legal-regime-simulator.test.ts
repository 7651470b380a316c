// @db-engines: sqlite libsql
// Decision 029, item 6: the regime simulator page and its search entries.
import { describe, expect, it } from "vitest";
import { searchSite } from "~/models/site-search.server";
import { loader } from "~/routes/_app.gestao.mei_.simulador";
import { BASE, routeArgs, signedInUser } from "./request-helpers";

const get = (path: string, cookie: string) => new Request(`${BASE}${path}`, { headers: { Cookie: cookie } });

const toolHrefs = (query: string) =>
  searchSite(query)
    .find((group) => group.kind === "ferramenta")
    ?.hits.map((hit) => hit.href) ?? [];

describe("/gestao/mei/simulador", () => {
  it("is found by 'nanoempreendedor', 'simples' and 'me ou mei'", () => {
    for (const q of ["nanoempreendedor", "simples", "me ou mei"]) expect(toolHrefs(q)).toContain("/gestao/mei/simulador");
  });

  it("compares the three regimes from the GET form, and rejects a malformed amount", async () => {
    const me = await signedInUser();
    const data = await loader(routeArgs(get("/gestao/mei/simulador?receita=81000&atividade=servicos", me.cookie)));
    expect(data.results.map((r) => [r.regime, r.applies])).toEqual([
      ["nano", false],
      ["mei", true],
      ["me", true],
    ]);
    const bad = await loader(routeArgs(get("/gestao/mei/simulador?receita=abc", me.cookie)));
    expect(bad.error).toContain("Digite valores");
    expect(bad.results).toEqual([]);
  });
});
