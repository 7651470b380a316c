// The limits of issue 15 hold across processes: a production server with two worker processes
// (WEB_CONCURRENCY=2) gets real parallel requests, and the answers are counted. Client addresses
// are told apart through X-Forwarded-For (TRUST_PROXY=true), as behind a reverse proxy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { childPids, freePort, request as send, startServer } from "../../scripts/lib/server-harness.mjs";

const ADMIN_EMAIL = "admin-paralelo@example.com";
const ADMIN_PASSWORD = "senha-do-admin-paralelo";
const SIGNUPS_PER_IP = 10;
const AI_BUDGET = 7;

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

test("limits, cache policy, redirects, Host and methods hold on two processes under parallel requests", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "security-parallel-"));
  const port = await freePort();
  const server = await startServer({
    dbPath: path.join(dir, "app.db"),
    logPath: path.join(dir, "server.log"),
    port,
    env: {
      NODE_ENV: "test",
      WEB_CONCURRENCY: "2",
      TRUST_PROXY: "true",
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SIGNUPS_PER_IP_PER_HOUR: String(SIGNUPS_PER_IP),
      AI_DAILY_BUDGET: String(AI_BUDGET),
    },
  });
  const { base } = server;
  const call = (init: { path: string; method?: string; ip?: string; headers?: Record<string, string>; body?: string }): Promise<Answer> =>
    send({
      base,
      path: init.path,
      method: init.method ?? "GET",
      body: init.body,
      agent: undefined,
      headers: { Origin: base, ...(init.ip ? { "X-Forwarded-For": init.ip } : {}), ...(init.headers ?? {}) },
    }) as Promise<Answer>;
  const form = (fields: Record<string, string>) => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const json = (body: unknown) => ({ headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  const cookieOf = (answer: Answer, name: string) =>
    [answer.headers["set-cookie"] ?? []]
      .flat()
      .find((c) => c.startsWith(`${name}=`))
      ?.split(";")[0];
  try {
    expect(childPids(server.pid!)).toHaveLength(2);

    // Findings 2 and 3: 39 wrong passwords and the right one at once, from one address.
    const passwords = [...Array.from({ length: 39 }, (_, i) => `senha-errada-${i}-xx`), ADMIN_PASSWORD];
    const burst = await Promise.all(
      passwords.map((password) =>
        call({ path: "/api/admin/login", method: "POST", ip: "203.0.113.1", ...json({ email: ADMIN_EMAIL, password }) }),
      ),
    );
    // 401/200 went through the password check; 429 (limit) and 503 (hash slots busy) did not.
    const statuses = burst.map((a) => a.status);
    expect(statuses.filter((s) => s === 401 || s === 200).length, statuses.join(",")).toBeLessThanOrEqual(5);
    expect(
      statuses.every((s) => [200, 401, 429, 503].includes(s)),
      statuses.join(","),
    ).toBe(true);
    expect(burst.filter((a) => a.status === 429 || a.status === 503).every((a) => Number(a.headers["retry-after"]) > 0)).toBe(true);
    // Wrong passwords one at a time from another address until it is locked for that e-mail: at
    // most five password checks. (A fresh address: in the burst above the right password may have
    // succeeded and cleared that address's count, while the other process still remembers its
    // refusal, so a lockout there is not deterministic.)
    let checked = 0;
    for (let i = 0; i < 10; i++) {
      const answer = await call({
        path: "/api/admin/login",
        method: "POST",
        ip: "203.0.113.7",
        ...json({ email: ADMIN_EMAIL, password: `errada-${i}-xxxx` }),
      });
      if (answer.status === 429) break;
      if (answer.status === 401) checked += 1;
    }
    expect(checked).toBeLessThanOrEqual(5);
    // …then locked out from there, for that e-mail (any case) — but the admin signs in from elsewhere.
    const lockedHere = await call({
      path: "/api/admin/login",
      method: "POST",
      ip: "203.0.113.7",
      ...json({ email: ADMIN_EMAIL.toUpperCase(), password: ADMIN_PASSWORD }),
    });
    expect(lockedHere.status).toBe(429);
    const elsewhere = await call({
      path: "/api/admin/login",
      method: "POST",
      ip: "198.51.100.2",
      ...json({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    expect(elsewhere.status).toBe(200);
    const adminToken = (JSON.parse(elsewhere.body) as { token: string }).token;

    // Finding 6: 30 demo sign-ups at once from one address → exactly SIGNUPS_PER_IP accounts.
    const signUps = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call({ path: "/auth/demo", method: "POST", ip: "203.0.113.2", ...form({ name: `Robô ${i}`, email: `robo-${i}@example.com` }) }),
      ),
    );
    expect(signUps.filter((a) => cookieOf(a, "en_session")).length).toBe(SIGNUPS_PER_IP);
    const users = JSON.parse(
      (await call({ path: "/api/admin/users", headers: { Authorization: `Bearer ${adminToken}` } })).body,
    ) as unknown[];
    expect(users).toHaveLength(SIGNUPS_PER_IP);

    // Finding 6: AI calls for everyone per day → exactly AI_BUDGET answered, across both processes.
    const people = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call({
          path: "/auth/demo",
          method: "POST",
          ip: `192.0.2.${i + 1}`,
          ...form({ name: `Pessoa ${i}`, email: `pessoa-${i}@example.com` }),
        }),
      ),
    );
    const sessions = people.map((a) => cookieOf(a, "en_session")!);
    expect(sessions.every(Boolean)).toBe(true);
    const chats = await Promise.all(
      sessions.map((cookie, i) =>
        call({
          path: "/api/ai-chat-smart",
          method: "POST",
          ip: `192.0.2.${i + 1}`,
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify({ message: "Como abro um MEI?", sessionId: `sessao${i}abc` }),
        }),
      ),
    );
    expect(chats.filter((a) => a.status === 200).length).toBe(AI_BUDGET);
    const refused = chats.filter((a) => a.status === 429);
    expect(refused.length).toBe(12 - AI_BUDGET);
    expect(refused.every((a) => Number(a.headers["retry-after"]) > 0 && /limite de uso de hoje/.test(a.body))).toBe(true);

    // Finding 1: a known e-mail from another browser creates nothing and opens nothing.
    const takeover = await call({
      path: "/auth/demo",
      method: "POST",
      ip: "192.0.2.1",
      ...form({ name: "Intrusa", email: "PESSOA-0@example.com" }),
    });
    expect(cookieOf(takeover, "en_session")).toBeUndefined();

    // Finding 5: pages, their .data and APIs of a signed-in person are private, no-store.
    const cookie = sessions[0]!;
    for (const pagePath of ["/dashboard", "/dashboard.data", "/meus-dados", "/consultor", "/api/auth/user"]) {
      const answer = await call({ path: pagePath, headers: { Cookie: cookie } });
      expect([200, 302], pagePath).toContain(answer.status);
      expect(answer.headers["cache-control"], pagePath).toBe("private, no-store");
      expect(String(answer.headers.vary), pagePath).toMatch(/Cookie/);
    }
    const adminPage = await call({ path: "/api/admin/stats", headers: { Authorization: `Bearer ${adminToken}` } });
    expect(adminPage.headers["cache-control"]).toMatch(/no-store/);

    // Finding 4: the redirect target that normalises to //evil.example stays on our site.
    const login = await call({ path: "/login?redirectTo=%2F.%2F%2Fevil.example", headers: { Cookie: cookie } });
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe("/dashboard");
    const popup = await call({ path: "/auth/popup-complete?redirectTo=/..//evil.example" });
    expect(popup.body).not.toContain("evil.example");

    // Finding 7: an arbitrary Host is never reflected.
    for (const file of ["/sitemap.xml", "/robots.txt", "/sobre-nos"]) {
      const answer = await call({ path: file, headers: { Host: "evil.example" } });
      expect(answer.status, file).toBe(200);
      expect(answer.body, file).not.toContain("evil.example");
    }

    // Finding 8: TRACE and GET on a POST-only API are 405 with Allow; OPTIONS runs no loader.
    const trace = await call({ path: "/dashboard", method: "TRACE" });
    expect([trace.status, Boolean(trace.headers.allow)]).toEqual([405, true]);
    const getPostOnly = await call({ path: "/api/ai-chat-smart", headers: { Cookie: cookie } });
    expect([getPostOnly.status, getPostOnly.headers.allow]).toEqual([405, "POST"]);
    const options = await call({ path: "/dashboard", method: "OPTIONS", headers: { Cookie: cookie } });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toContain("GET");
  } finally {
    server.child.kill("SIGTERM");
    await server.exited;
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 120_000);
