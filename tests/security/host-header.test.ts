// @db-engines: sqlite libsql
// Finding 7 (Host header trusted): with PUBLIC_URL unset, canonical/Open Graph addresses, the
// sitemap and robots.txt never carry the Host a request claims.
import { afterEach, describe, expect, it } from "vitest";
import { loader as rootLoader } from "~/root";
import { resetEnvForTests } from "~/utils/env.server";
import { outcomeOf, routeModule } from "./fixtures";

afterEach(() => {
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

const at = (url: string) => ({ request: new Request(url), params: {}, context: {} }) as never;

async function addresses(origin: string) {
  const root = await outcomeOf(() => rootLoader(at(`${origin}/sobre-nos`)));
  const sitemap = await routeModule("sitemap[.]xml.ts");
  const robots = await routeModule("robots[.]txt.ts");
  return {
    siteUrl: (root.body as { siteUrl: string }).siteUrl,
    sitemap: String((await outcomeOf(() => sitemap.loader!(at(`${origin}/sitemap.xml`)))).body),
    robots: String((await outcomeOf(() => robots.loader!(at(`${origin}/robots.txt`)))).body),
  };
}

describe("Host header", () => {
  it("Host: evil.example reaches no canonical, Open Graph, sitemap or robots address", async () => {
    const { siteUrl, sitemap, robots } = await addresses("http://evil.example");
    expect(siteUrl).toBe("http://localhost:3000");
    for (const text of [siteUrl, sitemap, robots]) expect(text).not.toContain("evil.example");
    expect(sitemap).toContain("<loc>http://localhost:3000/sobre-nos</loc>");
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  it("a loopback address (development, tests) keeps its own origin; PUBLIC_URL wins over everything", async () => {
    expect((await addresses("http://127.0.0.1:4321")).siteUrl).toBe("http://127.0.0.1:4321");
    process.env.PUBLIC_URL = "https://empreenda.example.com.br/";
    resetEnvForTests();
    const { siteUrl, sitemap } = await addresses("http://evil.example");
    expect(siteUrl).toBe("https://empreenda.example.com.br");
    expect(sitemap).toContain("<loc>https://empreenda.example.com.br/</loc>");
  });
});
