#!/usr/bin/env node
// Google Lighthouse (mobile profile: a mid-range phone, slow 4G, 4× slower CPU, simulated) against
// a production build: the public pages, then the pages where signed-in people work.
//   npm run build && npm run lighthouse                 every page below
//   npm run lighthouse -- /sobre-nos /login             only these public pages
//   npm run lighthouse -- --signed-in /dashboard        only these pages, signed in
//   npm run lighthouse -- --runs 3                      each page 3 times, the median run kept
//                                                       (Lighthouse's advice on a noisy machine)
// Starts `node server.mjs` on a free port with a throw-away database, signs in with the demo
// sign-in (and asks for one analysis, so an analysis page exists), runs Lighthouse 13 through npx
// (it is not a dependency of the project) with the session cookie, prints each category's score
// and exits 1 when a page misses its budget:
//   public pages: 95 in every category;
//   signed-in pages: performance ≥ 95 and accessibility 100 (they are noindex: SEO is not scored).
// Chromium: CHROME_PATH, else /usr/bin/chromium.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const LIGHTHOUSE = "lighthouse@13.5.0";
const PUBLIC_PAGES = ["/", "/login", "/sobre-nos", "/central-ajuda"];
// "{analysis}" is replaced by the analysis this script asks for after signing in.
const SIGNED_IN_PAGES = [
  "/dashboard",
  "/dashboard/estruturacao",
  "/meu-negocio",
  "{analysis}",
  "/meu-negocio/catalogo",
  "/centro-aprendizado",
  "/consultor?sessao=lighthouse1",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const PUBLIC_BUDGET = { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 };
const SIGNED_IN_BUDGET = { performance: 95, accessibility: 100 };
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

/** A few attempts, a second apart: on a busy machine the server's second process may still be starting. */
async function retry(attempt, times = 5) {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= times) throw error;
      console.error(`${error.message} Tentando de novo…`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

/** Demo sign-in; returns the session cookie ("en_session=…"). */
async function signIn(base) {
  const response = await fetch(`${base}/auth/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Maria Lighthouse", email: `lighthouse-${Date.now()}@example.com` }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("en_session="));
  if (!cookie) throw new Error(`O login de demonstração falhou (HTTP ${response.status}).`);
  return cookie.split(";")[0];
}

/** Asks for the analysis of the catalogue's first idea, as the catalogue page does; returns its path. */
async function createAnalysis(base, cookie) {
  const catalogue = await fetch(`${base}/api/browse-businesses`, { headers: { cookie } });
  const { businesses } = await catalogue.json();
  const response = await fetch(`${base}/meu-negocio/catalogo`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ businessId: businesses[0].id }),
  });
  const location = response.headers.get("location") ?? "";
  if (!location.startsWith("/meu-negocio/analise/")) throw new Error(`A análise não foi criada (HTTP ${response.status} ${location}).`);
  return location;
}

function runLighthouse(url, out, extraHeaders, chromePath) {
  const args = [
    "-y",
    LIGHTHOUSE,
    url,
    `--chrome-flags=${CHROME_FLAGS}`,
    "--form-factor=mobile",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
    `--only-categories=${CATEGORIES.join(",")}`,
  ];
  if (extraHeaders) args.push(`--extra-headers=${JSON.stringify(extraHeaders)}`);
  const run = spawnSync("npx", args, { env: { ...process.env, CHROME_PATH: chromePath }, stdio: ["ignore", "inherit", "inherit"] });
  return run.status === 0 && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, "utf8")) : null;
}

/** The audits that cost points in a category, for the log when a page misses its budget. */
function explain(report, label, id) {
  const refs = report.categories[id].auditRefs.filter((ref) => ref.weight > 0);
  for (const ref of refs) {
    const audit = report.audits[ref.id];
    if (audit.score !== null && audit.score < 0.9)
      console.log(`  ${label} ${id}: ${audit.id} (${audit.score}) ${audit.displayValue ?? ""}`);
  }
}

// Set once the server runs, so a failure stops it too (otherwise it keeps this process alive).
let stopServer = () => {};
// The scratch folder (database, reports) goes on failure too.
let removeScratch = () => {};

async function main() {
  if (!fs.existsSync("build/index.js")) {
    console.error("Build não encontrado: rode `npm run build` antes.");
    process.exit(1);
  }
  const args = process.argv.slice(2);
  const onlySignedIn = args.includes("--signed-in");
  const runs = Math.max(1, Number(args[args.indexOf("--runs") + 1]) || 1);
  const chosen = args.filter((arg) => arg.startsWith("/"));
  const targets = [
    ...(onlySignedIn ? [] : (chosen.length ? chosen : PUBLIC_PAGES).map((page) => ({ page, signedIn: false }))),
    ...(onlySignedIn || !chosen.length
      ? (onlySignedIn && chosen.length ? chosen : SIGNED_IN_PAGES).map((page) => ({ page, signedIn: true }))
      : []),
  ];

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-"));
  removeScratch = () => fs.rmSync(tmp, { recursive: true, force: true });
  const port = await freePort();
  const env = { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: path.join(tmp, "app.db") };
  delete env.NODE_ENV; // server.mjs then runs as `npm start` does: production, demo sign-in allowed.
  const server = spawn(process.execPath, ["server.mjs"], { env, stdio: ["ignore", "ignore", "inherit"] });
  stopServer = () => server.kill("SIGTERM");
  const stop = stopServer;
  process.on("exit", stop);

  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/healthz`);
  const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
  let cookie = null;
  let analysis = null;
  if (targets.some((target) => target.signedIn)) {
    cookie = await retry(() => signIn(base));
    if (targets.some((target) => target.page === "{analysis}")) analysis = await retry(() => createAnalysis(base, cookie));
  }

  const rows = [];
  let failed = false;
  for (const { page: template, signedIn } of targets) {
    const page = template === "{analysis}" ? analysis : template;
    const label = template === "{analysis}" ? "/meu-negocio/analise/:id" : page;
    const budget = signedIn ? SIGNED_IN_BUDGET : PUBLIC_BUDGET;
    const reports = [];
    for (let run = 0; run < runs; run++) {
      const one = runLighthouse(
        `${base}${page}`,
        path.join(tmp, `report-${rows.length}-${run}.json`),
        signedIn ? { Cookie: cookie } : null,
        chromePath,
      );
      if (one) reports.push(one);
    }
    // The run with the median performance score stands for the page.
    reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
    const report = reports.length === runs ? reports[Math.floor(reports.length / 2)] : null;
    if (!report) {
      console.error(`Lighthouse falhou em ${page}`);
      failed = true;
      continue;
    }
    // A signed-in page that answered with the login page would measure the wrong thing.
    if (signedIn && new URL(report.finalDisplayedUrl).pathname !== new URL(`${base}${page}`).pathname) {
      console.error(`${page} terminou em ${report.finalDisplayedUrl}: a sessão não valeu.`);
      failed = true;
      continue;
    }
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((report.categories[id]?.score ?? 0) * 100)]));
    const metrics = {
      fcp: report.audits["first-contentful-paint"]?.numericValue,
      lcp: report.audits["largest-contentful-paint"]?.numericValue,
      tbt: report.audits["total-blocking-time"]?.numericValue,
    };
    const misses = Object.entries(budget)
      .filter(([id, min]) => scores[id] < min)
      .map(([id]) => id);
    rows.push({ label, signedIn, scores, metrics, ok: misses.length === 0 });
    if (misses.length) {
      failed = true;
      for (const id of misses) explain(report, label, id);
    }
  }
  stop();
  console.log("");
  console.log(["página".padEnd(28), ...CATEGORIES.map((id) => id.padStart(15)), "   FCP ms   LCP ms   TBT ms", "  meta"].join(""));
  for (const row of rows) {
    const ms = (value) => (value === undefined ? "-" : Math.round(value).toString()).padStart(9);
    console.log(
      [
        `${row.label}${row.signedIn ? " *" : ""}`.padEnd(28),
        ...CATEGORIES.map((id) => String(row.scores[id]).padStart(15)),
        ms(row.metrics.fcp),
        ms(row.metrics.lcp),
        ms(row.metrics.tbt),
        row.ok ? "  ok" : "  NÃO",
      ].join(""),
    );
  }
  console.log(`\nPáginas públicas: mínimo ${PUBLIC_BUDGET.performance} em cada categoria.`);
  console.log(
    `* logado: performance ≥ ${SIGNED_IN_BUDGET.performance} e acessibilidade ${SIGNED_IN_BUDGET.accessibility} (páginas noindex: SEO não conta).`,
  );
  if (runs > 1) console.log(`Mediana de ${runs} execuções por página (pela nota de performance).`);
  console.log(
    `Carga da máquina ao terminar (uptime): ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(", ")} em ${os.cpus().length} núcleos.`,
  );
  removeScratch();
  process.exitCode = failed ? 1 : 0;
}

main().catch((error) => {
  console.error(error);
  stopServer();
  removeScratch();
  process.exitCode = 1;
});
