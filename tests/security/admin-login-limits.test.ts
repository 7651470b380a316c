// @db-engines: sqlite libsql
import { sqlAll, sqlGet } from "../sql";
// Findings 2 and 3 (denial of service without credentials; the admin lockout raced or turned
// against the admin): every limit is claimed in the database before any hashing, per address and
// e-mail; a burst cannot slip past the count; the real admin still signs in from elsewhere.
import { describe, expect, it } from "vitest";
import { getSqlite } from "#db/client.server";
import { action as apiLogin } from "~/routes/api.admin.login";
import { ADMIN_LOGIN_ATTEMPTS_PER_IP_DEFAULT } from "./limits-fixtures";
import { hashSlotUsage, withHashSlot } from "~/utils/hash-slots.server";
import { ADMIN_PASSWORD, createAdmin, jsonRequest } from "../admin-helpers";

async function login(email: string, password: string, ip: string) {
  const response = (await apiLogin({
    request: jsonRequest("/api/admin/login", { email, password }),
    params: {},
    context: { ip },
  } as never)) as Response;
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    body: (await response.json()) as { message?: string; token?: string },
  };
}

const hashedAttempts = async (email: string) =>
  (
    (await sqlGet(
      "SELECT count(*) AS n FROM security_log WHERE email = ? AND reason IN ('invalid_credentials') OR (email = ? AND success = 1)",
      email,
      email,
    )) as { n: number }
  ).n;

describe("admin lockout per (address, e-mail)", () => {
  it("five wrong passwords lock that address for that e-mail (any case or padding), not the admin elsewhere", async () => {
    const { email } = await createAdmin();
    const variants = [email, email.toUpperCase(), `  ${email}  `, email, email];
    for (const variant of variants) expect((await login(variant, "senha-errada-xxxx", "203.0.113.7")).status).toBe(401);
    const locked = await login(email, ADMIN_PASSWORD, "203.0.113.7");
    expect(locked.status).toBe(429);
    expect(Number(locked.retryAfter)).toBeGreaterThan(0);
    expect(locked.body.message).toMatch(/^Muitas tentativas de login com este e-mail/);
    // The real admin, from another address, is not locked out.
    const elsewhere = await login(email, ADMIN_PASSWORD, "198.51.100.20");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.body.token).toBeTruthy();
  });

  it("a burst of 39 wrong passwords and the right one: at most five reach the password check", async () => {
    const { email } = await createAdmin();
    const passwords = [...Array.from({ length: 39 }, (_, i) => `senha-errada-${i}-xx`), ADMIN_PASSWORD];
    const outcomes = await Promise.all(passwords.map((password) => login(email, password, "203.0.113.8")));
    const checked = outcomes.filter((o) => o.status !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(outcomes.filter((o) => o.status === 429).length).toBeGreaterThanOrEqual(35);
    expect(await hashedAttempts(email)).toBeLessThanOrEqual(5);
  });

  it("one address trying many e-mails is refused before hashing once over its limit", async () => {
    const ip = "203.0.113.9";
    const statuses: number[] = [];
    for (let i = 0; i < ADMIN_LOGIN_ATTEMPTS_PER_IP_DEFAULT + 5; i++)
      statuses.push((await login(`alvo-${i}-${crypto.randomUUID()}@example.com`, "qualquer-senha-xx", ip)).status);
    expect(statuses.slice(0, ADMIN_LOGIN_ATTEMPTS_PER_IP_DEFAULT).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(ADMIN_LOGIN_ATTEMPTS_PER_IP_DEFAULT)).toEqual([429, 429, 429, 429, 429]);
    const refused = (await sqlGet("SELECT count(*) AS n FROM security_log WHERE ip = ? AND reason = 'rate_limited'", ip)) as { n: number };
    expect(refused.n).toBeGreaterThan(0);
  });

  it("a success clears the address's count for that e-mail", async () => {
    const { email } = await createAdmin();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) expect((await login(email, "senha-errada-xxxx", "203.0.113.10")).status).toBe(401);
      expect((await login(email, ADMIN_PASSWORD, "203.0.113.10")).status).toBe(200);
    }
  });
});

describe("password hashes per process", () => {
  it("run one at a time; a crowd beyond the few waiting gets 503 with Retry-After, without hashing", async () => {
    // Distinct addresses and e-mails: no database limit applies, only the process's hash slots.
    // A slow hash holds the slot while the crowd arrives (the test's hashes are cheap, and on a
    // libSQL server each sign-in's database round trips spread the arrivals out).
    const slowHash = withHashSlot(() => new Promise((resolve) => setTimeout(resolve, 500)));
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        login(`multidao-${i}-${crypto.randomUUID()}@example.com`, "qualquer-senha-xx", `192.0.2.${i + 1}`),
      ),
    );
    await slowHash;
    const busy = outcomes.filter((o) => o.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.every((o) => Number(o.retryAfter) > 0 && /Tente novamente em alguns segundos/.test(o.body.message ?? ""))).toBe(true);
    expect(outcomes.filter((o) => o.status === 401).length).toBeGreaterThanOrEqual(1);
    expect(outcomes.every((o) => o.status === 401 || o.status === 503)).toBe(true);
  });
  it("a sign-in refused as busy counts against neither the address nor the e-mail", async () => {
    while (hashSlotUsage().running > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const email = `ocupado-${crypto.randomUUID()}@example.com`;
    // A slow hash holds the slot; five sign-ins pass the first check together, three take the
    // waiting places and are checked in turn, two find them taken and are refused without hashing.
    const holder = withHashSlot(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) => login(email, "qualquer-senha-xx", `198.51.100.${i + 1}`)));
    await holder;
    expect(outcomes.map((o) => o.status).sort()).toEqual([401, 401, 401, 503, 503]);
    const counted = await sqlAll<{ bucket: string; hits: number }>(
      "SELECT bucket, hits FROM rate_limits WHERE bucket = ? OR bucket LIKE ?",
      `admin-login:email:${email}`,
      `admin-login:ip+email:198.51.100.% ${email}`,
    );
    const hits = (prefix: string) => counted.filter((row) => row.bucket.startsWith(prefix)).reduce((sum, row) => sum + row.hits, 0);
    expect(hits("admin-login:email:")).toBe(3);
    expect(hits("admin-login:ip+email:")).toBe(3);
  });
});
