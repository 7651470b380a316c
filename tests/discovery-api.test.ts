// @db-engines: sqlite libsql
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { savedBusinesses } from "#db/schema";
import { resetEngineForTests } from "~/modules/ai/engine.server";
import { encodeWav } from "~/modules/discovery/wav";
import { loader as activeLoader } from "~/routes/api.active-business";
import { action as analyzeBusiness } from "~/routes/api.analyze-business";
import { action as analyzeInterests } from "~/routes/api.analyze-interests";
import { gunzipSync } from "node:zlib";
import { loader as browseLoader } from "~/routes/api.browse-businesses";
import { action as insightsAction } from "~/routes/api.generate-insights";
import { action as deleteAction } from "~/routes/api.saved-businesses.$id";
import { action as setActiveAction } from "~/routes/api.saved-businesses.$id.set-active";
import { action as createSaved, loader as listSaved } from "~/routes/api.saved-businesses";
import { action as transcribeAction } from "~/routes/api.transcribe-audio";
import { resetEnvForTests } from "~/utils/env.server";
import { startFakeGemini } from "./fake-gemini";
import { BASE, routeArgs, signedInUser } from "./request-helpers";

function json(path: string, body: unknown, cookie?: string, method = "POST") {
  return new Request(`${BASE}${path}`, {
    method,
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(handler: (args: any) => Promise<unknown>, request: Request, params: Record<string, string> = {}) {
  try {
    return (await handler(routeArgs(request, params))) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const strategy = {
  businessName: "Bolos de pote",
  businessCategory: "Alimentação",
  businessLevel: 1,
  analysisContent: "**1. Visão geral**\nTexto.",
  userInput: "doces",
  businessDescription: "Doces em pote",
  investment: "R$ 300 - R$ 1.500",
};

describe("401 when signed out", () => {
  it.each([
    ["analyze-interests", analyzeInterests, json("/api/analyze-interests", { interests: "doces" })],
    ["analyze-business", analyzeBusiness, json("/api/analyze-business", { businessId: "bolos-de-pote" })],
    ["saved-businesses POST", createSaved, json("/api/saved-businesses", strategy)],
    ["generate-insights", insightsAction, json("/api/generate-insights", {})],
  ] as const)("%s", async (_name, handler, request) => {
    const response = await call(handler as any, request);
    expect(response.status).toBe(401);
    expect((await response.json()).message).toMatch(/login/i);
  });

  it("GET routes too", async () => {
    for (const handler of [activeLoader, listSaved, browseLoader]) {
      expect((await call(handler as any, new Request(`${BASE}/api/x`))).status).toBe(401);
    }
  });
});

describe("discovery API", () => {
  it("POST /api/analyze-interests → { suggestions } from the catalogue; bad bodies → 400", async () => {
    const { cookie } = await signedInUser();
    const ok = await call(analyzeInterests, json("/api/analyze-interests", { interests: "Adoro cachorros" }, cookie));
    const body = await ok.json();
    expect(body.engine).toBe("offline");
    expect(body.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(body.suggestions[0]).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      level: expect.any(Number),
      matchReason: expect.any(String),
    });
    for (const bad of [{ interests: "" }, { interests: "x".repeat(2001) }, {}, "{not json"]) {
      const response = await call(analyzeInterests, json("/api/analyze-interests", bad, cookie));
      expect(response.status).toBe(400);
      expect((await response.json()).message).toBeTruthy();
    }
    const huge = await call(analyzeInterests, json("/api/analyze-interests", { interests: "a".repeat(70_000) }, cookie));
    expect(huge.status).toBe(413);
  });

  it("POST /api/analyze-business → { analysis }; unknown id → 404", async () => {
    const { cookie } = await signedInUser();
    const response = await call(
      analyzeBusiness,
      json("/api/analyze-business", { businessId: "bolos-de-pote", userInput: "doces" }, cookie),
    );
    const body = await response.json();
    expect(body.analysis).toContain("Formalização");
    expect(body.economics.investment.fixedItems.length).toBeGreaterThan(0);
    expect(body.economics.scenarios.map((s: { id: string }) => s.id)).toEqual(["pessimista", "provavel", "otimista"]);
    const unknown = await call(analyzeBusiness, json("/api/analyze-business", { businessId: "nada" }, cookie));
    expect(unknown.status).toBe(404);
  });

  it("GET /api/browse-businesses → { businesses } with every catalogue idea", async () => {
    const { cookie } = await signedInUser();
    const response = await call(browseLoader, new Request(`${BASE}/api/browse-businesses`, { headers: { Cookie: cookie } }));
    const { businesses } = await response.json();
    expect(businesses.length).toBeGreaterThanOrEqual(300);
    const bolo = businesses.find((b: { id: string }) => b.id === "bolos-de-pote");
    const likely = bolo.economics.scenarios.find((s: { id: string }) => s.id === "provavel");
    // the card's figures are the model's: likely revenue, and profit from pessimist to optimist
    expect(bolo.revenueLikely).toBe(likely.monthlyRevenue);
    expect(bolo.returnMax).toBe(bolo.economics.scenarios[2].monthlyProfit);
    expect(bolo.investmentMax).toBe(bolo.economics.investment.total);
    expect(bolo.economics.monthlyFixedCosts.items.some((i: { item: string }) => i.item.startsWith("DAS do MEI"))).toBe(true);
    expect(likely.breakEvenUnits).toBeGreaterThan(0);
  });

  it("GET /api/browse-businesses sends the catalogue gzipped once, to a client that accepts it", async () => {
    const { cookie } = await signedInUser();
    const get = (encoding?: string) =>
      call(
        browseLoader,
        new Request(`${BASE}/api/browse-businesses?nivel=1`, {
          headers: { Cookie: cookie, ...(encoding ? { "Accept-Encoding": encoding } : {}) },
        }),
      );
    const plain = await get();
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    const text = await plain.text();
    const zipped = await get("br, gzip, deflate");
    expect(zipped.headers.get("Content-Encoding")).toBe("gzip");
    expect(zipped.headers.get("Vary")).toBe("Accept-Encoding");
    const body = Buffer.from(await zipped.arrayBuffer());
    expect(body.length).toBeLessThan(text.length / 3);
    expect(gunzipSync(body).toString("utf8")).toBe(text);
    // "gzip;q=0" refuses it.
    expect((await get("gzip;q=0, identity")).headers.get("Content-Encoding")).toBeNull();
  });

  it("saved businesses: create with defaults, list, set active, delete; another user's id → 404", async () => {
    const { cookie, user } = await signedInUser();
    const created = await call(createSaved, json("/api/saved-businesses", { businessName: "Doces", analysisContent: "Análise" }, cookie));
    expect(created.status).toBe(201);
    const first = await created.json();
    expect(first).toMatchObject({
      businessCategory: "Geral",
      businessLevel: 1,
      investment: "A definir",
      matchReason: "Negócio selecionado pelo usuário",
    });
    const second = await (await call(createSaved, json("/api/saved-businesses", strategy, cookie))).json();
    const active = await (await call(activeLoader, new Request(`${BASE}/api/active-business`, { headers: { Cookie: cookie } }))).json();
    expect(active).toEqual({ id: second.id, businessName: "Bolos de pote" });

    const missing = await call(createSaved, json("/api/saved-businesses", { businessName: "Sem análise" }, cookie));
    expect(missing.status).toBe(400);

    const stranger = await signedInUser();
    expect(
      (await call(setActiveAction, json(`/api/saved-businesses/${first.id}/set-active`, undefined, stranger.cookie), { id: first.id }))
        .status,
    ).toBe(404);
    expect(
      (await call(deleteAction, json(`/api/saved-businesses/${first.id}`, undefined, stranger.cookie, "DELETE"), { id: first.id })).status,
    ).toBe(404);
    expect(await getDb().select().from(savedBusinesses).where(eq(savedBusinesses.userId, user.id)).all()).toHaveLength(2);

    const activated = await call(setActiveAction, json(`/api/saved-businesses/${first.id}/set-active`, undefined, cookie), {
      id: first.id,
    });
    expect(await activated.json()).toEqual({ id: first.id, businessName: "Doces" });
    const removed = await call(deleteAction, json(`/api/saved-businesses/${first.id}`, undefined, cookie, "DELETE"), { id: first.id });
    expect(await removed.json()).toEqual({ success: true, journeyReset: true });
    const list = await (await call(listSaved, new Request(`${BASE}/api/saved-businesses`, { headers: { Cookie: cookie } }))).json();
    expect(list.map((s: any) => s.id)).toEqual([second.id]);
  });

  it("POST /api/generate-insights needs an active strategy and answers { insights }", async () => {
    const { cookie } = await signedInUser();
    expect((await call(insightsAction, json("/api/generate-insights", {}, cookie))).status).toBe(404);
    await call(createSaved, json("/api/saved-businesses", strategy, cookie));
    const body = await (await call(insightsAction, json("/api/generate-insights", {}, cookie))).json();
    expect(body.insights.length).toBeGreaterThan(0);
    expect(body.insights[0]).toEqual({ title: expect.any(String), content: expect.any(String) });
  });
});

describe("POST /api/transcribe-audio", () => {
  let fake: Awaited<ReturnType<typeof startFakeGemini>>;
  beforeAll(async () => {
    fake = await startFakeGemini({ text: "Gosto de costurar e de moda." });
  });
  afterAll(() => fake.close());
  afterEach(() => {
    delete process.env.GEMINI_API_KEY;
    delete process.env.GEMINI_BASE_URL;
    resetEnvForTests();
    resetEngineForTests();
  });

  // The multipart body is encoded up front: a Request whose body streams from a FormData makes
  // Node 24's undici reject (unhandled) when the route cancels the stream at its size limit.
  const upload = async (bytes: Uint8Array, cookie: string, type = "audio/wav") => {
    const form = new FormData();
    form.append("audio", new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), "ditado.wav");
    const encoded = new Response(form);
    const headers = { Cookie: cookie, "Content-Type": encoded.headers.get("Content-Type") ?? "" };
    return new Request(`${BASE}/api/transcribe-audio`, { method: "POST", headers, body: await encoded.arrayBuffer() });
  };

  it("answers 503 with a clear message when no AI key is configured", async () => {
    const { cookie } = await signedInUser();
    const response = await call(transcribeAction, await upload(encodeWav(new Float32Array(800), 8000), cookie));
    expect(response.status).toBe(503);
    expect((await response.json()).message).toMatch(/ditado por voz não está disponível/);
  });

  it("with Gemini: transcribes a WAV, refuses other files (400), long audio and big files (413)", async () => {
    process.env.GEMINI_API_KEY = "k";
    process.env.GEMINI_BASE_URL = fake.url;
    resetEnvForTests();
    resetEngineForTests();
    const { cookie } = await signedInUser();
    const ok = await call(transcribeAction, await upload(encodeWav(new Float32Array(8000), 8000), cookie));
    expect(await ok.json()).toEqual({ transcript: "Gosto de costurar e de moda." });
    const notWav = await call(transcribeAction, await upload(new TextEncoder().encode("ID3".padEnd(100, "x")), cookie, "audio/mpeg"));
    expect(notWav.status).toBe(400);
    const long = await call(transcribeAction, await upload(encodeWav(new Float32Array(8000 * 121), 8000), cookie));
    expect(long.status).toBe(413);
    const big = await call(transcribeAction, await upload(new Uint8Array(10 * 1024 * 1024 + 200_000), cookie));
    expect(big.status).toBe(413);
  });
});
