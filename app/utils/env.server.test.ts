import { describe, expect, it } from "vitest";
import { EnvError, isDemoLoginEnabled, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("gives every default with nothing configured (demo mode, port 3000, data/app.db)", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_PATH).toBe("data/app.db");
    expect(env.NODE_ENV).toBe("development");
    expect(isDemoLoginEnabled(env)).toBe(true);
  });

  it("names the variable when a value is wrong", () => {
    expect(() => parseEnv({ PORT: "abc" })).toThrowError(/PORT/);
    expect(() => parseEnv({ PORT: "70000" })).toThrowError(EnvError);
    expect(() => parseEnv({ PUBLIC_URL: "not a url" })).toThrowError(/PUBLIC_URL: .*URL completa/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrowError(/SESSION_SECRET: .*32 caracteres/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "0" })).toThrowError(/WEB_CONCURRENCY: .*1 a 64/);
    expect(() => parseEnv({ WEB_CONCURRENCY: "dois" })).toThrowError(/WEB_CONCURRENCY/);
    expect(parseEnv({ WEB_CONCURRENCY: "2" }).WEB_CONCURRENCY).toBe(2);
    expect(parseEnv({ WEB_CONCURRENCY: "" }).WEB_CONCURRENCY).toBeUndefined();
  });

  it("requires Google id and secret together", () => {
    expect(() => parseEnv({ GOOGLE_CLIENT_ID: "id" })).toThrowError(/GOOGLE_CLIENT_SECRET/);
    expect(() => parseEnv({ GOOGLE_CLIENT_SECRET: "secret" })).toThrowError(/GOOGLE_CLIENT_ID/);
    const env = parseEnv({ GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" });
    expect(isDemoLoginEnabled(env)).toBe(false);
  });

  it("takes ADMIN_EMAIL and ADMIN_PASSWORD together, with a password of at least 12 characters", () => {
    expect(() => parseEnv({ ADMIN_EMAIL: "adm@example.com" })).toThrowError(/ADMIN_PASSWORD: .*juntos/);
    expect(() => parseEnv({ ADMIN_PASSWORD: "senha-bem-longa" })).toThrowError(/ADMIN_EMAIL: .*juntos/);
    expect(() => parseEnv({ ADMIN_EMAIL: "adm@example.com", ADMIN_PASSWORD: "curta" })).toThrowError(/ADMIN_PASSWORD: .*12/);
    expect(() => parseEnv({ ADMIN_EMAIL: "nao-e-email", ADMIN_PASSWORD: "senha-bem-longa" })).toThrowError(/ADMIN_EMAIL/);
    const env = parseEnv({ ADMIN_EMAIL: "adm@example.com", ADMIN_PASSWORD: "senha-bem-longa" });
    expect(env.ADMIN_PASSWORD).toBe("senha-bem-longa");
    expect(parseEnv({ ADMIN_EMAIL: "", ADMIN_PASSWORD: "" }).ADMIN_EMAIL).toBeUndefined();
  });

  it("refuses production without Google unless demo login is explicitly allowed", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/GOOGLE_CLIENT_ID: .*ALLOW_DEMO_LOGIN=true/);
    expect(parseEnv({ NODE_ENV: "production", ALLOW_DEMO_LOGIN: "true" }).ALLOW_DEMO_LOGIN).toBe("yes");
    expect(parseEnv({ NODE_ENV: "production", ALLOW_DEMO_LOGIN: "auto" }).ALLOW_DEMO_LOGIN).toBe("auto");
    expect(() => parseEnv({ NODE_ENV: "production", ALLOW_DEMO_LOGIN: "sim" })).toThrowError(/ALLOW_DEMO_LOGIN/);
  });

  it("requires SESSION_SECRET in production with Google, and refuses the test OAuth issuer there", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    expect(() => parseEnv({ NODE_ENV: "production", ...google })).toThrowError(/SESSION_SECRET: .*obrigatório/);
    expect(() =>
      parseEnv({
        NODE_ENV: "production",
        ...google,
        SESSION_SECRET: "x".repeat(40),
        GOOGLE_OAUTH_TEST_ISSUER: "http://127.0.0.1:9999",
      }),
    ).toThrowError(/GOOGLE_OAUTH_TEST_ISSUER/);
  });
});
