// @db-engines: sqlite libsql
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { verifyPassword } from "../server/password.js";
import { sqlGet } from "./sql";

const script = path.resolve("scripts/admin-create.mjs");

describe("npm run admin:create", () => {
  it("migrates a new database and creates the admin with a scrypt hash, leaving no temporary folder", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "admin-create-"));
    try {
      // The script's own temporary folder (TMPDIR) is private to this run, so it can be checked empty.
      const tmp = path.join(dir, "tmp");
      fs.mkdirSync(tmp);
      // A new SQLite file, whichever engine this run's own database uses.
      const env = { ...process.env, TMPDIR: tmp, DATABASE_URL: "", DATABASE_PATH: path.join(dir, "sub", "app.db") };
      const out = execFileSync("node", [script, "--email", "Dona@Example.com", "--password", "uma-senha-bem-longa"], {
        env,
        encoding: "utf8",
      });
      expect(out).toContain("Administrador dona@example.com criado");
      const db = new Database(env.DATABASE_PATH, { readonly: true });
      const row = db.prepare("SELECT email, password_hash FROM admin_users").get() as { email: string; password_hash: string };
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((t) => (t as { name: string }).name);
      db.close();
      expect(row.email).toBe("dona@example.com");
      expect(await verifyPassword("uma-senha-bem-longa", row.password_hash)).toBe(true);
      expect(tables).toEqual(expect.arrayContaining(["users", "admin_sessions", "security_log"]));
      expect(fs.readdirSync(tmp)).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(fs.existsSync(dir)).toBe(false);
  });

  it.runIf(process.env.TEST_DB_ENGINE === "libsql")("creates the admin on the libSQL server of DATABASE_URL", async () => {
    const out = execFileSync("node", [script, "--email", "Servidor@Example.com", "--password", "uma-senha-bem-longa"], {
      env: process.env,
      encoding: "utf8",
    });
    expect(out).toContain("Administrador servidor@example.com criado");
    const row = await sqlGet<{ password_hash: string }>("SELECT password_hash FROM admin_users WHERE email = ?", "servidor@example.com");
    expect(await verifyPassword("uma-senha-bem-longa", row!.password_hash)).toBe(true);
  });

  it("refuses a short password or a bad e-mail with a pt-BR message", () => {
    const env = { ...process.env, DATABASE_URL: "", DATABASE_PATH: path.join(os.tmpdir(), `nunca-${crypto.randomUUID()}.db`) };
    const short = spawnSync("node", [script, "--email", "a@example.com", "--password", "curta"], { env, encoding: "utf8" });
    expect(short.status).toBe(1);
    expect(short.stderr).toContain("A senha deve ter pelo menos 12 caracteres.");
    const bad = spawnSync("node", [script, "--email", "nao-e-email", "--password", "uma-senha-bem-longa"], { env, encoding: "utf8" });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain("Informe um e-mail válido.");
    expect(fs.existsSync(env.DATABASE_PATH)).toBe(false);
  });
});
