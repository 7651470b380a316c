// @db-engines: sqlite libsql
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { aiUsageEvents, chatMessages, journeyProgress, userProfiles } from "#db/schema";
import { saveStrategy } from "~/models/saved-business.server";
import { savePlan } from "~/models/business-plan.server";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { resetEngineForTests } from "~/modules/ai/engine.server";
import { action as chatApi } from "~/routes/api.ai-chat-smart";
import { action as consultorAction, loader as consultorLoader } from "~/routes/_app.consultor";
import { resetEnvForTests } from "~/utils/env.server";
import { startFakeGemini, type FakeGemini } from "./fake-gemini";
import { BASE, formRequest, routeArgs, signedInUser } from "./request-helpers";

let gemini: FakeGemini;

beforeAll(async () => {
  gemini = await startFakeGemini();
});

afterAll(async () => {
  await gemini.close();
});

function useGemini() {
  process.env.GEMINI_API_KEY = "test-key";
  process.env.GEMINI_BASE_URL = gemini.url;
  process.env.GEMINI_TIMEOUT_MS = "3000";
  resetEnvForTests();
  resetEngineForTests();
}

afterEach(() => {
  delete process.env.GEMINI_API_KEY;
  delete process.env.GEMINI_BASE_URL;
  delete process.env.GEMINI_TIMEOUT_MS;
  delete process.env.AI_DAILY_QUOTA;
  resetEnvForTests();
  resetEngineForTests();
  gemini.reset();
});

function chatRequest(body: unknown, cookie?: string) {
  return new Request(`${BASE}/api/ai-chat-smart`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function call(body: unknown, cookie?: string): Promise<Response> {
  try {
    return (await chatApi(routeArgs(chatRequest(body, cookie)) as never)) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

async function personWithContext() {
  const signed = await signedInUser(undefined, "Ana Lima");
  const db = getDb();
  await db
    .insert(userProfiles)
    .values({
      userId: signed.user.id,
      name: "Ana Lima",
      phone: "11 99999-0000",
      hasCnpj: false,
      hasBusinessExperience: false,
      profileCompleted: true,
    })
    .run();
  await saveStrategy(signed.user.id, {
    businessName: "Doces para festas",
    businessCategory: "Alimentação",
    businessLevel: 1,
    analysisContent: "Análise.",
  });
  await db
    .insert(journeyProgress)
    .values([
      { userId: signed.user.id, step: "business_idea", completed: true },
      { userId: signed.user.id, step: "profile_completed", completed: true },
    ])
    .run();
  return signed;
}

describe("POST /api/ai-chat-smart with Gemini (fake server)", () => {
  it("sends the person's profile, strategy, progress and the session's last messages; stores both messages", async () => {
    useGemini();
    const { user, cookie } = await personWithContext();
    gemini.enqueue({ text: "1. Separe as contas.\n2. Pague o DAS até o dia 20." }, { text: "Segunda resposta." });

    const first = await call({ message: "Como organizo as finanças?", sessionId: "sessao01" }, cookie);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ response: "1. Separe as contas.\n2. Pague o DAS até o dia 20.", engine: "gemini" });

    const body = gemini.lastBody();
    expect(gemini.requests.at(-1)?.model).toBe("gemini-2.5-flash");
    expect(gemini.requests.at(-1)?.headers["x-goog-api-key"]).toBe("test-key");
    const system = JSON.stringify(body.systemInstruction);
    expect(system).toContain("Ana Lima");
    expect(system).toContain("Doces para festas");
    expect(system).toContain("business_idea, profile_completed");
    expect(system).toContain("Progresso na jornada: 10%");
    expect(system).toContain("contador");
    expect(system).toContain("português do Brasil");
    expect(body.contents).toEqual([{ role: "user", parts: [{ text: "Como organizo as finanças?" }] }]);

    await call({ message: "E o preço?", sessionId: "sessao01" }, cookie);
    expect(gemini.lastBody().contents).toEqual([
      { role: "user", parts: [{ text: "Como organizo as finanças?" }] },
      { role: "model", parts: [{ text: "1. Separe as contas.\n2. Pague o DAS até o dia 20." }] },
      { role: "user", parts: [{ text: "E o preço?" }] },
    ]);

    // Another session starts without history.
    await call({ message: "Olá", sessionId: "outra0001" }, cookie);
    expect(gemini.lastBody().contents).toHaveLength(1);

    const stored = await getDb().select().from(chatMessages).where(eq(chatMessages.userId, user.id)).orderBy(chatMessages.id).all();
    expect(stored.map((m) => [m.sessionId, m.role, m.content])).toEqual([
      ["sessao01", "user", "Como organizo as finanças?"],
      ["sessao01", "assistant", "1. Separe as contas.\n2. Pague o DAS até o dia 20."],
      ["sessao01", "user", "E o preço?"],
      ["sessao01", "assistant", "Segunda resposta."],
      ["outra0001", "user", "Olá"],
      ["outra0001", "assistant", "Resposta do Gemini falso."],
    ]);
    const usage = await getDb().select().from(aiUsageEvents).where(eq(aiUsageEvents.userId, user.id)).all();
    expect(usage.map((u) => [u.kind, u.engine])).toEqual([
      ["chat", "gemini"],
      ["chat", "gemini"],
      ["chat", "gemini"],
    ]);
  });

  it("when Gemini fails, the offline consultant answers and says so", async () => {
    useGemini();
    const { cookie } = await signedInUser();
    gemini.enqueue({ status: 500 }, { status: 503 });
    const response = await call({ message: "Quanto custa o DAS do MEI?", sessionId: "falha001" }, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.engine).toBe("offline");
    expect(body.response).toContain("Consultor offline");
    expect(body.response).toContain("/centro-aprendizado?item=mei-das-limite-e-declaracao");
    expect(gemini.requests).toHaveLength(2); // one retry, then the fallback
  });
});

describe("chat validation and quota", () => {
  it("refuses empty, whitespace-only and too long messages, bad session ids and signed-out calls", async () => {
    const { cookie } = await signedInUser();
    expect((await call({ message: "   ", sessionId: "abc12345" }, cookie)).status).toBe(400);
    const long = await call({ message: "a".repeat(2001), sessionId: "abc12345" }, cookie);
    expect(long.status).toBe(400);
    expect((await long.json()).message).toBe("A mensagem pode ter no máximo 2.000 caracteres.");
    expect((await call({ message: "a".repeat(2000), sessionId: "abc12345" }, cookie)).status).toBe(200);
    expect((await call({ message: "oi", sessionId: "../x" }, cookie)).status).toBe(400);
    expect((await call({ message: "oi", sessionId: "abc12345" })).status).toBe(401);
  });

  it("answers 429 with a pt-BR message when the daily quota is used", async () => {
    process.env.AI_DAILY_QUOTA = "2";
    resetEnvForTests();
    const { cookie } = await signedInUser();
    expect((await call({ message: "oi", sessionId: "quota001" }, cookie)).status).toBe(200);
    expect((await call({ message: "oi", sessionId: "quota001" }, cookie)).status).toBe(200);
    const refused = await call({ message: "oi", sessionId: "quota001" }, cookie);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/limite diário/);
  });
});

describe("/consultor (no JavaScript)", () => {
  it("starts a session, posts a message and shows both messages", async () => {
    const { cookie } = await signedInUser(undefined, "Bruno Reis");
    let redirect: Response | undefined;
    try {
      await consultorLoader(routeArgs(new Request(`${BASE}/consultor`, { headers: { Cookie: cookie } })) as never);
    } catch (error) {
      redirect = error as Response;
    }
    const location = redirect?.headers.get("Location") ?? "";
    expect(location).toMatch(/^\/consultor\?sessao=[a-z0-9]{8}$/);
    const sessionId = location.split("=")[1]!;

    const posted = (await consultorAction(
      routeArgs(formRequest("/consultor", { message: "A plataforma é gratuita?", sessionId }, cookie)) as never,
    )) as Response;
    expect(posted.status).toBe(303);
    expect(posted.headers.get("Location")).toBe(`/consultor?sessao=${sessionId}#fim`);

    const page = (await consultorLoader(routeArgs(new Request(`${BASE}${location}`, { headers: { Cookie: cookie } })) as never)) as {
      messages: Array<{ role: string; content: string }>;
      firstName: string;
    };
    expect(page.firstName).toBe("Bruno");
    expect(page.messages.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(page.messages[1]!.content).toContain("100% gratuita");
  });

  it("keeps the message and explains when it cannot be sent", async () => {
    const { cookie } = await signedInUser();
    const result = await consultorAction(routeArgs(formRequest("/consultor", { message: " ", sessionId: "abc12345" }, cookie)) as never);
    expect((result as { init: ResponseInit | null }).init?.status).toBe(400);
  });
});

describe("the consultant knows the person's business plan (issue 17)", () => {
  async function personWithPlan() {
    const signed = await signedInUser(undefined, "Ana Lima");
    const strategy = await saveStrategy(signed.user.id, {
      businessName: "Doces para festas",
      businessCategory: "Alimentação",
      analysisContent: "Análise.",
    });
    const plan = defaultPlanFrom(null, { title: "Doces para festas", description: "Doces por encomenda." }, null);
    plan.financeiro = {
      ...plan.financeiro,
      unit: "cento",
      unitPlural: "centos",
      products: [{ name: "Cento de doces", unitsPerMonth: 30, priceCents: 120_00, unitCostCents: 40_00 }],
      fixedCosts: [{ item: "Gás e embalagens", valueCents: 800_00 }],
    };
    await savePlan(signed.user.id, strategy.id, 0, plan, "financeiro");
    return signed;
  }

  it("'quanto preciso vender por mês?' gets the person's own break-even, offline and in Gemini's instructions", async () => {
    const { cookie } = await personWithPlan();
    const offline = await call({ message: "Quanto preciso vender por mês?", sessionId: "plano01" }, cookie);
    const answer = (await offline.json()) as { response: string; engine: string };
    expect(answer.engine).toBe("offline");
    // 800 ÷ (80/120) = R$ 1.200 a month, 10 centos.
    expect(answer.response).toContain("pelo menos R$\u00a01.200 por mês");
    expect(answer.response).toContain("10 centos");

    useGemini();
    gemini.enqueue({ text: "Venda pelo menos R$ 1.200 por mês." });
    await call({ message: "Quanto preciso vender por mês?", sessionId: "plano02" }, cookie);
    const system = JSON.stringify(gemini.lastBody().systemInstruction);
    expect(system).toContain("ponto de equilíbrio R$\u00a01.200 por mês (10 centos)");
  });
});
