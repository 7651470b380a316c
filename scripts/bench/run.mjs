#!/usr/bin/env node
// npm run bench — builds, starts the production server on a database seeded with 1,000 users and
// measures with autocannon (50 connections, 15 s each): (a) /sobre-nos, (b) /dashboard signed in,
// (b') /dashboard.data (the single-fetch request of a JavaScript navigation), (c) a journey toggle POST, (d) GET /api/browse-businesses
// and (d') the same gzipped, as a real client asks; then (e) the offline matcher alone,
// and the first-load JavaScript (gzip) of /, /dashboard and /meu-negocio. Those runs measure
// saturation (50 connections always busy); (f) offers journey toggles at a fixed rate instead
// (open loop, scripts/bench/open-loop.mjs) and reports the latency a person sees at that load;
// (g) recalculating a full business plan (app/modules/plan, issue 17); (h) the public shop page
// /loja/{slug} rendered and (h') revalidated with If-None-Match (304), against (h0) /sobre-nos, all
// three on a second server of ONE process (WEB_CONCURRENCY=1), so the shop page's per-process cache
// and its 304 path are compared with the bare page on equal terms.
//   --seconds N      duration of each run (default 15)
//   --rate N         toggles per second offered in (f) (default 300)
//   --cases a,b      only these cases (sobre, dashboard, dashboardData, toggle, browse, browseGzip, sobreOne, loja, lojaEtag, openLoop);
//                    skips the matcher, the JS sizes and the targets
//   --skip-build     reuse the existing build
import { spawnSync } from "node:child_process";
import os from "node:os";
import autocannon from "autocannon";
import { measurePage } from "../js-size.mjs";
import { request } from "../lib/server-harness.mjs";
import { openLoop } from "./open-loop.mjs";
import { startBenchServer } from "./setup.mjs";

const args = process.argv.slice(2);
const seconds = Number(args[args.indexOf("--seconds") + 1] || 15) || 15;
const CONNECTIONS = 50;
// 300 toggles/s is about a tenth of what the server sustained at saturation with per-commit syncs
// left to a helper (3,100/s, README "Speed"), and ~18,000 people each ticking a step every minute:
// far more than one 2-core machine will see, yet a load at which queueing would already show.
const OPEN_LOOP_RATE = Number(args[args.indexOf("--rate") + 1] || 300) || 300;
const only = args.includes("--cases") ? new Set(args[args.indexOf("--cases") + 1].split(",")) : null;

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: seconds, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

if (!args.includes("--skip-build")) {
  if (spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" }).status !== 0) throw new Error("o build falhou");
}

/** The shop cases run on their own one-process server (see the header). */
const ONE_PROCESS_CASES = new Set(["sobreOne", "loja", "lojaEtag"]);
const results = [];

async function runCases(server, keys) {
  for (const [key, { name, options }] of Object.entries(server.cases)) {
    if (!keys.has(key) || (only && !only.has(key))) continue;
    await cannon({ ...options, duration: 2 }); // warm-up
    const r = await cannon(options);
    // The revalidation case wants only 304s: anything else (a 200 means the ETag did not match) counts.
    const errors = r.errors + r.timeouts + (key === "lojaEtag" ? r["1xx"] + r["2xx"] + r["4xx"] + r["5xx"] : (r.non2xx ?? 0));
    results.push({ key, name, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors });
  }
}

if (!only || [...ONE_PROCESS_CASES].some((key) => only.has(key))) {
  const single = await startBenchServer({ prefix: "bench-one", env: { WEB_CONCURRENCY: "1" } });
  try {
    await runCases(single, ONE_PROCESS_CASES);
  } finally {
    await single.stop();
    single.cleanUp();
  }
}

// `--cases loja,lojaEtag` alone needs no second server.
const needMain = !only || [...only].some((key) => !ONE_PROCESS_CASES.has(key));
const bench = needMain ? await startBenchServer({ prefix: "bench" }) : null;
const { base, cookies } = bench ?? { base: "", cookies: [] };
try {
  if (bench) await runCases(bench, new Set(Object.keys(bench.cases).filter((key) => !ONE_PROCESS_CASES.has(key))));
  let open = null;
  if (!only || only.has("openLoop")) {
    const send = async (i, agent) => {
      const response = await request({
        base,
        agent,
        path: "/api/journey-progress",
        method: "POST",
        headers: { cookie: cookies[i % cookies.length], origin: base, "content-type": "application/json" },
        body: JSON.stringify({ step: "add_products", completed: Math.floor(i / cookies.length) % 2 === 0 }),
      });
      return response.status;
    };
    await openLoop({ rate: OPEN_LOOP_RATE, seconds: 2, send }); // warm-up
    open = await openLoop({ rate: OPEN_LOOP_RATE, seconds, send });
  }
  const printOpenLoop = () => {
    if (!open) return;
    const non200 = open.total - (open.statuses[200] ?? 0);
    console.log(
      `(f) toggle, malha aberta ${open.offered}/s   ${open.achieved.toFixed(0).padStart(7)} ${open.p50.toFixed(1).padStart(9)} ${open.p99.toFixed(1).padStart(8)} ${String(non200).padStart(10)}` +
        `  (máx ${open.max.toFixed(1)} ms; ${open.late} enviados com > 5 ms de atraso pelo cliente)`,
    );
  };
  // Printed in the order of the cases, whichever server ran them.
  const order = ["sobre", "dashboard", "dashboardData", "toggle", "browse", "browseGzip", "sobreOne", "loja", "lojaEtag"];
  results.sort((a, b) => order.indexOf(a.key) - order.indexOf(b.key));
  const shopRatios = () => {
    const of = (key) => results.find((r) => r.key === key);
    const bare = of("sobreOne");
    if (!bare) return;
    for (const key of ["loja", "lojaEtag"]) {
      const r = of(key);
      if (r)
        console.log(`razão ${r.name.split(" ")[0]}/(h0) = ${(r.rps / bare.rps).toFixed(2)}  (loja contra a página sem banco, 1 processo)`);
    }
  };
  if (only) {
    console.log(
      `\nBenchmark — ${os.cpus().length} núcleos, ${CONNECTIONS} conexões, ${seconds} s por caso, 1.000 usuários, carga média ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log("caso                                  req/s     p50 ms   p99 ms   erros/não-2xx");
    for (const r of results)
      console.log(
        `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(10)}`,
      );
    printOpenLoop();
    shopRatios();
  }

  if (!only) {
    const matcher = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/matcher.ts", "5000"], { encoding: "utf8" });
    const median = Number(/mediana ([\d.]+) ms/.exec(matcher.stdout)?.[1]);
    const plan = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/plan.ts", "5000"], { encoding: "utf8" });
    const planMedian = Number(/recálculo de um plano completo = ([\d.]+) ms/.exec(plan.stdout)?.[1]);

    const js = [];
    for (const [page, headers] of [
      ["/", {}],
      ["/dashboard", { cookie: cookies[0] }],
      ["/meu-negocio", { cookie: cookies[0] }],
    ]) {
      js.push({ page, kb: (await measurePage(`${base}${page}`, headers)).total / 1024 });
    }

    console.log(
      `\nBenchmark — ${os.cpus().length} núcleos, ${CONNECTIONS} conexões, ${seconds} s por caso, 1.000 usuários, carga média ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
    );
    console.log("caso                                  req/s     p50 ms   p99 ms   erros/não-2xx");
    for (const r of results) {
      console.log(
        `${r.name.padEnd(36)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(9)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(10)}`,
      );
    }
    printOpenLoop();
    shopRatios();
    console.log(`(e) matcher offline (sozinho)      mediana ${median.toFixed(3)} ms`);
    console.log(`(g) recálculo do plano de negócio  mediana ${planMedian.toFixed(3)} ms`);
    const of = (key) => results.find((r) => r.key === key);
    const ratio = of("dashboard").rps / of("sobre").rps;
    console.log(`\nrazão (b)/(a) = ${ratio.toFixed(2)}  (meta ≥ 0,6: ${ratio >= 0.6 ? "ok" : "NÃO"})`);
    console.log(`razão (b')/(a) = ${(of("dashboardData").rps / of("sobre").rps).toFixed(2)}  (dados da navegação com JS, sem HTML)`);
    console.log(`p99 de (c) = ${of("toggle").p99} ms  (meta ≤ 50 ms: ${of("toggle").p99 <= 50 ? "ok" : "NÃO"}; saturação, 50 conexões)`);
    if (open)
      console.log(`p99 de (f) = ${open.p99.toFixed(1)} ms a ${open.offered} toggles/s oferecidos (o que uma pessoa espera com essa carga)`);
    console.log(`mediana do matcher = ${median.toFixed(3)} ms  (meta ≤ 2 ms: ${median <= 2 ? "ok" : "NÃO"})`);
    console.log(`mediana do recálculo do plano = ${planMedian.toFixed(3)} ms  (meta ≤ 1 ms: ${planMedian <= 1 ? "ok" : "NÃO"})`);
    console.log("\nJavaScript da primeira carga (gzip):");
    for (const { page, kb } of js)
      console.log(`  ${page.padEnd(14)} ${kb.toFixed(1)} KB${page === "/" ? `  (meta ≤ 110 KB: ${kb <= 110 ? "ok" : "NÃO"})` : ""}`);
  }
} finally {
  if (bench) {
    await bench.stop();
    bench.cleanUp();
  }
}
