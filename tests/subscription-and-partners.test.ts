// @db-engines: sqlite libsql
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "#db/client.server";
import { subscriptions, users } from "#db/schema";
import { saveStrategy } from "~/models/saved-business.server";
import { action as collectApi } from "~/routes/api.collect-platform-data";
import { action as createSubscriptionApi } from "~/routes/api.create-subscription";
import { loader as plansApi } from "~/routes/api.subscription-plans";
import { loader as empresaLoader } from "~/routes/_app.empresa-ai";
import { loader as learningLoader } from "~/routes/_app.centro-aprendizado";
import { loader as loginRequiredLoader } from "~/routes/login-necessario";
import { action as subscribeAction } from "~/routes/_app.subscribe";
import { parseEnv, resetEnvForTests } from "~/utils/env.server";
import { BASE, formRequest, routeArgs, setCookies, signedInUser } from "./request-helpers";

afterEach(() => {
  for (const key of Object.keys(process.env)) if (key.startsWith("PARTNER_")) delete process.env[key];
  resetEnvForTests();
});

function json(path: string, body: unknown, cookie?: string) {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
}

async function settle(promise: Promise<unknown>): Promise<Response> {
  try {
    return (await promise) as Response;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

describe("subscription plans", () => {
  it("GET /api/subscription-plans lists the three seeded plans with prices in cents", async () => {
    const plans = await (await plansApi()).json();
    expect(plans.map((p: { name: string; price: number; interval: string }) => [p.name, p.price, p.interval])).toEqual([
      ["Gratuito", 0, "monthly"],
      ["Profissional", 4990, "monthly"],
      ["Empresarial", 9990, "monthly"],
    ]);
  });

  it("POST /api/create-subscription activates at once and updates the user; an unknown plan is 400", async () => {
    const { user, cookie } = await signedInUser();
    const ok = await settle(
      createSubscriptionApi(routeArgs(json("/api/create-subscription", { planId: "professional" }, cookie)) as never),
    );
    expect(ok.status).toBe(201);
    expect((await ok.json()).planName).toBe("Profissional");
    const row = await getDb().select().from(users).where(eq(users.id, user.id)).get();
    expect([row?.subscriptionPlan, row?.subscriptionStatus]).toEqual(["Profissional", "active"]);

    await settle(createSubscriptionApi(routeArgs(json("/api/create-subscription", { planId: "empresarial" }, cookie)) as never));
    const subs = await getDb().select().from(subscriptions).where(eq(subscriptions.userId, user.id)).all();
    expect(subs.map((s) => [s.planId, s.status]).sort()).toEqual([
      ["empresarial", "active"],
      ["professional", "canceled"],
    ]);

    const unknown = await settle(createSubscriptionApi(routeArgs(json("/api/create-subscription", { planId: "ouro" }, cookie)) as never));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe("Plano não encontrado.");
    const signedOut = await settle(createSubscriptionApi(routeArgs(json("/api/create-subscription", { planId: "basico" })) as never));
    expect(signedOut.status).toBe(401);
  });

  it("the /subscribe form records the choice and comes back to the plans page with the toast", async () => {
    const { cookie } = await signedInUser();
    const response = await settle(subscribeAction(routeArgs(formRequest("/subscribe", { planId: "basico" }, cookie)) as never));
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/subscribe");
    expect(setCookies(response).en_toast).toBeDefined();
    const failed = (await subscribeAction(routeArgs(formRequest("/subscribe", { planId: "nada" }, cookie)) as never)) as unknown as {
      data: { errors: Record<string, string> };
      init: ResponseInit;
    };
    expect(failed.init.status).toBe(400);
    expect(failed.data.errors[""]).toBe("Não foi possível escolher o plano: Plano não encontrado.");
  });
});

describe("partner tools", () => {
  it("POST /api/collect-platform-data returns the platform's data points; an unknown platform is 400", async () => {
    const { user, cookie } = await signedInUser(undefined, "Ana Lima");
    await saveStrategy(user.id, { businessName: "Doces para festas", businessCategory: "Alimentação", analysisContent: "Análise." });
    const response = await settle(collectApi(routeArgs(json("/api/collect-platform-data", { platform: "posta-ai" }, cookie)) as never));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.platform).toBe("posta-ai");
    expect(body.dataPoints).toEqual(
      expect.arrayContaining([
        { label: "E-mail", value: user.email, inAddress: true },
        { label: "Negócio", value: "Doces para festas", inAddress: false },
      ]),
    );
    const unknown = await settle(collectApi(routeArgs(json("/api/collect-platform-data", { platform: "outra" }, cookie)) as never));
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toMatch(/Plataforma desconhecida/);
  });

  it("the partner page builds addresses from configuration, or none when unconfigured", async () => {
    const { user, cookie } = await signedInUser(undefined, "Ana Lima");
    const request = () => new Request(`${BASE}/empresa-ai`, { headers: { Cookie: cookie } });
    const unconfigured = await empresaLoader(routeArgs(request()) as never);
    expect(unconfigured.addresses).toEqual([]);

    process.env.PARTNER_EMPRESA_AI_URL = "https://plan.example/app";
    process.env.PARTNER_EMPRESA_AI_URL_VARIANTS = "https://plan.example/app2, https://alt.example/app";
    process.env.PARTNER_FRAME_TIMEOUT_MS = "5000";
    resetEnvForTests();
    const page = await empresaLoader(routeArgs(request()) as never);
    expect(page.addresses).toHaveLength(3);
    expect(new URL(page.addresses[0]!).searchParams.get("email")).toBe(user.email);
    expect(page.addresses[2]).toMatch(/^https:\/\/alt\.example\/app\?/);
    expect(page.timeoutMs).toBe(5000);
  });

  it("refuses a partner address that is not http(s)", () => {
    expect(() => parseEnv({ PARTNER_POSTA_AI_URL: "javascript:alert(1)" })).toThrow(/PARTNER_POSTA_AI_URL/);
    expect(() => parseEnv({ TEST_PAGE_URLS: "https://a.example, ftp://b.example" })).toThrow(/TEST_PAGE_URLS/);
    expect(parseEnv({ TEST_PAGE_URLS: "https://a.example, https://b.example/x" }).TEST_PAGE_URLS).toEqual([
      "https://a.example",
      "https://b.example/x",
    ]);
  });
});

describe("learning centre signed out", () => {
  it("sends to the 'Login Necessário' notice, which without JavaScript redirects at once with the toast", async () => {
    const redirect = await settle(learningLoader(routeArgs(new Request(`${BASE}/centro-aprendizado?aba=vendas`)) as never));
    expect(redirect.headers.get("Location")).toBe("/login-necessario?redirectTo=%2Fcentro-aprendizado%3Faba%3Dvendas");
    const now = await settle(
      loginRequiredLoader(routeArgs(new Request(`${BASE}/login-necessario?agora=1&redirectTo=%2Fcentro-aprendizado`)) as never),
    );
    expect(now.headers.get("Location")).toBe("/login?redirectTo=%2Fcentro-aprendizado");
    expect(setCookies(now).en_toast).toBeDefined();
    const external = await settle(
      loginRequiredLoader(routeArgs(new Request(`${BASE}/login-necessario?agora=1&redirectTo=https://evil.example`)) as never),
    );
    expect(external.headers.get("Location")).toBe("/login?redirectTo=%2Fcentro-aprendizado");
  });
});
