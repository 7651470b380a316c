#!/usr/bin/env node
// Google Lighthouse (mobile profile) against a production build of the public pages.
//   npm run build && npm run lighthouse [-- /path ...]
// Starts `node server.mjs` on a free port with a throw-away database, runs Lighthouse 13 through
// npx (it is not a dependency of the project), prints each category's score and exits 1 when a
// score is under the budget (95). Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const LIGHTHOUSE = "lighthouse@13.5.0";
const BUDGET = 95;
const DEFAULT_PAGES = ["/", "/login", "/sobre-nos", "/central-ajuda"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS =
  "--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking " +
  "--disable-component-update --disable-sync --no-first-run";

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`O servidor não respondeu em ${url}`);
}

async function main() {
  if (!fs.existsSync("build/index.js")) {
    console.error("Build não encontrado: rode `npm run build` antes.");
    process.exit(1);
  }
  const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const targets = pages.length ? pages : DEFAULT_PAGES;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: path.join(tmp, "app.db") };
  delete env.NODE_ENV; // server.mjs then runs as `npm start` does: production, demo sign-in allowed.
  const server = spawn(process.execPath, ["server.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  const stop = () => server.kill("SIGTERM");
  process.on("exit", stop);

  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  const rows = [];
  let failed = false;
  for (const page of targets) {
    const out = path.join(tmp, `report-${rows.length}.json`);
    const run = spawnSync(
      "npx",
      [
        "-y",
        LIGHTHOUSE,
        `${base}${page}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        "--form-factor=mobile",
        "--output=json",
        `--output-path=${out}`,
        "--quiet",
        `--only-categories=${CATEGORIES.join(",")}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "inherit", "inherit"] },
    );
    if (run.status !== 0 || !fs.existsSync(out)) {
      console.error(`Lighthouse falhou em ${page}`);
      failed = true;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]));
    rows.push({ page, ...scores });
    if (Object.values(scores).some((score) => score < BUDGET)) {
      failed = true;
      for (const id of CATEGORIES) {
        if (scores[id] >= BUDGET) continue;
        const refs = report.categories[id].auditRefs.filter((ref) => ref.weight > 0);
        for (const ref of refs) {
          const audit = report.audits[ref.id];
          if (audit.score !== null && audit.score < 0.9) console.log(`  ${page} ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
        }
      }
    }
  }
  stop();
  console.log("");
  console.log(["page".padEnd(16), ...CATEGORIES.map((id) => id.padStart(15))].join(""));
  for (const row of rows) console.log([row.page.padEnd(16), ...CATEGORIES.map((id) => String(row[id]).padStart(15))].join(""));
  console.log(`\nMínimo exigido: ${BUDGET} em cada categoria.`);
  fs.rmSync(tmp, { recursive: true, force: true });
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
