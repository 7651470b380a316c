#!/usr/bin/env node
// npm run bench — builds, starts the production server on a database seeded with 1,000 users and
// measures with autocannon (50 connections, 15 s each): (a) /sobre-nos, (b) /dashboard signed in,
// (c) a journey toggle POST, (d) GET /api/browse-businesses; then (e) the offline matcher alone,
// and the first-load JavaScript (gzip) of /, /dashboard and /meu-negocio.
//   --seconds N   duration of each autocannon run (default 15)
//   --skip-build  reuse the existing build
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { measurePage } from "../js-size.mjs";

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf("--seconds") + 1] || 15) || 15;
const CONNECTIONS = 50;

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, commandArgs, env) {
  const result = spawnSync(command, commandArgs, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(" ")} falhou`);
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} não respondeu`);
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

if (!args.includes("--skip-build")) run("npm", ["run", "build", "--silent"]);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = {
  DATABASE_PATH: path.join(dir, "bench.db"),
  SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789",
  PORT: String(port),
  HOST: "127.0.0.1",
};
const cookiesFile = path.join(dir, "cookies.json");
run("node", ["scripts/run-ts.mjs", "scripts/bench/seed.ts", cookiesFile], env);
const cookies = JSON.parse(fs.readFileSync(cookiesFile, "utf8"));

const server = spawn("node", ["server.mjs"], { env: { ...process.env, ...env }, stdio: "ignore" });
const results = [];
try {
  await waitFor(`${base}/healthz`);
  let next = 0;
  // Each connection is a different signed-in person.
  const asUser = (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length], origin: base, "content-type": "application/json" });
  const cases = [
    { name: "(a) /sobre-nos", options: { url: `${base}/sobre-nos` } },
    { name: "(b) /dashboard (logado)", options: { url: `${base}/dashboard`, setupClient: asUser } },
    {
      name: "(c) toggle da jornada (POST)",
      options: {
        url: `${base}/api/journey-progress`,
        method: "POST",
        body: JSON.stringify({ step: "add_clients", completed: true }),
        setupClient: asUser,
      },
    },
    { name: "(d) GET /api/browse-businesses", options: { url: `${base}/api/browse-businesses`, setupClient: asUser } },
  ];
  for (const { name, options } of cases) {
    await cannon({ ...options, duration: 2 }); // warm-up
    const r = await cannon(options);
    const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
    results.push({ name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors });
  }

  const matcher = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/matcher.ts", "5000"], { encoding: "utf8" });
  const median = Number(/mediana ([\d.]+) ms/.exec(matcher.stdout)?.[1]);

  const js = [];
  for (const [page, headers] of [["/", {}], ["/dashboard", { cookie: cookies[0] }], ["/meu-negocio", { cookie: cookies[0] }]]) {
    js.push({ page, kb: (await measurePage(`${base}${page}`, headers)).total / 1024 });
  }

  console.log(`\nBenchmark — ${os.cpus().length} núcleos, ${CONNECTIONS} conexões, ${seconds} s por caso, 1.000 usuários`);
  console.log("caso                              req/s     p50 ms   p99 ms   erros/não-2xx");
  for (const r of results) {
    console.log(`${r.name.padEnd(32)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(10)}`);
  }
  console.log(`(e) matcher offline (sozinho)      mediana ${median.toFixed(3)} ms`);
  const ratio = results[1].rps / results[0].rps;
  console.log(`\nrazão (b)/(a) = ${ratio.toFixed(2)}  (meta ≥ 0,6: ${ratio >= 0.6 ? "ok" : "NÃO"})`);
  console.log(`p99 de (c) = ${results[2].p99} ms  (meta ≤ 50 ms: ${results[2].p99 <= 50 ? "ok" : "NÃO"})`);
  console.log(`mediana do matcher = ${median.toFixed(3)} ms  (meta ≤ 2 ms: ${median <= 2 ? "ok" : "NÃO"})`);
  console.log("\nJavaScript da primeira carga (gzip):");
  for (const { page, kb } of js) console.log(`  ${page.padEnd(14)} ${kb.toFixed(1)} KB${page === "/" ? `  (meta ≤ 110 KB: ${kb <= 110 ? "ok" : "NÃO"})` : ""}`);
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dir, { recursive: true, force: true });
}
