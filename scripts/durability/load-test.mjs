#!/usr/bin/env node
// Load test: 200 concurrent keep-alive connections for 60 s of mixed reads and writes against
// the production server (`node server.mjs` on a temporary database, loopback only):
//   reads  GET /dashboard, GET /meu-negocio/catalogo, GET /api/browse-businesses,
//          GET /api/journey-progress
//   writes POST /api/journey-progress (toggle), POST /api/saved-businesses (strategy save)
// Reports requests, answers per status, p50/p99 latency, 5xx (must be 0), lost writes (every
// strategy acknowledged with 201 must be in the database at the end) and the server's resident
// memory (VmRSS) every 5 s. Each connection loops until the time is up, then stops.
//
//   npm run durability:load [-- --seconds 60 --connections 200 --users 50]
import fs from "node:fs";
import Database from "better-sqlite3";
import {
  TOGGLE_STEPS,
  argValue,
  ensureBuild,
  freePort,
  jsonHeaders,
  keepAliveAgent,
  machineSummary,
  percentile,
  request,
  rssKiB,
  keepTempDir,
  scratchServerFiles,
  signIn,
  sleep,
  startServer,
  strategyBody,
} from "../lib/server-harness.mjs";

const SECONDS = Number(argValue("seconds", 60));
const CONNECTIONS = Number(argValue("connections", 200));
const USERS = Number(argValue("users", 50));
const SAMPLE_MS = 5_000;
const KEEP = process.argv.includes("--keep");

// Weights of the mix (percent).
const MIX = [
  ["GET /dashboard", 15],
  ["GET /meu-negocio/catalogo", 15],
  ["GET /api/browse-businesses", 20],
  ["GET /api/journey-progress", 20],
  ["POST /api/journey-progress", 20],
  ["POST /api/saved-businesses", 10],
];
const WEIGHT_TOTAL = MIX.reduce((sum, [, weight]) => sum + weight, 0);

function pick() {
  let roll = Math.random() * WEIGHT_TOTAL;
  for (const [name, weight] of MIX) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return MIX[0][0];
}

ensureBuild();
const { dir, dbPath, logPath } = scratchServerFiles("load-test");
if (KEEP) keepTempDir(dir);
const server = await startServer({ dbPath, port: await freePort(), logPath });
const { base } = server;
const agent = keepAliveAgent(CONNECTIONS);
// Counts the TCP connections the load opens (ideally exactly CONNECTIONS, all kept alive).
let connectionsOpened = 0;
const createConnection = agent.createConnection.bind(agent);
agent.createConnection = (...args) => {
  connectionsOpened++;
  return createConnection(...args);
};

const users = [];
for (let index = 0; index < USERS; index++) {
  users.push({ index, cookie: await signIn(base, { name: `Carga ${index}`, email: `load-${index}@example.com`, agent }) });
}

const perStatus = {};
const perRoute = Object.fromEntries(MIX.map(([name]) => [name, { count: 0, latencies: [] }]));
const latencies = [];
// Latencies of requests started after the first 10 s (the opening burst of 200 connections on a
// cold server queues for seconds; this shows the regime after it).
const WARM_UP_MS = 10_000;
const steadyLatencies = [];
let warmEnd = Infinity;
const errors = {};
const ackedStrategies = new Set();
let toggleAcked = 0;
let sequence = 0;

async function send(name, user) {
  const cookie = user.cookie;
  switch (name) {
    case "GET /dashboard":
      return request({ base, agent, path: "/dashboard", headers: { Cookie: cookie } });
    case "GET /meu-negocio/catalogo":
      return request({ base, agent, path: "/meu-negocio/catalogo", headers: { Cookie: cookie } });
    case "GET /api/browse-businesses":
      return request({ base, agent, path: `/api/browse-businesses${Math.random() < 0.5 ? "?q=doce" : ""}`, headers: { Cookie: cookie } });
    case "GET /api/journey-progress":
      return request({ base, agent, path: "/api/journey-progress", headers: { Cookie: cookie } });
    case "POST /api/journey-progress": {
      const step = TOGGLE_STEPS[Math.floor(Math.random() * TOGGLE_STEPS.length)];
      return request({
        base,
        agent,
        path: "/api/journey-progress",
        method: "POST",
        headers: jsonHeaders(base, cookie),
        body: JSON.stringify({ step, completed: Math.random() < 0.5 }),
      });
    }
    case "POST /api/saved-businesses":
      return request({
        base,
        agent,
        path: "/api/saved-businesses",
        method: "POST",
        headers: jsonHeaders(base, cookie),
        body: strategyBody(`carga-${sequence++}`),
      });
    default:
      throw new Error(name);
  }
}

async function worker(workerIndex, endAt) {
  const user = users[workerIndex % users.length];
  while (Date.now() < endAt) {
    const name = pick();
    const started = performance.now();
    try {
      const response = await send(name, user);
      const elapsed = performance.now() - started;
      latencies.push(elapsed);
      if (started >= warmEnd) steadyLatencies.push(elapsed);
      perRoute[name].count++;
      perRoute[name].latencies.push(elapsed);
      perStatus[response.status] = (perStatus[response.status] ?? 0) + 1;
      if (name === "POST /api/saved-businesses" && response.status === 201) ackedStrategies.add(JSON.parse(response.body).id);
      if (name === "POST /api/journey-progress" && response.status === 200) toggleAcked++;
    } catch (error) {
      const key = error.code ?? error.message;
      errors[key] = (errors[key] ?? 0) + 1;
    }
  }
}

console.log(`Teste de carga: ${CONNECTIONS} conexões, ${SECONDS} s, ${USERS} usuários; ${machineSummary()}`);
// Open the connections before the clock starts. Node 20's libuv accepts one connection per
// event-loop turn; on a saturated server a turn serves dozens of requests, so connections opened
// *during* the load wait seconds to be accepted (tens of seconds at 200 connections here).
// Opening them first measures 200 concurrent keep-alive connections, not the accept queue.
const openStarted = performance.now();
await Promise.all(Array.from({ length: CONNECTIONS }, () => request({ base, agent, path: "/healthz" })));
console.log(`  ${connectionsOpened} conexões abertas em ${(performance.now() - openStarted).toFixed(0)} ms`);
const openedBeforeLoad = connectionsOpened;
const memory = [{ t: 0, kib: rssKiB(server.pid) }];
const startedAt = Date.now();
const endAt = startedAt + SECONDS * 1_000;
warmEnd = performance.now() + WARM_UP_MS;
const sampler = setInterval(() => memory.push({ t: Math.round((Date.now() - startedAt) / 1000), kib: rssKiB(server.pid) }), SAMPLE_MS);
await Promise.all(Array.from({ length: CONNECTIONS }, (_, i) => worker(i, endAt)));
const elapsedS = (Date.now() - startedAt) / 1000;
clearInterval(sampler);
memory.push({ t: Math.round(elapsedS), kib: rssKiB(server.pid) });
agent.destroy();

// Graceful stop, then look at the database file itself.
server.child.kill("SIGTERM");
const exit = await server.exited;
const db = new Database(dbPath, { readonly: true, fileMustExist: true });
const integrity = db.pragma("integrity_check", { simple: true });
const present = db.prepare("SELECT id FROM saved_businesses").pluck().all();
db.close();
const presentSet = new Set(present);
const lost = [...ackedStrategies].filter((id) => !presentSet.has(id)).length;

// The server's request log: one line per request, no query strings, no e-mails.
const logLines = fs.readFileSync(logPath, "utf8").split("\n");
const requestLines = logLines.filter((line) => line.includes('"msg":"request"'));
const slowLines = logLines.filter((line) => line.includes('"msg":"slow query"'));
const leaky = requestLines.filter((line) => line.includes("?") || line.includes("@")).length;

latencies.sort((a, b) => a - b);
steadyLatencies.sort((a, b) => a - b);
const total = latencies.length;
const fivexx = Object.entries(perStatus)
  .filter(([status]) => Number(status) >= 500)
  .reduce((sum, [, n]) => sum + n, 0);
const errorCount = Object.values(errors).reduce((sum, n) => sum + n, 0);
const mb = (kib) => (kib / 1024).toFixed(0);
const kibs = memory.map((sample) => sample.kib).filter((kib) => kib !== null);
// "Stable": after the first third (warm-up: JIT, caches, connection buffers), the peak of the last
// third is within 10 % of the peak of the middle third. Steady growth fails this.
const third = Math.max(1, Math.floor(kibs.length / 3));
const middlePeak = Math.max(...kibs.slice(third, 2 * third));
const lastPeak = Math.max(...kibs.slice(2 * third));
const memoryStable = lastPeak <= middlePeak * 1.1;

console.log(
  `\nRequisições: ${total} em ${elapsedS.toFixed(1)} s (${(total / elapsedS).toFixed(0)}/s); erros de conexão/tempo: ${errorCount} ${JSON.stringify(errors)}`,
);
console.log(`Respostas por status: ${JSON.stringify(perStatus)}; 5xx: ${fivexx}`);
console.log(
  `Latência: p50 ${percentile(latencies, 0.5).toFixed(0)} ms, p99 ${percentile(latencies, 0.99).toFixed(0)} ms, máx ${latencies[total - 1]?.toFixed(0)} ms`,
);
if (steadyLatencies.length > 0) {
  console.log(
    `  depois dos primeiros ${WARM_UP_MS / 1000} s: p50 ${percentile(steadyLatencies, 0.5).toFixed(0)} ms, p99 ${percentile(steadyLatencies, 0.99).toFixed(0)} ms (${steadyLatencies.length} requisições)`,
  );
}
for (const [name, route] of Object.entries(perRoute)) {
  route.latencies.sort((a, b) => a - b);
  steadyLatencies.sort((a, b) => a - b);
  console.log(
    `  ${name.padEnd(28)} ${String(route.count).padStart(6)}  p50 ${percentile(route.latencies, 0.5).toFixed(0).padStart(5)} ms  p99 ${percentile(route.latencies, 0.99).toFixed(0).padStart(5)} ms`,
  );
}
console.log(`Conexões TCP abertas durante a carga: ${connectionsOpened - openedBeforeLoad} (além das ${openedBeforeLoad} iniciais)`);
console.log(
  `Escritas confirmadas: ${ackedStrategies.size} estratégias (201) e ${toggleAcked} toggles (200); estratégias perdidas: ${lost}; integrity_check: ${integrity}`,
);
console.log(
  `Memória (RSS do processo principal e dos workers somados) a cada ${SAMPLE_MS / 1000} s, MB: ${memory.map((s) => `${s.t}s=${s.kib === null ? "?" : mb(s.kib)}`).join(" ")}`,
);
console.log(
  `  primeira ${mb(kibs[0])} MB, última ${mb(kibs[kibs.length - 1])} MB, máxima ${mb(Math.max(...kibs))} MB; pico do terço final ${mb(lastPeak)} MB vs terço do meio ${mb(middlePeak)} MB → ${memoryStable ? "estável" : "CRESCENDO"}`,
);
console.log(
  `Log do servidor: ${requestLines.length} linhas de requisição (${leaky} com "?" ou "@"), ${slowLines.length} consultas lentas (> 50 ms); saída após SIGTERM: código ${exit.code}`,
);

const ok = fivexx === 0 && errorCount === 0 && lost === 0 && integrity === "ok" && memoryStable && leaky === 0 && exit.code === 0;
console.log(ok ? "VEREDITO: OK (sem 5xx, sem escritas perdidas, memória estável)" : "VEREDITO: FALHOU");
if (slowLines.length > 0) {
  const byKind = {};
  for (const line of slowLines) {
    const { method, sql, durationMs } = JSON.parse(line);
    const kind = `${method} ${sql.slice(0, 60)}`;
    byKind[kind] ??= { count: 0, maxMs: 0 };
    byKind[kind].count++;
    byKind[kind].maxMs = Math.max(byKind[kind].maxMs, durationMs);
  }
  console.log("Consultas lentas por tipo:");
  for (const [kind, { count, maxMs }] of Object.entries(byKind)) console.log(`  ${String(count).padStart(4)} × ${kind} (máx ${maxMs} ms)`);
}
if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
else console.log(`Arquivos mantidos em ${dir}`);
await sleep(0);
process.exit(ok ? 0 : 1);
