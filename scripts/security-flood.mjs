#!/usr/bin/env node
// Floods the unauthenticated admin sign-in and measures what it does to everyone else: the median
// latency of a signed-in /dashboard, quiet and under the flood (issue 15: within 3× of quiet), and
// (many addresses) whether the administrator still signs in from its usual address (issue 27).
// Not a CI test: timings depend on the machine. Run after `npm run build`:
//
//   npm run security:flood                 40 clients for 15 s, twice: all from one address, then
//                                          from 40 addresses (X-Forwarded-For, TRUST_PROXY=true)
//   npm run security:flood -- --clients 40 --seconds 15 --mode one|many|both|control
//
// "control" floods GET /healthz (the cheapest answer) the same way: the ratio it gives is what
// any 40-client flood costs on this machine, the floor for the sign-in figures.
//
// The server is `node server.mjs` as `npm start` runs it (default process count), on a temporary
// database with an administrator (real scrypt parameters: 64 MiB per hash) and one demo person.
import crypto from "node:crypto";
import {
  argValue,
  ensureBuild,
  freePort,
  keepAliveAgent,
  machineSummary,
  percentile,
  request,
  scratchServerFiles,
  signIn,
  sleep,
  startServer,
} from "./lib/server-harness.mjs";

const CLIENTS = Number(argValue("clients", 40));
const SECONDS = Number(argValue("seconds", 15));
const MODE = argValue("mode", "both");
const QUIET_SECONDS = 5;
const ADMIN_EMAIL = "admin-flood@example.com";
const ADMIN_PASSWORD = "senha-do-admin-flood-123";

ensureBuild();
const files = scratchServerFiles("security-flood");
const port = await freePort();
const server = await startServer({
  ...files,
  port,
  env: { ADMIN_EMAIL, ADMIN_PASSWORD, TRUST_PROXY: "true", SESSION_SECRET: "flood-secret-that-is-long-enough-0123456789" },
});
const { base } = server;

/** Sequential signed-in /dashboard requests until `until` (ms); returns the latencies. */
async function sampleDashboard(cookie, until) {
  const agent = keepAliveAgent(1);
  const latencies = [];
  let failures = 0;
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await request({ base, path: "/dashboard", headers: { Cookie: cookie }, agent, timeoutMs: 120_000 });
      if (response.status === 200) latencies.push(performance.now() - started);
      else failures += 1;
    } catch {
      failures += 1;
    }
    await sleep(50);
  }
  agent.destroy();
  return { latencies: latencies.sort((a, b) => a - b), failures };
}

/** `CLIENTS` loops of POST /api/admin/login with wrong passwords until `until`. */
async function flood(until, manyAddresses, control = false) {
  const statuses = new Map();
  let attempts = 0;
  const client = async (index) => {
    const agent = keepAliveAgent(1);
    const headers = { Origin: base, "Content-Type": "application/json" };
    // Many addresses: the loopback range 127.0.0.1–127.0.0.249 (as issue 27 reproduced it), then 198.18.x.y.
    if (manyAddresses) headers["X-Forwarded-For"] = index < 249 ? `127.0.0.${index + 1}` : `198.18.${index >> 8}.${index & 255}`;
    while (Date.now() < until) {
      // Unknown e-mails: each costs a full scrypt (the dummy hash) unless a limit stops it first.
      const body = JSON.stringify({
        email: manyAddresses ? `alvo-${crypto.randomUUID()}@example.com` : ADMIN_EMAIL,
        password: crypto.randomUUID(),
      });
      try {
        const response = control
          ? await request({ base, path: "/healthz", agent, timeoutMs: 120_000 })
          : await request({ base, path: "/api/admin/login", method: "POST", headers, body, agent, timeoutMs: 120_000 });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      } catch {
        statuses.set("erro", (statuses.get("erro") ?? 0) + 1);
      }
      attempts += 1;
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));
  return { attempts, statuses: Object.fromEntries([...statuses].sort()) };
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** The administrator's own address (X-Forwarded-For), where it signed in before the flood. */
const ADMIN_ADDRESS = "127.0.0.250";

async function adminSignIn() {
  const response = await request({
    base,
    path: "/api/admin/login",
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/json", "X-Forwarded-For": ADMIN_ADDRESS },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    timeoutMs: 120_000,
  });
  return response.status;
}

/** Ten sign-ins with the right password, one after another, while the flood lasts (issue 27 item 4). */
async function adminDuringFlood(until) {
  const statuses = [];
  await sleep(1_000);
  for (let i = 0; i < 10 && Date.now() < until; i++) {
    statuses.push(await adminSignIn());
    await sleep(300);
  }
  return statuses;
}

try {
  console.log(`Máquina: ${machineSummary()}`);
  console.log(`Servidor: ${base} (processos: padrão do npm start), ${CLIENTS} clientes, ${SECONDS} s por rodada\n`);
  const cookie = await signIn(base, { name: "Pessoa Medida", email: "medida@example.com" });
  // The administrator signs in once from its own address before any flood (that address is then known).
  console.log(`Administrador entra antes do ataque (de ${ADMIN_ADDRESS}): HTTP ${await adminSignIn()}`);
  // Warm-up, then the quiet baseline.
  await sampleDashboard(cookie, Date.now() + 1_000);
  const quiet = await sampleDashboard(cookie, Date.now() + QUIET_SECONDS * 1000);
  const quietMedian = percentile(quiet.latencies, 0.5);
  console.log(
    `Sem ataque: /dashboard mediana ${ms(quietMedian)}, p90 ${ms(percentile(quiet.latencies, 0.9))} (${quiet.latencies.length} amostras)`,
  );

  const modes = MODE === "both" ? ["one", "many", "control"] : [MODE];
  for (const mode of modes) {
    const until = Date.now() + SECONDS * 1000;
    const [attack, underFlood, admin] = await Promise.all([
      flood(until, mode === "many", mode === "control"),
      sampleDashboard(cookie, until),
      mode === "many" ? adminDuringFlood(until) : Promise.resolve(null),
    ]);
    const median = percentile(underFlood.latencies, 0.5);
    const label =
      mode === "control"
        ? "controle: GET /healthz, nenhum login"
        : mode === "many"
          ? `${CLIENTS} endereços (X-Forwarded-For)`
          : "um endereço";
    console.log(
      `\nInundação (${label}): ${attack.attempts} tentativas (${(attack.attempts / SECONDS).toFixed(0)}/s), respostas ${JSON.stringify(attack.statuses)}`,
    );
    console.log(
      `  /dashboard mediana ${ms(median)}, p90 ${ms(percentile(underFlood.latencies, 0.9))}, máx ${ms(underFlood.latencies.at(-1) ?? NaN)} (${underFlood.latencies.length} amostras, ${underFlood.failures} falhas)`,
    );
    console.log(`  razão mediana sob ataque / sem ataque: ${(median / quietMedian).toFixed(2)}× (meta: ≤ 3×)`);
    if (admin)
      console.log(
        `  administrador (de ${ADMIN_ADDRESS}, onde já tinha entrado): ${admin.filter((s) => s === 200).length} de ${admin.length} entradas com a senha certa; respostas ${JSON.stringify(admin)}`,
      );
    // The next round starts from quiet: wait for queued work to drain.
    await sleep(3_000);
  }
} finally {
  server.child.kill("SIGTERM");
  await server.exited;
}
