// @db-engines: sqlite libsql
// The logo (decision 030, slice 1): the page form and PUT /api/brand save it and tick "Criar Logo";
// the files read back; bad input changes nothing; another person never sees someone's logo.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listCompletedSteps } from "~/models/journey.server";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.marca._index";
import { action as apiAction, loader as apiLoader } from "~/routes/api.brand";
import { loader as pngLoader } from "~/routes/marca.logo[.]png";
import { loader as svgLoader } from "~/routes/marca.logo[.]svg";
import { loader as avatarLoader } from "~/routes/marca.avatar[.]png";
import { formRequest, giveActiveBusiness, jsonRequest, signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";
import { parseSvg } from "./read-back";

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} });

async function outcome(work: () => Promise<unknown>): Promise<Response> {
  try {
    return (await work()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

describe("the logo", () => {
  it("starts from the active strategy's name, offers four server-drawn layouts, and saving ticks 'Criar Logo'", async () => {
    const { user, cookie } = await signedInUser("Ana Doceira");
    await giveActiveBusiness(user.id, "Doces da Ana");
    const page = (await pageLoader(args(get("/marca", cookie)))) as Awaited<ReturnType<typeof pageLoader>>;
    expect(page.choice.businessName).toBe("Doces da Ana");
    expect(page.saved).toBeNull();
    expect(page.previews.map((p) => p.id)).toEqual(["horizontal", "empilhado", "selo", "faixa"]);
    for (const preview of page.previews) expect(parseSvg(preview.svg).root).toBe("svg");
    expect(await listCompletedSteps(user.id)).not.toContain("create_logo");

    const saved = await outcome(() =>
      pageAction(args(formRequest("/marca", cookie, { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "selo" }))),
    );
    expect(saved.status).toBe(303);
    expect(await listCompletedSteps(user.id)).toContain("create_logo");

    const svg = await svgLoader(args(get("/marca/logo.svg", cookie)));
    expect(svg.headers.get("Content-Type")).toContain("image/svg+xml");
    const parsed = parseSvg(await svg.text());
    expect(parsed.rootAttributes.viewBox).toBe("0 0 600 600");
    const png = await pngLoader(args(get("/marca/logo.png?size=512", cookie)));
    const meta = await sharp(Buffer.from(await png.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["png", 512, 512]);
    const avatar = await avatarLoader(args(get("/marca/avatar.png", cookie)));
    expect((await sharp(Buffer.from(await avatar.arrayBuffer())).metadata()).width).toBe(512);
    expect((await outcome(() => pngLoader(args(get("/marca/logo.png?size=7", cookie))))).status).toBe(400);
  });

  it("refuses bad input with a pt-BR message and changes nothing", async () => {
    const { user, cookie } = await signedInUser();
    const refused = await outcomeOf(() =>
      pageAction(args(formRequest("/marca", cookie, { businessName: "A", palette: "neon", icon: "bolo", layout: "selo" }))),
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { businessName: "O nome do negócio precisa de pelo menos 2 letras." } });
    const api = await outcome(() =>
      apiAction(args(jsonRequest("/api/brand", cookie, { businessName: "Loja", palette: "azul", icon: "foguete", layout: "selo" }, "PUT"))),
    );
    expect(api.status).toBe(400);
    expect(((await api.json()) as { message: string }).message).toBe("Escolha um dos ícones ou as iniciais.");
    expect((await outcome(() => apiLoader(args(get("/api/brand", cookie))))).status).toBe(404);
    expect(await listCompletedSteps(user.id)).not.toContain("create_logo");
  });

  it("GET/PUT /api/brand round-trip; another person has no logo files", async () => {
    const owner = await signedInUser();
    const put = await apiAction(
      args(
        jsonRequest("/api/brand", owner.cookie, { businessName: "Pet Amigo", palette: "verde", icon: "iniciais", layout: "faixa" }, "PUT"),
      ),
    );
    expect(put.status).toBe(200);
    const got = (await (await apiLoader(args(get("/api/brand", owner.cookie)))).json()) as Record<string, unknown>;
    expect(got).toMatchObject({ businessName: "Pet Amigo", palette: "verde", icon: "iniciais", layout: "faixa" });
    expect(await listCompletedSteps(owner.user.id)).toContain("create_logo");
    const stranger = await signedInUser();
    expect((await outcome(() => svgLoader(args(get("/marca/logo.svg", stranger.cookie))))).status).toBe(404);
    expect((await outcome(() => apiLoader(args(get("/api/brand", stranger.cookie))))).status).toBe(404);
  });
});
