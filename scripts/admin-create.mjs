#!/usr/bin/env node
// npm run admin:create -- --email admin@exemplo.com.br --password 'uma senha longa'
//
// Creates an administrator (or sets a new password for an existing one, ending its sessions) in
// the app's database (DATABASE_PATH, default data/app.db, or the libSQL server of DATABASE_URL).
// Migrates first, so it works before the server ever ran. The password may also come from
// ADMIN_PASSWORD (keeps it out of the shell history).
//
// It runs the app's own code (app/models/admin-accounts.server.ts, the one writer of admin
// accounts, with the app's e-mail and password rules): from the source in a checkout with the dev
// dependencies (bundled by esbuild), from the server build where there are none (the container).
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

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

/** The app's admin-account code: adminAccountProblem, upsertAdminAccount, prepareDatabase, closeDatabase. */
async function loadApp() {
  const hasEsbuild = await import("esbuild").then(
    () => true,
    () => false,
  );
  if (hasEsbuild) {
    const { bundleTs } = await import("./lib/bundle-ts.mjs");
    const bundle = await bundleTs(path.join(root, "scripts/admin-create-app.ts"));
    try {
      return await import(pathToFileURL(bundle.file).href);
    } finally {
      bundle.cleanup();
    }
  }
  const build = path.join(root, "build/index.js");
  if (!existsSync(build)) fail("build não encontrado: rode `npm run build` antes.");
  return (await import(pathToFileURL(build).href)).entry.module;
}

process.chdir(root);
let app;
try {
  app = await loadApp();
} catch (error) {
  fail(error?.name === "EnvError" ? error.message : String(error?.stack ?? error));
}
const problem = app.adminAccountProblem({ email, password });
if (problem) fail(problem);

const where = process.env.DATABASE_URL?.trim() || process.env.DATABASE_PATH?.trim() || "data/app.db";
try {
  await app.prepareDatabase({ adminFromEnv: false });
  const result = await app.upsertAdminAccount({ email, password });
  const shown = email.trim().toLowerCase();
  const messages = {
    created: `Administrador ${shown} criado em ${where}.`,
    updated: `Senha do administrador ${shown} atualizada em ${where} (sessões abertas encerradas).`,
    unchanged: `Administrador ${shown} já existe com esta senha em ${where}.`,
  };
  console.log(messages[result]);
  console.log("Entre em /admin-login.");
} catch (error) {
  await app.closeDatabase().catch(() => {});
  fail(error instanceof Error ? error.message : String(error));
}
await app.closeDatabase();
