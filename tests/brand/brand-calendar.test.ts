// @db-engines: sqlite libsql
// The month of posts (decision 030, slices 4 and 7): "Gerar" saves 30 posts and ticks "Estratégia
// para Redes Sociais"; the third post marked as published ticks "Primeiras Postagens"; edits and
// the JSON API validate and change only the person's own calendar.
import { describe, expect, it } from "vitest";
import { getCalendar } from "~/models/content-calendar.server";
import { listCompletedSteps } from "~/models/journey.server";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.marca.calendario";
import { action as apiAction, loader as apiLoader } from "~/routes/api.content-calendar";
import { formRequest, giveActiveBusiness, jsonRequest, signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";

const get = (path: string, cookie: string) => new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
const args = (request: Request) => ({ request, params: {}, context: {} });

describe("the content calendar", () => {
  it("is generated, edited and marked as posted from the page; the steps tick themselves", async () => {
    const { user, cookie } = await signedInUser();
    await giveActiveBusiness(user.id, "Doces da Ana");
    const empty = (await pageLoader(args(get("/marca/calendario", cookie)))) as Awaited<ReturnType<typeof pageLoader>>;
    expect(empty.items).toBeNull();
    expect((await outcomeOf(() => pageAction(args(formRequest("/marca/calendario", cookie, { intent: "gerar" }))))).status).toBe(303);
    const calendar = (await getCalendar(user.id))!;
    expect(calendar.items).toHaveLength(30);
    expect(await listCompletedSteps(user.id)).toContain("social_strategy");
    expect(await listCompletedSteps(user.id)).not.toContain("first_posts");

    const day = calendar.items[2]!.date;
    const bad = await outcomeOf(() =>
      pageAction(args(formRequest("/marca/calendario", cookie, { intent: "editar", date: day, caption: " " }))),
    );
    expect(bad.status).toBe(400);
    await outcomeOf(() =>
      pageAction(
        args(formRequest("/marca/calendario", cookie, { intent: "editar", date: day, caption: "Meu texto", hashtags: "#Doces bolo" })),
      ),
    );
    expect((await getCalendar(user.id))!.items[2]).toMatchObject({ caption: "Meu texto", hashtags: ["#Doces", "#bolo"] });

    for (const item of calendar.items.slice(0, 2))
      await outcomeOf(() =>
        pageAction(args(formRequest("/marca/calendario", cookie, { intent: "publicado", date: item.date, posted: "true" }))),
      );
    expect(await listCompletedSteps(user.id)).not.toContain("first_posts");
    await outcomeOf(() => pageAction(args(formRequest("/marca/calendario", cookie, { intent: "publicado", date: day, posted: "true" }))));
    expect(await listCompletedSteps(user.id)).toContain("first_posts");
    const missing = await outcomeOf(() =>
      pageAction(args(formRequest("/marca/calendario", cookie, { intent: "publicado", date: "1999-01-01", posted: "true" }))),
    );
    expect(missing.status).toBe(404);
  });

  it("GET/PUT /api/content-calendar: 30 items round-trip; a wrong count is refused and changes nothing", async () => {
    const { user, cookie } = await signedInUser();
    expect((await outcomeOf(() => apiLoader(args(get("/api/content-calendar", cookie))))).status).toBe(404);
    const items = Array.from({ length: 30 }, (_, i) => ({
      date: `2026-12-${String(i + 1).padStart(2, "0")}`,
      theme: "Tema",
      caption: `Post ${i + 1}`,
      hashtags: ["#Teste"],
      posted: i < 3,
    }));
    const short = await outcomeOf(() => apiAction(args(jsonRequest("/api/content-calendar", cookie, { items: items.slice(1) }, "PUT"))));
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: "O calendário tem 30 dias: envie os 30 itens." });
    expect(await getCalendar(user.id)).toBeNull();
    const put = await outcomeOf(() => apiAction(args(jsonRequest("/api/content-calendar", cookie, { items }, "PUT"))));
    expect(put.status).toBe(200);
    const got = await outcomeOf(() => apiLoader(args(get("/api/content-calendar", cookie))));
    expect((got.body as { items: unknown[] }).items[0]).toEqual({ ...items[0], image: "/marca/posts/abrimos.png" });
    expect(await listCompletedSteps(user.id)).toEqual(expect.arrayContaining(["social_strategy", "first_posts"]));
  });
});
