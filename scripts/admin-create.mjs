#!/usr/bin/env node
// npm run admin:create -- --email admin@exemplo.com.br --password 'uma senha longa'
//
// Creates an administrator (or sets a new password for an existing one, ending its sessions) in
// the database at DATABASE_PATH (default data/app.db). Applies the migrations first, so it works on
// a fresh checkout before the server ever ran. Plain JavaScript: no build step needed. The password
// may also come from ADMIN_PASSWORD (keeps it out of the shell history).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import { upsertAdminAccount, emailProblem } from "../server/admin-accounts.js";
import { passwordProblem } from "../server/password.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const usage = "Uso: npm run admin:create -- --email admin@exemplo.com.br --password 'senha com 12+ caracteres'";

function fail(message) {
  console.error(`Erro: ${message}\n${usage}`);
  process.exit(1);
}

let values;
try {
  ({ values } = parseArgs({
    options: { email: { type: "string" }, password: { type: "string" }, help: { type: "boolean", short: "h" } },
    strict: true,
  }));
} catch (error) {
  fail(error.message);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = values.email ?? "";
const password = values.password ?? process.env.ADMIN_PASSWORD ?? "";
const problem = emailProblem(email) ?? passwordProblem(password);
if (problem) fail(problem);

const databasePath = process.env.DATABASE_PATH?.trim() || "data/app.db";
fs.mkdirSync(path.dirname(path.resolve(databasePath)), { recursive: true });
const sqlite = new Database(databasePath);
try {
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  migrate(drizzle(sqlite), { migrationsFolder: path.join(root, "drizzle") });
  const result = upsertAdminAccount(sqlite, { email, password });
  const shown = email.trim().toLowerCase();
  const messages = {
    created: `Administrador ${shown} criado em ${databasePath}.`,
    updated: `Senha do administrador ${shown} atualizada em ${databasePath} (sessões abertas encerradas).`,
    unchanged: `Administrador ${shown} já existe com esta senha em ${databasePath}.`,
  };
  console.log(messages[result]);
  console.log("Entre em /admin-login.");
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  sqlite.close();
}
