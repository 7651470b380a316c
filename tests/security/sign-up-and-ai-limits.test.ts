// @db-engines: sqlite libsql
import { sqlGet } from "../sql";
// Finding 6 (unbounded writes without credentials, the AI quota bypassed by new accounts): new
// accounts per address, and AI calls per person, per address and for everyone per day, all with
// pt-BR answers (429 + Retry-After for the AI) and nothing written when refused.
import { afterEach, describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { AI_LIMIT_MESSAGES } from "~/models/ai-usage.server";
import { forgetKnownRefusalsForTests } from "~/models/rate-limit.server";
import { resetEnvForTests } from "~/utils/env.server";
import { getToast } from "~/utils/toast.server";
import { changedTables, digest, outcomeOf, request, routeModule, signedInUser } from "./fixtures";
import { SIGNUPS_PER_IP_PER_HOUR_DEFAULT } from "./limits-fixtures";

afterEach(() => {
  for (const name of ["AI_DAILY_QUOTA", "AI_DAILY_QUOTA_PER_IP", "AI_DAILY_BUDGET"]) delete process.env[name];
  resetEnvForTests();
  // A limit changed between tests is a restart in real life: forget the refusals remembered.
  forgetKnownRefusalsForTests();
});

const withIp = (req: Request, ip: string) => ({ request: req, params: {}, context: { ip } }) as never;

describe("sign-ups per address", () => {
  it(`demo: ${SIGNUPS_PER_IP_PER_HOUR_DEFAULT} new accounts an hour from one address, then a pt-BR refusal that creates nothing`, async () => {
    const demo = await routeModule("auth.demo.tsx");
    const signUp = (ip: string) =>
      outcomeOf(() =>
        demo.action!(withIp(request("/auth/demo", { form: { name: "Robô", email: `robo-${crypto.randomUUID()}@example.com` } }), ip)),
      );
    for (let i = 0; i < SIGNUPS_PER_IP_PER_HOUR_DEFAULT; i++) expect((await signUp("203.0.113.50")).status).toBe(302);
    const before = await digest();
    const refused = await signUp("203.0.113.50");
    expect(refused.status).toBe(303);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith("en_session="))).toBe(false);
    const cookie = refused.headers
      .getSetCookie()
      .find((c) => c.startsWith("en_toast="))!
      .split(";")[0]!;
    const { toast } = await getToast(new Request("http://localhost/", { headers: { Cookie: cookie } }));
    expect(toast?.description).toMatch(
      /^Muitas contas novas criadas a partir desta conexão\. Por segurança, tente novamente em \d+ minutos?\.$/,
    );
    expect(changedTables(before, await digest()).filter((t) => t !== "rate_limits")).toEqual([]);
    // Another address is not affected.
    expect((await signUp("198.51.100.50")).status).toBe(302);
  });
});

describe("AI calls", () => {
  const chat = async (cookie: string, ip: string) => {
    const api = await routeModule("api.ai-chat-smart.ts");
    return outcomeOf(() =>
      api.action!(
        withIp(
          request("/api/ai-chat-smart", {
            cookie,
            json: { message: "Como abro um MEI?", sessionId: `s${crypto.randomUUID().slice(0, 8)}` },
          }),
          ip,
        ),
      ),
    );
  };

  it("per address: new accounts do not get around the quota (429, pt-BR, Retry-After)", async () => {
    process.env.AI_DAILY_QUOTA_PER_IP = "3";
    resetEnvForTests();
    for (let i = 0; i < 3; i++) expect((await chat((await signedInUser()).cookie, "203.0.113.60")).status).toBe(200);
    const before = await digest();
    const refused = await chat((await signedInUser()).cookie, "203.0.113.60");
    expect(refused.status).toBe(429);
    expect((refused.body as { message: string }).message).toBe(AI_LIMIT_MESSAGES.ip);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(24 * 3600);
    expect(changedTables(before, await digest()).filter((t) => t !== "rate_limits" && t !== "users" && t !== "sessions")).toEqual([]);
    expect((await chat((await signedInUser()).cookie, "198.51.100.60")).status).toBe(200);
  });

  it("the daily budget for everyone (AI_DAILY_BUDGET)", async () => {
    // Earlier tests of this file have used some of today's budget already.
    const used = ((await sqlGet("SELECT coalesce(sum(hits), 0) AS n FROM rate_limits WHERE bucket LIKE 'ai:budget:%'")) as { n: number }).n;
    process.env.AI_DAILY_BUDGET = String(used + 2);
    resetEnvForTests();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await chat((await signedInUser()).cookie, `192.0.2.${i + 70}`)).status);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await chat((await signedInUser()).cookie, "192.0.2.99");
    expect((refused.body as { message: string }).message).toBe(AI_LIMIT_MESSAGES.budget);
  });

  it("per person, claimed before the call: a burst of parallel calls cannot exceed AI_DAILY_QUOTA", async () => {
    process.env.AI_DAILY_QUOTA = "3";
    resetEnvForTests();
    const { cookie } = await signedInUser();
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => chat(cookie, "203.0.113.61")));
    expect(outcomes.filter((o) => o.status === 200)).toHaveLength(3);
    expect(
      outcomes.filter((o) => o.status === 429).every((o) => (o.body as { message: string }).message === AI_LIMIT_MESSAGES.person),
    ).toBe(true);
  });
});
