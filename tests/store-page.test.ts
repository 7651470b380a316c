// @db-engines: sqlite libsql
// The public shop page (decision 028): published only, cacheable with an ETag, read through a short
// in-process cache that the owner's save forgets.
import { describe, expect, it } from "vitest";
import { etagMatches } from "~/entry.server";
import { getPublicStore, STORE_PAGE_TTL_MS } from "~/models/store-page.server";
import { saveStore } from "~/models/store.server";
import { headers as storeHeaders, loader as storeLoader } from "~/routes/loja.$slug";
import { args, outcomeOf, request } from "./security/fixtures";
import { publishedStore } from "./store-helpers";
import { sqlRun } from "./sql";

describe("/loja/{slug}", () => {
  it("shows a published shop with its products, cacheable with an ETag, and no owner id or Pix key", async () => {
    const { slug } = await publishedStore();
    const outcome = await outcomeOf(() => storeLoader(args(request(`/loja/${slug}`), { slug })));
    expect(outcome.status).toBe(200);
    expect(outcome.headers.get("Cache-Control")).toBe("public, max-age=60");
    expect(outcome.headers.get("ETag")).toMatch(/^W\/"[\w-]+"$/);
    const body = outcome.body as { name: string; products: { name: string; price: string }[]; ways: string[] };
    expect(body.name).toBe("Doces da Ana");
    expect(body.products.map((p) => p.name)).toEqual(["Bolo de pote"]);
    expect(body.ways).toEqual(["retirada no local", "entrega (taxa R$\u00a05,00)"]);
    expect(JSON.stringify(body)).not.toMatch(/userId|5511987654321"/);
    const h = storeHeaders({
      loaderHeaders: outcome.headers,
      parentHeaders: new Headers(),
      actionHeaders: new Headers(),
      errorHeaders: undefined,
    });
    expect(new Headers(h as HeadersInit).get("ETag")).toBe(outcome.headers.get("ETag"));
  });

  it("answers 404 for an unpublished or unknown shop", async () => {
    const { slug } = await publishedStore({ published: false });
    expect((await outcomeOf(() => storeLoader(args(request(`/loja/${slug}`), { slug })))).status).toBe(404);
    expect((await outcomeOf(() => storeLoader(args(request("/loja/nao-existe"), { slug: "nao-existe" })))).status).toBe(404);
  });

  it("reads the database once per TTL; the owner's save is seen at once, a change elsewhere after the TTL", async () => {
    const { slug, user, input } = await publishedStore();
    const t0 = Date.now();
    const first = await getPublicStore(slug, t0);
    await sqlRun("UPDATE stores SET name = 'Mudou por fora' WHERE user_id = ?", user.id);
    const cached = await getPublicStore(slug, t0 + 1000);
    expect(cached?.store.name).toBe("Doces da Ana");
    expect(cached?.etag).toBe(first?.etag);
    const expired = await getPublicStore(slug, t0 + STORE_PAGE_TTL_MS + 1);
    expect(expired?.store.name).toBe("Mudou por fora");
    expect(expired?.etag).not.toBe(first?.etag);
    await saveStore(user.id, { ...input, name: "Doces da Ana Nova" });
    expect((await getPublicStore(slug, t0 + STORE_PAGE_TTL_MS + 2))?.store.name).toBe("Doces da Ana Nova");
    await saveStore(user.id, { ...input, published: false });
    expect(await getPublicStore(slug, t0 + STORE_PAGE_TTL_MS + 3)).toBeNull();
  });

  it("compares If-None-Match weakly, with lists and *", () => {
    expect(etagMatches('W/"abc-1"', 'W/"abc-1"')).toBe(true);
    expect(etagMatches('"abc-1"', 'W/"abc-1"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc-1"', 'W/"abc-1"')).toBe(true);
    expect(etagMatches("*", 'W/"abc-1"')).toBe(true);
    expect(etagMatches('W/"abc-2"', 'W/"abc-1"')).toBe(false);
    expect(etagMatches(null, 'W/"abc-1"')).toBe(false);
  });
});
