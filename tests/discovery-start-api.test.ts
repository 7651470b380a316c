// @db-engines: sqlite libsql
import { describe, expect, it } from "vitest";
import { action as analyzeBusiness } from "~/routes/api.analyze-business";
import { action as analyzeInterests } from "~/routes/api.analyze-interests";
import { loader as browseLoader } from "~/routes/api.browse-businesses";
import { BASE, routeArgs, signedInUser } from "./request-helpers";

function post(path: string, body: unknown, cookie: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify(body),
  });
}

type LeanItem = { item: string; value: number; price: number; owned: boolean; assetKind: string | null; group: string };

describe("the start the APIs give (decision 031)", () => {
  it("/api/analyze-interests: investmentMin is the lean start after what the person owns", async () => {
    const { cookie } = await signedInUser();
    const response = (await analyzeInterests(
      routeArgs(post("/api/analyze-interests", { interests: "tenho um carro quitado no meu nome, sem grana nenhuma" }, cookie)),
    )) as Response;
    const { suggestions } = await response.json();
    const driver = suggestions.find((s: { id: string }) => s.id === "motorista-de-aplicativo");
    expect(driver).toBeDefined();
    expect(driver.investmentMin).toBe(driver.leanStart.total);
    expect(driver.investmentMin).toBeLessThanOrEqual(2000);
    const car = driver.leanStart.items.find((i: LeanItem) => i.assetKind === "carro");
    expect(car).toMatchObject({ owned: true, value: 0, price: 55000 });
    expect(driver.leanStart.items.reduce((sum: number, i: LeanItem) => sum + i.value, 0)).toBe(driver.leanStart.total);
    expect(driver.ownedItems).toEqual([{ item: "Carro usado aceito pelos aplicativos", kind: "carro", value: 55000 }]);
    expect(driver.start).toBeUndefined();
  });

  it("/api/browse-businesses: every idea's economics carries its lean start, no larger than the full structure", async () => {
    const { cookie } = await signedInUser();
    const response = (await browseLoader(
      routeArgs(new Request(`${BASE}/api/browse-businesses`, { headers: { Cookie: cookie } })),
    )) as Response;
    const { businesses } = await response.json();
    for (const b of businesses) {
      expect(b.economics.leanStart.total, b.id).toBeLessThanOrEqual(b.economics.investment.total);
      expect(b.economics.leanStart.workingCapitalRule).toMatch(/^Capital de giro do começo/);
    }
  });

  it("/api/analyze-business: economics.leanStart follows what the person wrote", async () => {
    const { cookie } = await signedInUser();
    const response = (await analyzeBusiness(
      routeArgs(post("/api/analyze-business", { businessId: "motorista-de-aplicativo", userInput: "tenho um carro quitado" }, cookie)),
    )) as Response;
    const { economics } = await response.json();
    expect(economics.leanStart.total).toBeLessThanOrEqual(2000);
    expect(economics.ownedItems.map((o: { kind: string }) => o.kind)).toEqual(["carro"]);
    expect(economics.investment.total).toBeGreaterThan(50000);
  });
});
