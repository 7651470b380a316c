// @db-engines: sqlite libsql
// The month of posts with Gemini configured (decision 030, slice 4): the AI writes the captions
// from the same schema as the offline engine, against a local fake; a failed or unusable answer
// and a used-up quota keep the catalogue's captions and say so; every AI call is counted.
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { aiUsageEvents } from "#db/schema";
import { claimAiCall } from "~/models/ai-usage.server";
import { getCalendar, planForPerson } from "~/models/content-calendar.server";
import { resetEngineForTests } from "~/modules/ai/engine.server";
import { acceptCaptionDrafts } from "~/modules/brand-kit/calendar-schema";
import { action as pageAction, loader as pageLoader } from "~/routes/_app.marca.calendario";
import { resetEnvForTests } from "~/utils/env.server";
import { todayInSaoPaulo } from "~/utils/today.server";
import { startFakeGemini, type FakeGemini } from "../fake-gemini";
import { formRequest, giveActiveBusiness, signedInUser } from "../journey-helpers";
import { outcomeOf } from "../security/fixtures";

let gemini: FakeGemini;
beforeAll(async () => {
  gemini = await startFakeGemini();
});
afterAll(async () => {
  await gemini.close();
});

function useGemini(quota?: number) {
  process.env.GEMINI_API_KEY = "test-key";
  process.env.GEMINI_BASE_URL = gemini.url;
  process.env.GEMINI_TIMEOUT_MS = "3000";
  if (quota !== undefined) process.env.AI_DAILY_QUOTA = String(quota);
  resetEnvForTests();
  resetEngineForTests();
}

afterEach(() => {
  for (const name of ["GEMINI_API_KEY", "GEMINI_BASE_URL", "GEMINI_TIMEOUT_MS", "AI_DAILY_QUOTA"]) delete process.env[name];
  resetEnvForTests();
  resetEngineForTests();
  gemini.reset();
});

const args = (request: Request) => ({ request, params: {}, context: {} });
const generate = (cookie: string) => outcomeOf(() => pageAction(args(formRequest("/marca/calendario", cookie, { intent: "gerar" }))));
const written = (dates: string[]) =>
  dates.map((date, i) => ({
    date,
    caption: `Hoje tem fornada nova na Doces da Ana, dia ${i + 1}: me chama no WhatsApp e garanta o seu.`,
    hashtags: ["#DocesDaAna", "bolo caseiro", "#Bolo"],
  }));

async function person() {
  const { user, cookie } = await signedInUser();
  await giveActiveBusiness(user.id, "Doces da Ana");
  const dates = (await planForPerson(user.id, todayInSaoPaulo())).map((p) => p.date);
  return { user, cookie, dates };
}

const captionCalls = async (userId: string) =>
  (await getDb().select().from(aiUsageEvents).where(eq(aiUsageEvents.userId, userId)).all()).filter((e) => e.kind === "captions");

describe("the month of posts written by Gemini", () => {
  it("keeps the plan's days and themes, takes the AI's captions, drops hashtags Instagram refuses, and counts the call", async () => {
    useGemini();
    const { user, cookie, dates } = await person();
    gemini.enqueue({ text: JSON.stringify(written(dates)) });
    expect((await generate(cookie)).status).toBe(303);

    const calendar = (await getCalendar(user.id))!;
    expect(calendar.engine).toBe("gemini");
    expect(calendar.items.map((i) => i.date)).toEqual(dates);
    expect(calendar.items[0]!.caption).toContain("dia 1:");
    expect(calendar.items[0]!.hashtags).toEqual(["#DocesDaAna", "#Bolo"]);
    expect(calendar.items[0]!.theme.length).toBeGreaterThan(0);
    const prompt = JSON.stringify(gemini.lastBody());
    expect(prompt).toContain("Doces da Ana");
    expect(prompt).toContain(dates[29]!);
    expect(await captionCalls(user.id)).toHaveLength(1);
    const page = (await pageLoader(args(new Request("http://localhost/marca/calendario", { headers: { Cookie: cookie } })))) as {
      engineLabel: string | null;
    };
    expect(page.engineLabel).toMatch(/inteligência artificial/);
  });

  it("an answer missing a day, or an error, leaves the catalogue's captions (engine offline)", async () => {
    useGemini();
    const { user, cookie, dates } = await person();
    const offline = await planForPerson(user.id, todayInSaoPaulo());
    gemini.enqueue({ text: JSON.stringify(written(dates).slice(1)) });
    await generate(cookie);
    let calendar = (await getCalendar(user.id))!;
    expect(calendar.engine).toBe("offline");
    expect(calendar.items.map((i) => i.caption)).toEqual(offline.map((p) => p.caption));

    gemini.enqueue({ status: 500 }, { status: 500 });
    await generate(cookie);
    calendar = (await getCalendar(user.id))!;
    expect(calendar.engine).toBe("offline");
    expect(await captionCalls(user.id)).toHaveLength(2);
  });

  it("with the day's AI quota used up, no call is made and the toast says the texts came from the catalogue", async () => {
    useGemini(1);
    const { user, cookie } = await person();
    await claimAiCall(user.id, null);
    const response = await generate(cookie);
    expect(response.status).toBe(303);
    expect(gemini.requests).toHaveLength(0);
    expect((await getCalendar(user.id))!.engine).toBe("offline");
    expect(await captionCalls(user.id)).toHaveLength(0);
  });
});

describe("acceptCaptionDrafts", () => {
  const days = [{ date: "2026-12-01" }, { date: "2026-12-02" }];
  const ok = { caption: "Um texto de post com tamanho de verdade.", hashtags: ["#Bolo"] };
  it("takes every planned day once", () => {
    expect(
      acceptCaptionDrafts(days, [
        { date: "2026-12-02", ...ok },
        { date: "2026-12-01", ...ok },
      ])?.map((d) => d.date),
    ).toEqual(["2026-12-01", "2026-12-02"]);
  });
  it("refuses a missing, repeated or foreign day, a caption too short and a non-list", () => {
    expect(acceptCaptionDrafts(days, [{ date: "2026-12-01", ...ok }])).toBeNull();
    expect(
      acceptCaptionDrafts(days, [
        { date: "2026-12-01", ...ok },
        { date: "2026-12-01", ...ok },
      ]),
    ).toBeNull();
    expect(
      acceptCaptionDrafts(days, [
        { date: "2026-12-01", ...ok },
        { date: "2026-12-09", ...ok },
      ]),
    ).toBeNull();
    expect(
      acceptCaptionDrafts(days, [
        { date: "2026-12-01", ...ok },
        { date: "2026-12-02", caption: "curto", hashtags: [] },
      ]),
    ).toBeNull();
    expect(acceptCaptionDrafts(days, { items: [] })).toBeNull();
  });
});
