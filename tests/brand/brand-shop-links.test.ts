// @db-engines: sqlite libsql
// The brand files and the shop meet: the flyer's QR code leads to the published shop page when the
// install has a public address, and a product's shop photo goes into its post image.
import sharp from "sharp";
import { afterEach, describe, expect, it } from "vitest";
import { getProductPhoto, getShopUrl } from "~/models/brand.server";
import { saveProductPhoto } from "~/models/product-photos.server";
import { saveStore } from "~/models/store.server";
import { resetEnvForTests } from "~/utils/env.server";
import { publishedStore } from "../store-helpers";

afterEach(() => {
  delete process.env.PUBLIC_URL;
  resetEnvForTests();
});

describe("brand files and the shop", () => {
  it("link the published shop only when the install has a public address", async () => {
    const { user, slug, input } = await publishedStore();
    expect(await getShopUrl(user.id)).toBeNull();
    process.env.PUBLIC_URL = "https://empreenda.example/";
    resetEnvForTests();
    expect(await getShopUrl(user.id)).toBe(`https://empreenda.example/loja/${slug}`);
    const saved = await saveStore(user.id, { ...input, published: false });
    expect(saved.ok).toBe(true);
    expect(await getShopUrl(user.id)).toBeNull();
  });

  it("give the post image the product's shop photo as JPEG", async () => {
    const { user, cake } = await publishedStore();
    expect(await getProductPhoto(user.id, cake.id)).toBeNull();
    const webp = (size: number) =>
      sharp({ create: { width: size, height: size, channels: 3, background: "#c05030" } })
        .webp()
        .toBuffer();
    await saveProductPhoto(user.id, cake.id, { small: await webp(320), large: await webp(800) });
    const photo = await getProductPhoto(user.id, cake.id);
    expect(photo).not.toBeNull();
    const meta = await sharp(photo!).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 800, height: 800 });
    expect(await getProductPhoto("someone-else", cake.id)).toBeNull();
  });
});
