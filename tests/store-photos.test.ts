// @db-engines: sqlite libsql
// Product photos (decision 028): re-encoded to WebP in two widths, metadata stripped, bombs refused,
// stored in the database and served at an immutable address; only the owner uploads.
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createProduct } from "~/models/business-products.server";
import { getPublicStore } from "~/models/store-page.server";
import { action as photoAction } from "~/routes/_app.gestao.produtos.foto";
import { loader as productPage } from "~/routes/_app.gestao.produtos.$id._index";
import { loader as photoLoader } from "~/routes/loja.foto.$id.$version.$size";
import { oneUploadAtATime, PhotoProblem, reencodeProductPhoto } from "~/utils/product-photo.server";
import { args, outcomeOf, request } from "./security/fixtures";
import { signedInUser } from "./request-helpers";
import { publishedStore } from "./store-helpers";

/** A camera-like JPEG: 1200×900 with EXIF (GPS position and camera make). */
async function cameraJpeg() {
  return sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .withExif({ IFD0: { Make: "CameraDaAna", Model: "X1" }, IFD3: { GPSLatitudeRef: "S", GPSLatitude: "23/1 33/1 0/1" } })
    .jpeg()
    .toBuffer();
}

/** A tiny PNG whose header claims 30000×30000 pixels (a decompression bomb's shape). */
async function bombPng() {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
    .png()
    .toBuffer();
  const out = Buffer.from(png);
  // IHDR data starts at byte 16 (8 signature + 4 length + 4 type); its CRC covers type + data (13 bytes).
  out.writeUInt32BE(30000, 16);
  out.writeUInt32BE(30000, 20);
  out.writeUInt32BE(zlib.crc32(out.subarray(12, 29)) >>> 0, 29);
  return out;
}

function upload(productId: string, cookie: string, bytes: Uint8Array, type = "image/jpeg") {
  const form = new FormData();
  form.append("foto", new Blob([new Uint8Array(bytes)], { type }), "foto.jpg");
  return new Request(`http://localhost/gestao/produtos/foto?produto=${productId}`, {
    method: "POST",
    body: form,
    headers: { Cookie: cookie },
  });
}

describe("reencodeProductPhoto", () => {
  it("gives WebP at 320 and 800 px wide with no EXIF left", async () => {
    const input = await cameraJpeg();
    expect((await sharp(input).metadata()).exif).toBeDefined();
    const { small, large } = await reencodeProductPhoto(input);
    const [s, l] = await Promise.all([sharp(small).metadata(), sharp(large).metadata()]);
    expect([s.format, s.width, s.height]).toEqual(["webp", 320, 320]);
    expect([l.format, l.width, l.height]).toEqual(["webp", 800, 800]);
    expect(s.exif).toBeUndefined();
    expect(l.exif).toBeUndefined();
    expect(large.toString("latin1")).not.toContain("CameraDaAna");
  });

  it("refuses what is not a JPEG, PNG or WebP, files over 5 MB and decompression bombs", async () => {
    await expect(reencodeProductPhoto(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).rejects.toThrow(
      "JPEG, PNG ou WebP",
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    await expect(reencodeProductPhoto(gif)).rejects.toThrow("JPEG, PNG ou WebP");
    await expect(reencodeProductPhoto(new Uint8Array(5 * 1024 * 1024 + 1))).rejects.toMatchObject({ status: 413 });
    await expect(reencodeProductPhoto(await bombPng())).rejects.toBeInstanceOf(PhotoProblem);
  });

  it("takes one upload per person at a time", async () => {
    let release!: () => void;
    const first = oneUploadAtATime("pessoa-x", () => new Promise<void>((resolve) => (release = resolve)));
    await expect(oneUploadAtATime("pessoa-x", async () => 1)).rejects.toThrow("foto anterior");
    expect(await oneUploadAtATime("pessoa-y", async () => 2)).toBe(2);
    release();
    await first;
    expect(await oneUploadAtATime("pessoa-x", async () => 3)).toBe(3);
  });
});

describe("the photo upload and its public address", () => {
  it("stores the photo, shows it on the product and the shop, serves it immutable; a stranger gets 404", async () => {
    const { cookie, cake, slug } = await publishedStore();
    const ok = await outcomeOf(async () => photoAction(args(upload(cake.id, cookie, await cameraJpeg()))));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("Location")).toBe(`/gestao/produtos/${cake.id}`);
    const page = (await outcomeOf(() => productPage(args(request(`/gestao/produtos/${cake.id}`, { cookie }), { id: cake.id })))).body as {
      product: { photo: string };
    };
    expect(page.product.photo).toBe(`/loja/foto/${cake.id}/1/320.webp`);
    expect((await getPublicStore(slug))?.store.products[0]?.photoVersion).toBe(1);
    const served = (await photoLoader(args(request(page.product.photo), { id: cake.id, version: "1", size: "320.webp" }))) as Response;
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/webp");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    const old = (await photoLoader(args(request("/x"), { id: cake.id, version: "2", size: "320.webp" }))) as Response;
    expect(old.status).toBe(404);

    const stranger = await signedInUser();
    const refused = await outcomeOf(async () => photoAction(args(upload(cake.id, stranger.cookie, await cameraJpeg()))));
    expect(refused.status).toBe(404);
  });

  it("refuses a non-image with a toast and keeps no photo", async () => {
    const person = await signedInUser();
    const product = await createProduct(person.user.id, {
      name: "Pão",
      unit: "un",
      kind: "industrializados",
      costCents: 1,
      priceCents: 2,
      stock: null,
    });
    const refused = await outcomeOf(() => photoAction(args(upload(product.id, person.cookie, new TextEncoder().encode("não é foto")))));
    expect(refused.status).toBe(303);
    const page = (
      await outcomeOf(() => productPage(args(request(`/gestao/produtos/${product.id}`, { cookie: person.cookie }), { id: product.id })))
    ).body as { product: { photo: string | null } };
    expect(page.product.photo).toBeNull();
  });
});
