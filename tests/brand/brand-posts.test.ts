// @db-engines: sqlite libsql
// Post images (decision 030, slice 3): 1080 × 1080 PNGs of the person's own products, an offer and
// "abrimos"; another person's product id answers 404 like one that never existed.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { saveBrandKit } from "~/models/brand.server";
import { createProduct } from "~/models/business-products.server";
import { loader as postLoader } from "~/routes/marca.posts.$file";
import { signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });

describe("post images", () => {
  it("are 1080 × 1080 PNGs for a product, the offer and 'abrimos'; a stranger's product is 404", async () => {
    const { user, cookie } = await signedInUser();
    await saveBrandKit(user.id, { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "horizontal" });
    const product = await createProduct(user.id, {
      name: "Bolo de pote",
      unit: "un",
      kind: "industrializados",
      costCents: 500,
      priceCents: 1200,
      stock: null,
    });
    for (const file of [`${product.id}.png`, "oferta.png", "abrimos.png"]) {
      const response = await postLoader({ request: get(`/marca/posts/${file}`, cookie), params: { file }, context: {} });
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height], file).toEqual(["png", 1080, 1080]);
    }
    const stranger = await signedInUser();
    await saveBrandKit(stranger.user.id, { businessName: "Outra", palette: "azul", icon: "casa", layout: "selo" });
    const file = `${product.id}.png`;
    expect(
      (await outcomeOf(() => postLoader({ request: get(`/marca/posts/${file}`, stranger.cookie), params: { file }, context: {} }))).status,
    ).toBe(404);
    expect(
      (await outcomeOf(() => postLoader({ request: get("/marca/posts/x.gif", cookie), params: { file: "x.gif" }, context: {} }))).status,
    ).toBe(404);
  });
});
