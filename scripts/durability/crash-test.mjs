#!/usr/bin/env node
// Crash test: concurrent writers (journey toggles through the JSON API and the no-JavaScript form,
// strategy saves) against the production server; the server is killed with SIGKILL mid-way,
// restarted on the same database, and then:
//   - PRAGMA integrity_check must answer "ok" (and foreign_key_check nothing);
//   - every write that got a success answer (200 / 303 / 201) must be in the database: for each
//     user and step the last acknowledged state (or the state of the one write that was in
//     flight at the kill, which may or may not have landed), and every acknowledged strategy id.
// Repeated for several rounds on the same database. Exit code 1 on any missing write.
// What it cannot see: SIGKILL ends the process, not the machine; the kernel's page cache keeps
// every write the process made, synced or not, so a server that never called fsync passes too.
// It checks atomicity and integrity across a process crash; whether an acknowledged write
// reached the disk is checked by `npm run durability:fsync` (fsync-check.mjs).
//
//   npm run durability:crash [-- --users 8 --rounds 3]
import fs from "node:fs";
import Database from "better-sqlite3";
import {
  TOGGLE_STEPS,
  argValue,
  ensureBuild,
  formHeaders,
  freePort,
  jsonHeaders,
  keepAliveAgent,
  machineSummary,
  request,
  keepTempDir,
  scratchServerFiles,
  signIn,
  sleep,
  startServer,
  strategyBody,
} from "../lib/server-harness.mjs";

const USERS = Number(argValue("users", 8));
const ROUNDS = Number(argValue("rounds", 3));
const KEEP = process.argv.includes("--keep");

ensureBuild();
const { dir, dbPath, logPath } = scratchServerFiles("crash-test");
if (KEEP) keepTempDir(dir);
const port = await freePort();

// Per user and step: the last acknowledged state, and the state of a write sent but unanswered.
const toggles = new Map(); // `${userIndex}|${step}` → { acked?: boolean, pending?: boolean }
const strategies = new Map(); // id → userIndex (acknowledged with 201)
const counts = { toggleAcked: 0, formAcked: 0, saveAcked: 0, unanswered: 0, otherStatus: {} };

function countOther(status) {
  counts.otherStatus[status] = (counts.otherStatus[status] ?? 0) + 1;
}

/** A writer loops until its first connection error (the kill), then stops. */
async function toggleWriter(server, user, steps, viaForm) {
  let i = 0;
  while (true) {
    const step = steps[i++ % steps.length];
    const key = `${user.index}|${step}`;
    const state = toggles.get(key) ?? {};
    toggles.set(key, state);
    const current = state.pending ?? state.acked ?? false;
    const next = !current;
    state.pending = next;
    let response;
    try {
      response = viaForm
        ? await request({
            base: server.base,
            agent: user.agent,
            path: "/dashboard/estruturacao",
            method: "POST",
            headers: formHeaders(server.base, user.cookie),
            body: new URLSearchParams({ intent: "toggle-step", step, completed: String(next) }).toString(),
          })
        : await request({
            base: server.base,
            agent: user.agent,
            path: "/api/journey-progress",
            method: "POST",
            headers: jsonHeaders(server.base, user.cookie),
            body: JSON.stringify({ step, completed: next }),
          });
    } catch {
      counts.unanswered++;
      return; // the server is gone; `pending` stays: that write may or may not have landed
    }
    if (response.status === (viaForm ? 303 : 200)) {
      state.acked = next;
      state.pending = undefined;
      if (viaForm) counts.formAcked++;
      else counts.toggleAcked++;
    } else {
      // Not acknowledged, so nothing is promised; a failed write must not have changed anything.
      state.pending = undefined;
      countOther(response.status);
    }
  }
}

async function strategyWriter(server, user) {
  for (let n = 0; ; n++) {
    let response;
    try {
      response = await request({
        base: server.base,
        agent: user.agent,
        path: "/api/saved-businesses",
        method: "POST",
        headers: jsonHeaders(server.base, user.cookie),
        body: strategyBody(`u${user.index}-${n}`),
      });
    } catch {
      counts.unanswered++;
      return;
    }
    if (response.status === 201) {
      strategies.set(JSON.parse(response.body).id, user.index);
      counts.saveAcked++;
    } else {
      countOther(response.status);
    }
  }
}

function verify(users, round) {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const integrity = db.pragma("integrity_check", { simple: true });
    const foreignKeyProblems = db.pragma("foreign_key_check").length;
    const userIds = new Map(
      db
        .prepare("SELECT id, email FROM users WHERE email LIKE 'crash-%@example.com'")
        .all()
        .map((row) => [row.email, row.id]),
    );
    const stepState = db.prepare("SELECT completed FROM journey_progress WHERE user_id = ? AND step = ?").pluck();
    const strategyOwner = db.prepare("SELECT user_id FROM saved_businesses WHERE id = ?").pluck();

    let toggleChecked = 0;
    let toggleMissing = 0;
    let inFlightLanded = 0;
    for (const [key, state] of toggles) {
      const [userIndex, step] = key.split("|");
      if (state.acked === undefined && state.pending === undefined) continue;
      const value = stepState.get(userIds.get(users[Number(userIndex)].email), step);
      const found = value === undefined ? undefined : value === 1;
      const okAcked = state.acked === undefined ? found === undefined || found === false : found === state.acked;
      const okPending = state.pending !== undefined && found === state.pending;
      if (state.acked !== undefined) toggleChecked++;
      if (okPending && !okAcked) inFlightLanded++;
      if (!okAcked && !okPending) {
        toggleMissing++;
        console.error(`  FALTANDO: usuário ${userIndex}, passo ${step}: esperado ${state.acked}, no banco ${found}`);
      }
      // From here on the database is the truth for this step (resolves the in-flight write).
      state.acked = found;
      state.pending = undefined;
    }

    let strategyMissing = 0;
    for (const [id, userIndex] of strategies) {
      if (strategyOwner.get(id) !== userIds.get(users[userIndex].email)) {
        strategyMissing++;
        console.error(`  FALTANDO: estratégia ${id} do usuário ${userIndex}`);
      }
    }
    const strategyRows = db.prepare("SELECT count(*) FROM saved_businesses").pluck().get();
    console.log(
      `  rodada ${round}: integrity_check=${integrity}, foreign_key_check=${foreignKeyProblems} problema(s); ` +
        `passos conferidos ${toggleChecked} (faltando ${toggleMissing}; escrita sem resposta que chegou ao banco: ${inFlightLanded}); ` +
        `estratégias confirmadas ${strategies.size}, no banco ${strategyRows} (faltando ${strategyMissing})`,
    );
    return {
      ok: integrity === "ok" && foreignKeyProblems === 0 && toggleMissing === 0 && strategyMissing === 0,
      toggleMissing,
      strategyMissing,
      integrity,
    };
  } finally {
    db.close();
  }
}

console.log(`Teste de queda (SIGKILL): ${USERS} usuários × 4 escritores, ${ROUNDS} rodadas; ${machineSummary()}`);
console.log(`  banco ${dbPath}, log ${logPath}`);
let server = await startServer({ dbPath, port, logPath });
const users = [];
for (let index = 0; index < USERS; index++) {
  const email = `crash-${index}@example.com`;
  const agent = keepAliveAgent(8);
  users.push({ index, email, agent, cookie: await signIn(server.base, { name: `Crash ${index}`, email, agent }) });
}

let failed = false;
for (let round = 1; round <= ROUNDS; round++) {
  const before = { ...counts };
  const writers = users.flatMap((user) => {
    const own = (r) => TOGGLE_STEPS.filter((_, i) => i % 3 === r);
    return [
      toggleWriter(server, user, own(0), false),
      toggleWriter(server, user, own(1), false),
      toggleWriter(server, user, own(2), true),
      strategyWriter(server, user),
    ];
  });
  const killAfter = 1_500 + Math.floor(Math.random() * 2_500);
  await sleep(killAfter);
  process.kill(server.pid, "SIGKILL");
  const { signal } = await server.exited;
  await Promise.all(writers);
  for (const user of users) user.agent.destroy();
  const acked = counts.toggleAcked + counts.formAcked + counts.saveAcked - (before.toggleAcked + before.formAcked + before.saveAcked);
  console.log(`  rodada ${round}: ${signal} após ${killAfter} ms; ${acked} escritas confirmadas nesta rodada`);

  server = await startServer({ dbPath, port, logPath });
  for (const user of users) user.agent = keepAliveAgent(8);
  // The restarted server serves the acknowledged strategies to their owners.
  for (const user of users) {
    const response = await request({
      base: server.base,
      agent: user.agent,
      path: "/api/saved-businesses",
      headers: { Cookie: user.cookie },
    });
    const served = new Set(JSON.parse(response.body).map((row) => row.id));
    const expected = [...strategies].filter(([, owner]) => owner === user.index).map(([id]) => id);
    if (response.status !== 200 || expected.some((id) => !served.has(id))) {
      failed = true;
      console.error(`  usuário ${user.index}: o servidor reiniciado não devolveu todas as estratégias (HTTP ${response.status})`);
    }
  }
  const result = verify(users, round);
  if (!result.ok) failed = true;
}

server.child.kill("SIGTERM");
const last = await server.exited;
for (const user of users) user.agent.destroy();

const totalAcked = counts.toggleAcked + counts.formAcked + counts.saveAcked;
console.log(
  `Escritas confirmadas: ${totalAcked} (toggles API ${counts.toggleAcked}, toggles formulário ${counts.formAcked}, estratégias ${counts.saveAcked}); ` +
    `sem resposta na queda: ${counts.unanswered}; outras respostas: ${JSON.stringify(counts.otherStatus)}; ` +
    `saída final (SIGTERM): código ${last.code}`,
);
if (Object.keys(counts.otherStatus).some((status) => Number(status) >= 500)) failed = true;
console.log(failed ? "FALHOU: veja as linhas acima." : "OK: nenhuma escrita confirmada se perdeu e o banco está íntegro.");
if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
