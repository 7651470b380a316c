import { beforeAll, describe, expect, it } from "vitest";
import {
  hashPassword,
  hashPasswordSync,
  parsePasswordHash,
  passwordProblem,
  SCRYPT_PARAMS,
  useScryptParamsForTests,
  verifyPassword,
  verifyPasswordSync,
} from "./password.js";

// tests/setup-env.ts lowers the cost for other suites; this one checks the real parameters.
beforeAll(() => useScryptParamsForTests(null));

describe("admin password hashing (scrypt)", () => {
  it("hashes with a random salt and the memory-hard parameters in the stored string", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).not.toBe(b);
    expect(a).toMatch(/^scrypt\$65536\$8\$2\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toContain("correct horse");
    expect(parsePasswordHash(a)?.params).toEqual(SCRYPT_PARAMS);
    // 128 * N * r bytes of memory: 64 MiB per hash.
    expect(128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r).toBe(64 * 1024 * 1024);
  });

  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("correct horse battery");
    expect(await verifyPassword("correct horse battery", stored)).toBe(true);
    expect(await verifyPassword("correct horse batterY", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("sync and async variants share one format", async () => {
    const fromSync = hashPasswordSync("senha-compartilhada");
    expect(await verifyPassword("senha-compartilhada", fromSync)).toBe(true);
    expect(verifyPasswordSync("senha-compartilhada", await hashPassword("senha-compartilhada"))).toBe(true);
  });

  it("keeps verifying hashes made with other (stored) parameters", async () => {
    const stored = hashPasswordSync("parametros antigos");
    const parsed = parsePasswordHash(stored)!;
    const crypto = await import("node:crypto");
    const key = crypto.scryptSync("parametros antigos", parsed.salt, 32, { N: 16384, r: 8, p: 1 });
    const older = `scrypt$16384$8$1$${parsed.salt.toString("base64")}$${key.toString("base64")}`;
    expect(await verifyPassword("parametros antigos", older)).toBe(true);
  });

  it("refuses malformed or absurd stored hashes without throwing", async () => {
    for (const bad of ["", "plain", "scrypt$1$2$3$x$y", "bcrypt$a$b$c$d$e", `scrypt$${2 ** 30}$8$1$c2FsdHNhbHQ=$${"A".repeat(44)}`]) {
      expect(await verifyPassword("qualquer senha", bad)).toBe(false);
    }
  });

  it("requires at least 12 characters", () => {
    expect(passwordProblem("onze-chars!")).toMatch(/12 caracteres/);
    expect(passwordProblem("doze-chars!!")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toMatch(/256/);
    expect(passwordProblem(undefined)).toMatch(/12/);
  });
});
