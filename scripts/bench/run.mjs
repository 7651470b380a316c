#!/usr/bin/env node
// npm run bench — builds, starts the production server on a database seeded with 1,000 users and
// measures with autocannon (50 connections, 15 s each): (a) /sobre-nos, (b) /dashboard signed in,
// (b') /dashboard.data (the single-fetch request of a JavaScript navigation), (c) a journey toggle POST, (d) GET /api/browse-businesses; then (e) the offline matcher alone,
// (f) recalculating a full business plan (app/modules/plan, issue 17),
// and the first-load JavaScript (gzip) of /, /dashboard and /meu-negocio.
//   --seconds N   duration of each autocannon run (default 15)
//   --skip-build  reuse the existing build
import { spawnSync } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { measurePage } from "../js-size.mjs";
import { startBenchServer } from "./setup.mjs";

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf("--seconds") + 1] || 15) || 15;
const CONNECTIONS = 50;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

if (!args.includes("--skip-build")) {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) throw new Error("o build falhou");
}

const bench = await startBenchServer({ prefix: "bench" });
const { base, cookies } = bench;
const results = [];
try {
  for (const [key, { name, options }] of Object.entries(bench.cases)) {
    await cannon({ ...options, duration: 2 }); // warm-up
    const r = await cannon(options);
    const errors = r.errors + r.timeouts + (r.non2xx ?? 0);
    results.push({ key, name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors });
  }

  const matcher = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/matcher.ts", "5000"], { encoding: "utf8" });
  const median = Number(/mediana ([\d.]+) ms/.exec(matcher.stdout)?.[1]);
  const plan = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/plan.ts", "5000"], { encoding: "utf8" });
  const planMedian = Number(/recálculo de um plano completo = ([\d.]+) ms/.exec(plan.stdout)?.[1]);

  const js = [];
  for (const [page, headers] of [["/", {}], ["/dashboard", { cookie: cookies[0] }], ["/meu-negocio", { cookie: cookies[0] }]]) {
    js.push({ page, kb: (await measurePage(`${base}${page}`, headers)).total / 1024 });
  }

  console.log(`\nBenchmark — ${os.cpus().length} núcleos, ${CONNECTIONS} conexões, ${seconds} s por caso, 1.000 usuários`);
  console.log("caso                                  req/s     p50 ms   p99 ms   erros/não-2xx");
  for (const r of results) {
    console.log(`${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(10)}`);
  }
  console.log(`(e) matcher offline (sozinho)      mediana ${median.toFixed(3)} ms`);
  console.log(`(f) recálculo do plano de negócio  mediana ${planMedian.toFixed(3)} ms`);
  const of = (key) => results.find((r) => r.key === key);
  const ratio = of("dashboard").rps / of("sobre").rps;
  console.log(`\nrazão (b)/(a) = ${ratio.toFixed(2)}  (meta ≥ 0,6: ${ratio >= 0.6 ? "ok" : "NÃO"})`);
  console.log(`razão (b')/(a) = ${(of("dashboardData").rps / of("sobre").rps).toFixed(2)}  (dados da navegação com JS, sem HTML)`);
  console.log(`p99 de (c) = ${of("toggle").p99} ms  (meta ≤ 50 ms: ${of("toggle").p99 <= 50 ? "ok" : "NÃO"})`);
  console.log(`mediana do matcher = ${median.toFixed(3)} ms  (meta ≤ 2 ms: ${median <= 2 ? "ok" : "NÃO"})`);
  console.log(`mediana do recálculo do plano = ${planMedian.toFixed(3)} ms  (meta ≤ 1 ms: ${planMedian <= 1 ? "ok" : "NÃO"})`);
  console.log("\nJavaScript da primeira carga (gzip):");
  for (const { page, kb } of js) console.log(`  ${page.padEnd(14)} ${kb.toFixed(1)} KB${page === "/" ? `  (meta ≤ 110 KB: ${kb <= 110 ? "ok" : "NÃO"})` : ""}`);
} finally {
  await bench.stop();
  bench.cleanUp();
}
