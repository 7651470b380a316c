#!/usr/bin/env node
// SIGTERM test: the production server gets SIGTERM while requests are in flight and must
//   - finish them all (2xx/3xx): page renders, and writes whose bodies are still arriving;
//   - refuse new connections from then on (within 1 s: with several processes the port closes
//     when the last worker has stopped listening);
//   - close the database (WAL checkpointed: the -wal file is gone or empty) and exit 0.
// Then a second run: one request that never finishes; the server must give up after its
// deadline (8 s), still close the database, and exit 1.
//
//   npm run durability:sigterm [-- --skip-deadline]
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import Database from "better-sqlite3";
import {
  HOST,
  ensureBuild,
  freePort,
  jsonHeaders,
  machineSummary,
  request,
  scratchServerFiles,
  signIn,
  sleep,
  startServer,
  strategyBody,
} from "../lib/server-harness.mjs";

const PAGE_REQUESTS = 30;
const WRITE_REQUESTS = 20;
const SKIP_DEADLINE = process.argv.includes("--skip-deadline");
const REFUSE_WITHIN_MS = 1_000;

ensureBuild();
const { dir, dbPath, logPath } = scratchServerFiles("sigterm-test");
const failures = [];
const check = (ok, message) => {
  console.log(`  ${ok ? "ok  " : "FALHA"} ${message}`);
  if (!ok) failures.push(message);
};

/** A connection of its own, already accepted by the server (a /healthz went through it). */
async function openConnection(base) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const warm = await request({ base, agent, path: "/healthz" });
  if (warm.status !== 200) throw new Error(`healthz: HTTP ${warm.status}`);
  return agent;
}

/**
 * Sends a POST whose body arrives in two halves: headers and the first half now, the rest when
 * `finish()` is called. Resolves `response` with { status, body, reused, at }.
 */
function slowPost({ base, agent, path: urlPath, headers, body }) {
  const payload = Buffer.from(body);
  let req;
  const response = new Promise((resolve, reject) => {
    req = http.request(
      new URL(urlPath, base),
      { method: "POST", agent, headers: { ...headers, "Content-Length": payload.length } },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode,
            body: Buffer.concat(chunks).toString("utf8"),
            reused: req.reusedSocket,
            at: performance.now(),
          }),
        );
      },
    );
    req.on("error", reject);
  });
  req.flushHeaders();
  req.write(payload.subarray(0, payload.length >> 1));
  return { response, finish: () => req.end(payload.subarray(payload.length >> 1)) };
}

function connectionRefused(port) {
  return new Promise((resolve) => {
    const socket = net.connect(port, HOST);
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error) => resolve(error.code === "ECONNREFUSED"));
  });
}

async function waitForLog(text, timeoutMs) {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (fs.readFileSync(logPath, "utf8").includes(text)) return performance.now() - started;
    await sleep(5);
  }
  return null;
}

const walSize = () => (fs.existsSync(`${dbPath}-wal`) ? fs.statSync(`${dbPath}-wal`).size : null);

console.log(`Teste de SIGTERM; ${machineSummary()}`);
const port = await freePort();
const server = await startServer({ dbPath, port, logPath });
const { base } = server;
const cookie = await signIn(base, { name: "Sigterm", email: "sigterm@example.com" });

// Every connection is accepted before the test starts (see load-test.mjs on accept under load).
const pageAgents = await Promise.all(Array.from({ length: PAGE_REQUESTS }, () => openConnection(base)));
const writeAgents = await Promise.all(Array.from({ length: WRITE_REQUESTS }, () => openConnection(base)));

// Writes in flight: headers and half the body sent; the server is waiting for the rest.
const writes = writeAgents.map((agent, i) =>
  i % 2 === 0
    ? slowPost({ base, agent, path: "/api/saved-businesses", headers: jsonHeaders(base, cookie), body: strategyBody(`sigterm-${i}`) })
    : slowPost({
        base,
        agent,
        path: "/api/journey-progress",
        headers: jsonHeaders(base, cookie),
        body: JSON.stringify({ step: "add_clients", completed: i % 4 === 1 }),
      }),
);
await sleep(300);
// Page renders in flight: sent together; the server renders them one after another.
const pages = pageAgents.map((agent) =>
  request({ base, agent, path: "/dashboard", headers: { Cookie: cookie }, timeoutMs: 15_000 }).then(
    (response) => ({ status: response.status, at: performance.now() }),
    (error) => ({ status: error.code ?? error.message, at: performance.now() }),
  ),
);
await sleep(20);
const sigtermAt = performance.now();
process.kill(server.pid, "SIGTERM");
// The signal is handled on the event loop, after the render in progress: wait for the server
// to say it got it, then try a new connection.
const noticedWithin = await waitForLog("SIGTERM recebido", 5_000);
// With several processes the port closes once every worker has stopped listening (a few ms
// after the primary's line): new connections must be refused within REFUSE_WITHIN_MS.
let refusedAfterMs = null;
while (performance.now() - sigtermAt < REFUSE_WITHIN_MS) {
  if (await connectionRefused(port)) {
    refusedAfterMs = performance.now() - sigtermAt;
    break;
  }
  await sleep(10);
}
const refused = refusedAfterMs !== null;
await sleep(150);
for (const write of writes) write.finish();

const writeResults = await Promise.all(
  writes.map((write) => write.response.catch((error) => ({ status: error.code ?? error.message, at: performance.now() }))),
);
const pageResults = await Promise.all(pages);
const exit = await server.exited;
const exitedAt = performance.now();
for (const agent of [...pageAgents, ...writeAgents]) agent.destroy();

const success = (status) => typeof status === "number" && status >= 200 && status < 400;
const pagesAfter = pageResults.filter((result) => result.at > sigtermAt).length;
check(
  pageResults.every((result) => success(result.status)),
  `${PAGE_REQUESTS} páginas /dashboard: ${pageResults.filter((r) => success(r.status)).length} com 2xx/3xx, ${pagesAfter} delas respondidas depois do SIGTERM (${JSON.stringify(countBy(pageResults))})`,
);
check(
  writeResults.every((result) => success(result.status)),
  `${WRITE_REQUESTS} escritas com o corpo chegando depois do SIGTERM: ${writeResults.filter((r) => success(r.status)).length} com 2xx (${JSON.stringify(countBy(writeResults))})`,
);
check(
  writeResults.every((result) => result.reused === true),
  "cada requisição usou a conexão já aceita antes do SIGTERM",
);
check(noticedWithin !== null, `o servidor registrou o SIGTERM em ${noticedWithin?.toFixed(0)} ms`);
check(
  refused,
  `nova conexão depois disso: recusada (ECONNREFUSED) ${refused ? `${refusedAfterMs.toFixed(0)} ms após o SIGTERM` : `nem ${REFUSE_WITHIN_MS} ms depois`}`,
);
check(exit.code === 0, `processo terminou com código ${exit.code} em ${(exitedAt - sigtermAt).toFixed(0)} ms após o SIGTERM`);
const wal = walSize();
check(
  wal === null || wal === 0,
  `arquivo -wal depois da saída: ${wal === null ? "removido" : `${wal} bytes`} (banco fechado com checkpoint)`,
);

const savedIds = writeResults.filter((result) => result.status === 201).map((result) => JSON.parse(result.body).id);
const db = new Database(dbPath, { readonly: true, fileMustExist: true });
const integrity = db.pragma("integrity_check", { simple: true });
const present = savedIds.filter((id) => db.prepare("SELECT 1 FROM saved_businesses WHERE id = ?").get(id)).length;
db.close();
check(integrity === "ok", `integrity_check: ${integrity}`);
check(present === savedIds.length, `estratégias confirmadas durante o encerramento: ${savedIds.length}, no banco: ${present}`);

function countBy(results) {
  const counts = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

if (!SKIP_DEADLINE) {
  console.log("Prazo: uma requisição que nunca termina");
  const again = await startServer({ dbPath, port: await freePort(), logPath });
  const agent = await openConnection(again.base);
  const stuck = slowPost({
    base: again.base,
    agent,
    path: "/api/saved-businesses",
    headers: jsonHeaders(again.base, cookie),
    body: strategyBody("nunca"),
  });
  stuck.response.catch(() => {});
  await sleep(300);
  const started = performance.now();
  process.kill(again.pid, "SIGTERM");
  const result = await again.exited;
  const tookMs = performance.now() - started;
  agent.destroy();
  check(result.code === 1, `saiu com código ${result.code} após ${(tookMs / 1000).toFixed(1)} s (prazo de 8 s)`);
  const walAfter = walSize();
  check(
    walAfter === null || walAfter === 0,
    `arquivo -wal depois da saída forçada: ${walAfter === null ? "removido" : `${walAfter} bytes`}`,
  );
}

console.log(failures.length === 0 ? "OK: encerramento gracioso verificado." : `FALHOU: ${failures.length} verificação(ões).`);
fs.rmSync(dir, { recursive: true, force: true });
process.exit(failures.length === 0 ? 0 : 1);
