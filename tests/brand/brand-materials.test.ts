// @db-engines: sqlite libsql
// Cards and flyer (decision 030, slice 2): "Gerar" records the materials and ticks "Materiais de
// Papelaria", then sends the PDF; the PDFs read back with the person's own data; no logo, no files.
import { describe, expect, it } from "vitest";
import { saveBrandKit } from "~/models/brand.server";
import { createProduct } from "~/models/business-products.server";
import { listCompletedSteps } from "~/models/journey.server";
import { saveProfile } from "~/models/profile.server";
import { action as materialsAction, loader as materialsLoader } from "~/routes/_app.marca.materiais";
import { loader as cardsLoader } from "~/routes/marca.cartoes[.]pdf";
import { loader as flyerLoader } from "~/routes/marca.panfleto[.]pdf";
import { readPdf } from "../documents/read-back";
import { formRequest, signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} });

async function personWithLogo() {
  const person = await signedInUser("Ana Souza");
  await saveProfile(person.user.id, {
    name: "Ana Souza",
    phone: "(11) 98765-4321",
    hasCnpj: false,
    hasBusinessExperience: false,
    wantsEntrepreneurshipInfo: true,
    wantsPartnerInfo: true,
  });
  await saveBrandKit(person.user.id, { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "horizontal" });
  await createProduct(person.user.id, {
    name: "Bolo de pote",
    unit: "un",
    kind: "industrializados",
    costCents: 500,
    priceCents: 1200,
    stock: null,
  });
  return person;
}

describe("cards and flyer", () => {
  it("'Gerar cartões' ticks 'Materiais de Papelaria' and sends the A4 sheet; the flyer lists the products with prices", async () => {
    const { user, cookie } = await personWithLogo();
    expect(await listCompletedSteps(user.id)).not.toContain("stationery_materials");
    const generated = await outcomeOf(() => materialsAction(args(formRequest("/marca/materiais", cookie, { arquivo: "cartoes" }))));
    expect(generated.status).toBe(303);
    expect(generated.location).toBe("/marca/cartoes.pdf");
    expect(await listCompletedSteps(user.id)).toContain("stationery_materials");

    const cards = await cardsLoader(args(get("/marca/cartoes.pdf", cookie)));
    expect(cards.headers.get("Content-Type")).toBe("application/pdf");
    expect(cards.headers.get("Content-Disposition")).toContain("attachment");
    const sheet = await readPdf(new Uint8Array(await cards.arrayBuffer()));
    expect(sheet.pageSizes).toEqual([{ width: 595.28, height: 841.89 }]);
    expect(sheet.pages[0]!.match(/\(11\) 98765-4321/g)).toHaveLength(10);

    const flyer = await readPdf(new Uint8Array(await (await flyerLoader(args(get("/marca/panfleto.pdf", cookie)))).arrayBuffer()));
    expect(flyer.pages[0]).toContain("Bolo de pote");
    expect(flyer.pages[0]).toMatch(/R\$\s12,00/);
    const page = (await materialsLoader(args(get("/marca/materiais", cookie)))) as Awaited<ReturnType<typeof materialsLoader>>;
    expect(page).toMatchObject({ hasLogo: true, phone: "(11) 98765-4321", productCount: 1, shopUrl: null });
  });

  it("without a logo: 'Gerar' sends to /marca and ticks nothing; the files answer 404", async () => {
    const { user, cookie } = await signedInUser();
    const refused = await outcomeOf(() => materialsAction(args(formRequest("/marca/materiais", cookie, { arquivo: "panfleto" }))));
    expect(refused.location).toBe("/marca");
    expect(await listCompletedSteps(user.id)).not.toContain("stationery_materials");
    expect((await outcomeOf(() => cardsLoader(args(get("/marca/cartoes.pdf", cookie))))).status).toBe(404);
    expect((await outcomeOf(() => flyerLoader(args(get("/marca/panfleto.pdf", cookie))))).status).toBe(404);
  });
});
