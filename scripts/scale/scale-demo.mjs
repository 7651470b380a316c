#!/usr/bin/env node
// Two app instances, one database (issue 20, docs/self-hosting.md "Mais de uma máquina"): starts a
// libSQL server (sqld) and two production servers (`node server.mjs`, WEB_CONCURRENCY=1) on
// different ports with the same DATABASE_URL and SESSION_SECRET, then spreads a mixed load over
// both — demo sign-ins, journey toggles, strategy saves, reads — where every virtual person
// alternates between the instances, so a session made on one is used on the other. Half way
// through, instance B is killed with SIGKILL; the load goes on against A. At the end:
//   - every acknowledged write is in the database: each account whose sign-in was answered, each
//     strategy answered 201, and for each person and step the last acknowledged state (or the
//     state of the one write in flight at the kill, which may or may not have landed);
//   - no session was lost: every session cookie handed out (on A or on B) still opens the
//     person's data on A, and A's answer shows the same journey as the database;
//   - the surviving instance answered no 5xx.
// Prints the counts; exit code 1 on any loss or 5xx.
//
//   npm run scale:demo [-- --users 24 --seconds 12 --transport http|ws --keep]
import fs from "node:fs";
import path from "node:path";
import { createClient } from "@libsql/client";
import {
  TOGGLE_STEPS,
  argValue,
  ensureBuild,
  freePort,
  jsonHeaders,
  keepAliveAgent,
  machineSummary,
  request,
  sleep,
  startServer,
  strategyBody,
  keepTempDir,
  tempDir,
} from "../lib/server-harness.mjs";
import { startSqld } from "../sqld/start-sqld.mjs";

const USERS = Number(argValue("users", 24));
const SECONDS = Number(argValue("seconds", 12));
const KEEP = process.argv.includes("--keep");
const TRANSPORT = argValue("transport", "http");
const SESSION_SECRET = "scale-demo-secret-shared-by-every-instance-0123456789";

// Weights of the mix (percent) for a person who already has a session.
const MIX = [
  ["toggle", 40],
  ["save", 15],
  ["read", 35],
  ["new-person", 10],
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
const dir = tempDir("scale-demo");
const started = performance.now();
const sqld = await startSqld({ dir: path.join(dir, "sqld") });
const env = {
  // `--transport http` (default) or `ws` (docs/self-hosting.md compares them).
  DATABASE_URL: TRANSPORT === "ws" ? sqld.url.replace(/^http:/, "ws:") : sqld.url,
  SESSION_SECRET,
  WEB_CONCURRENCY: "1",
  // Every request comes from 127.0.0.1: the per-address limits (kept in the shared database)
  // would stop the demo's sign-ins.
  SIGNUPS_PER_IP_PER_HOUR: "100000",
};
// A first, alone: it applies the migrations; B then finds them in place.
const instances = [];
for (const name of ["A", "B"]) {
  const port = await freePort();
  const logPath = path.join(dir, `server-${name}.log`);
  const server = await startServer({ dbPath: path.join(dir, `unused-${name}.db`), port, logPath, env });
  instances.push({ name, ...server, logPath, alive: true, agent: keepAliveAgent(32) });
}
const [instanceA, instanceB] = instances;
console.log(
  `sqld ${sqld.url}; A ${instanceA.base} (pid ${instanceA.pid}); B ${instanceB.base} (pid ${instanceB.pid}); ${machineSummary()}`,
);
console.log(
  `Transporte até o sqld: ${TRANSPORT}; prontos em ${((performance.now() - started) / 1000).toFixed(1)} s; carga: ${USERS} pessoas, ${SECONDS} s, B recebe SIGKILL aos ${SECONDS / 2} s`,
);

const people = []; // { email, cookie, home, madeOn, turn, toggles: Map(step → { acked?, pending? }), strategies: Set }
const counts = {
  signInAcked: 0,
  toggleAcked: 0,
  saveAcked: 0,
  readOk: 0,
  unanswered: 0, // connection errors: requests in flight to (or sent to) B when it was killed
  fiveXx: { A: 0, B: 0 },
  other: {},
};
let sequence = 0;

/** The instance for a person's next request: they alternate, and only A is left after the kill. */
function nextInstance(person) {
  person.turn++;
  const wanted = instances[(person.home + person.turn) % 2];
  return wanted.alive ? wanted : instanceA;
}

function tally(instance, response, okStatus) {
  if (response.status === okStatus) return true;
  if (response.status >= 500) counts.fiveXx[instance.name]++;
  const key = `${instance.name} ${response.status}`;
  counts.other[key] = (counts.other[key] ?? 0) + 1;
  return false;
}

async function signInPerson(home) {
  const index = sequence++;
  const person = { index, email: `escala-${index}@example.com`, cookie: null, home, turn: 0, toggles: new Map(), strategies: new Set() };
  const instance = instances[home].alive ? instances[home] : instanceA;
  person.madeOn = instance.name;
  try {
    const response = await request({
      base: instance.base,
      agent: instance.agent,
      path: "/auth/demo",
      method: "POST",
      headers: { Origin: instance.base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: `Pessoa Escala ${index}`, email: person.email }).toString(),
    });
    const session = [response.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("en_session="));
    if (!tally(instance, response, 302) || !session) return null;
    person.cookie = session.split(";")[0];
    counts.signInAcked++;
    people.push(person);
    return person;
  } catch {
    counts.unanswered++;
    return null;
  }
}

async function toggle(person) {
  const instance = nextInstance(person);
  const step = TOGGLE_STEPS[Math.floor(Math.random() * TOGGLE_STEPS.length)];
  const state = person.toggles.get(step) ?? {};
  person.toggles.set(step, state);
  const completed = !(state.pending ?? state.acked ?? false);
  state.pending = completed;
  try {
    const response = await request({
      base: instance.base,
      agent: instance.agent,
      path: "/api/journey-progress",
      method: "POST",
      headers: jsonHeaders(instance.base, person.cookie),
      body: JSON.stringify({ step, completed }),
    });
    // An answer, even a refusal, settles it: only a write that got no answer may or may not be in.
    if (tally(instance, response, 200)) {
      state.acked = completed;
      counts.toggleAcked++;
    }
    delete state.pending;
  } catch {
    counts.unanswered++;
    // Sent to B as it was killed: sqld may still apply it, even after this person's next write.
    state.unanswered = [...(state.unanswered ?? []), completed];
  }
}

async function save(person) {
  const instance = nextInstance(person);
  try {
    const response = await request({
      base: instance.base,
      agent: instance.agent,
      path: "/api/saved-businesses",
      method: "POST",
      headers: jsonHeaders(instance.base, person.cookie),
      body: strategyBody(`escala-${person.index}-${sequence++}`),
    });
    if (tally(instance, response, 201)) {
      person.strategies.add(JSON.parse(response.body).id);
      counts.saveAcked++;
    }
  } catch {
    counts.unanswered++;
  }
}

async function read(person) {
  const instance = nextInstance(person);
  const paths = ["/dashboard", "/api/journey-progress", "/api/saved-businesses", "/jornada"];
  try {
    const response = await request({
      base: instance.base,
      agent: instance.agent,
      path: paths[Math.floor(Math.random() * paths.length)],
      headers: { Cookie: person.cookie },
    });
    if (tally(instance, response, 200)) counts.readOk++;
  } catch {
    counts.unanswered++;
  }
}

/** One virtual person's loop: one request at a time, so the order of their writes is known. */
async function loop(person, endAt) {
  while (Date.now() < endAt) {
    const kind = pick();
    if (kind === "new-person") {
      // Made on the other instance than this person's home; its first read goes to the instance
      // that did not make it (it has no loop of its own: the number of loops stays USERS).
      const newcomer = await signInPerson(person.home === 0 ? 1 : 0);
      if (newcomer) await read(newcomer);
    } else if (kind === "toggle") await toggle(person);
    else if (kind === "save") await save(person);
    else await read(person);
  }
}

// The first people: half made on A, half on B.
for (let i = 0; i < USERS; i++) await signInPerson(i % 2);
const loadStarted = Date.now();
const endAt = loadStarted + SECONDS * 1_000;
const killer = (async () => {
  await sleep((SECONDS * 1_000) / 2);
  instanceB.alive = false;
  instanceB.child.kill("SIGKILL");
  await instanceB.exited;
  console.log(`B morto (SIGKILL) aos ${((Date.now() - loadStarted) / 1000).toFixed(1)} s`);
})();
const loops = people.slice().map((person) => loop(person, endAt));
await Promise.all([...loops, killer]);
const loadSeconds = ((Date.now() - loadStarted) / 1000).toFixed(1);
for (const instance of instances) instance.agent.destroy();

// Every session handed out, by A or by B, still opens the person's data on A; A shows the
// journey the database has.
let sessionsLost = 0;
const journeysSeenOnA = new Map();
for (const person of people) {
  try {
    const response = await request({ base: instanceA.base, path: "/api/journey-progress", headers: { Cookie: person.cookie } });
    if (response.status !== 200) {
      sessionsLost++;
      continue;
    }
    const records = JSON.parse(response.body);
    journeysSeenOnA.set(person.email, new Map(records.map((record) => [record.step, Boolean(record.completed)])));
  } catch {
    sessionsLost++;
  }
}

// The database itself, read straight from sqld.
const client = createClient({ url: sqld.url });
const userRows = (await client.execute("SELECT id, email FROM users WHERE email LIKE 'escala-%'")).rows;
const idByEmail = new Map(userRows.map((row) => [String(row.email), String(row.id)]));
const strategyIds = new Set((await client.execute("SELECT id FROM saved_businesses")).rows.map((row) => String(row.id)));
const progressRows = (await client.execute("SELECT user_id, step, completed FROM journey_progress")).rows;
const progress = new Map(progressRows.map((row) => [`${row.user_id}|${row.step}`, Number(row.completed) === 1]));
const sessionRows = Number((await client.execute("SELECT count(*) AS n FROM sessions")).rows[0].n);
const integrity = String((await client.execute("PRAGMA integrity_check")).rows[0][0]);
client.close();

const lost = { accounts: 0, strategies: 0, toggles: 0, pageDisagrees: 0 };
const lostDetails = [];
const lateWrites = [];
for (const person of people) {
  const userId = idByEmail.get(person.email);
  if (!userId) {
    lost.accounts++;
    continue;
  }
  for (const id of person.strategies) if (!strategyIds.has(id)) lost.strategies++;
  const seenOnA = journeysSeenOnA.get(person.email);
  for (const [step, state] of person.toggles) {
    const inDb = progress.get(`${userId}|${step}`) ?? false;
    // The last acknowledged state (unset before the first: not completed), or the state of a last
    // write that got no answer and may or may not have landed.
    const allowed = new Set([state.acked ?? false]);
    if (state.pending !== undefined) allowed.add(state.pending);
    if (!allowed.has(inDb)) {
      // A request B had sent to sqld before it died may be applied after the person's next write
      // (through A) — the server outlives the instance. That is a late write, not a lost one: it
      // is counted and shown apart.
      if (state.unanswered?.includes(inDb)) lateWrites.push(`${person.email} ${step}`);
      else {
        lost.toggles++;
        lostDetails.push(`${person.email} ${step}: confirmado ${state.acked}, sem resposta ${state.unanswered ?? "-"}, no banco ${inDb}`);
      }
    }
    if (seenOnA && (seenOnA.get(step) ?? false) !== inDb) lost.pageDisagrees++;
  }
}

const madeOnB = people.filter((person) => person.madeOn === "B").length;
console.log(
  `\nCarga: ${loadSeconds} s; respostas: ${counts.signInAcked} entradas de demonstração, ${counts.toggleAcked} toggles, ${counts.saveAcked} estratégias salvas, ${counts.readOk} leituras 200`,
);
console.log(
  `Sem resposta (em trânsito para B no SIGKILL ou depois): ${counts.unanswered}; outras respostas: ${JSON.stringify(counts.other)}`,
);
console.log(`5xx: A ${counts.fiveXx.A}, B ${counts.fiveXx.B}`);
console.log(
  `Sessões: ${people.length} entregues (${madeOnB} feitas em B), ${sessionsLost} perdidas (não abrem mais em A); ${sessionRows} linhas em sessions`,
);
console.log(
  `Escritas confirmadas ausentes do banco: contas ${lost.accounts}, estratégias ${lost.strategies} de ${counts.saveAcked}, passos ${lost.toggles}; página de A diferente do banco: ${lost.pageDisagrees}; integrity_check: ${integrity}`,
);

for (const line of lostDetails.slice(0, 10)) console.log(`  perdido: ${line}`);
console.log(
  `Passos em que um pedido enviado a B antes do SIGKILL chegou ao banco depois da escrita seguinte da pessoa (por A): ${lateWrites.length}${lateWrites.length ? ` (${lateWrites.slice(0, 5).join("; ")})` : ""}`,
);

for (const instance of instances) {
  if (instance.alive) instance.child.kill("SIGTERM");
}
const exitA = await instanceA.exited;
await sqld.stop({ keepData: true });
const ok =
  lost.accounts + lost.strategies + lost.toggles + lost.pageDisagrees + sessionsLost === 0 &&
  counts.fiveXx.A === 0 &&
  integrity === "ok" &&
  madeOnB > 0 &&
  exitA.code === 0;
console.log(`A encerrado com SIGTERM: código ${exitA.code}`);
// The folder goes at exit (tempDir), on failure too; --keep keeps it for a look at the logs.
if (KEEP) {
  keepTempDir(dir);
  console.log(`Arquivos (banco do sqld, logs dos servidores): ${dir}`);
} else if (!ok) console.log("Para guardar o banco do sqld e os logs dos servidores, rode de novo com --keep.");
console.log(
  ok
    ? "OK: nenhuma escrita confirmada nem sessão perdida."
    : `FALHOU: ${JSON.stringify({ lost, sessionsLost, fiveXxOnA: counts.fiveXx.A, integrity, madeOnB, exitA: exitA.code })}`,
);
process.exit(ok ? 0 : 1);
