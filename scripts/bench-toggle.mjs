#!/usr/bin/env node
// Times the journey toggle POST: 100 form posts (the no-JavaScript path: 303 + toast) and 100
// JSON posts to /api/journey-progress, each alternating completed true/false on one step.
//
//   npm run build && npm run bench:toggle            starts `node server.mjs` on a temporary
//                                                    database and a free port, then stops it
//   BENCH_URL=http://127.0.0.1:3000 npm run bench:toggle   uses a server already running
//                                                    (it must allow the demo sign-in)
// BENCH_RUNS changes the number of posts (default 100).
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  if (!fs.existsSync(path.join(root, "build", "index.js"))) {
    throw new Error("Build não encontrado: rode `npm run build` antes.");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-toggle-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_DEMO_LOGIN: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: path.join(dir, "bench.db"),
      SESSION_SECRET: "bench-secret-that-is-long-enough-0123456789",
      GOOGLE_CLIENT_ID: "",
      GOOGLE_CLIENT_SECRET: "",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill("SIGTERM");
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (child.exitCode !== null) throw new Error("O servidor terminou ao iniciar.");
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    // A server that failed to start leaves neither a process nor its folder behind.
    stop();
    throw error;
  }
  return { base, stop };
}

async function signIn(base) {
  const response = await fetch(`${base}/auth/demo`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name: "Bench Mark", email: `bench-${Date.now()}@example.com` }),
  });
  const session = response.headers.getSetCookie().find((c) => c.startsWith("en_session="));
  if (!session) throw new Error(`Login de demonstração falhou (HTTP ${response.status}).`);
  return session.split(";")[0];
}

async function time(runs, send) {
  const samples = [];
  for (let i = 0; i < WARMUP + runs; i++) {
    const started = performance.now();
    await send(i);
    const elapsed = performance.now() - started;
    if (i >= WARMUP) samples.push(elapsed);
  }
  samples.sort((a, b) => a - b);
  const at = (q) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))];
  const median =
    samples.length % 2 ? samples[(samples.length - 1) / 2] : (samples[samples.length / 2 - 1] + samples[samples.length / 2]) / 2;
  return { median, p90: at(0.9), min: samples[0], max: samples[samples.length - 1] };
}

const ms = (n) => `${n.toFixed(2)} ms`;

const external = process.env.BENCH_URL?.replace(/\/$/, "");
const server = external ? { base: external, stop: () => {} } : await startServer();
try {
  const { base } = server;
  const cookie = await signIn(base);

  const form = await time(RUNS, async (i) => {
    const response = await fetch(`${base}/dashboard/estruturacao`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "toggle-step", step: "add_clients", completed: String(i % 2 === 0) }),
    });
    await response.arrayBuffer();
    if (response.status !== 303) throw new Error(`Formulário: HTTP ${response.status}`);
  });

  const api = await time(RUNS, async (i) => {
    const response = await fetch(`${base}/api/journey-progress`, {
      method: "POST",
      headers: { Origin: base, Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ step: "add_products", completed: i % 2 === 0 }),
    });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`API: HTTP ${response.status}`);
  });

  console.log(`Toggle da jornada, ${RUNS} POSTs cada (após ${WARMUP} de aquecimento), ${base}`);
  for (const [label, r] of [
    ["formulário (303)", form],
    ["API JSON (200)", api],
  ]) {
    console.log(`  ${label.padEnd(18)} mediana ${ms(r.median)}  p90 ${ms(r.p90)}  mín ${ms(r.min)}  máx ${ms(r.max)}`);
  }
} finally {
  server.stop();
}
