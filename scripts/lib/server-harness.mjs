// Shared by the durability scripts (scripts/durability/*.mjs): start the production server
// (`node server.mjs`) on a temporary database and a free loopback port, sign in demo users and
// send HTTP requests over keep-alive connections. Plain node:http, no dependencies.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
export const HOST = "127.0.0.1";

/** Runs `npm run build` only when there is no build yet (the server and the heavy-work worker, decision 026). */
export function ensureBuild() {
  if (fs.existsSync(path.join(root, "build", "index.js")) && fs.existsSync(path.join(root, "build", "heavy-worker.mjs"))) return;
  console.log("build/index.js ou build/heavy-worker.mjs não encontrado: rodando `npm run build`…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("o build falhou");
}

const scratchDirs = new Set();
function removeScratchDirs() {
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * A scratch folder under the system's temporary folder, removed when the process exits, whether
 * the script succeeded, failed or threw, unless the script keeps it (keepTempDir, e.g. --keep).
 */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
  if (scratchDirs.size === 0) process.once("exit", removeScratchDirs);
  scratchDirs.add(dir);
  return dir;
}

/** Leaves a tempDir() folder in place after the process exits (the script prints where it is). */
export function keepTempDir(dir) {
  scratchDirs.delete(dir);
}

/** A fresh directory for one script run: the database file and the server's log go in it. */
export function scratchServerFiles(prefix) {
  const dir = tempDir(prefix);
  return { dir, dbPath: path.join(dir, "app.db"), logPath: path.join(dir, "server.log") };
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, HOST, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `node server.mjs` as `npm start` would (NODE_ENV unset: production build, demo sign-in)
 * on `dbPath` and `port`. Its stdout/stderr are appended to `logPath` (a file, so a busy request
 * log never blocks on a pipe). `nodeArgs` go to node before the script (e.g. --cpu-prof).
 * Resolves once /healthz answers 200.
 */
export async function startServer({ dbPath, port, logPath, env = {}, nodeArgs = [] }) {
  const serverEnv = { ...process.env, PORT: String(port), HOST, DATABASE_PATH: dbPath, ...env };
  for (const name of [
    "NODE_ENV",
    "GOOGLE_CLIENT_ID",
    "GOOGLE_CLIENT_SECRET",
    "GOOGLE_OAUTH_TEST_ISSUER",
    "GEMINI_API_KEY",
    "SESSION_SECRET",
  ]) {
    if (!(name in env)) delete serverEnv[name];
  }
  const log = fs.openSync(logPath, "a");
  const child = spawn(process.execPath, [...nodeArgs, "server.mjs"], { cwd: root, env: serverEnv, stdio: ["ignore", log, log] });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  const base = `http://${HOST}:${port}`;
  const started = Date.now();
  while (true) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`O servidor terminou ao iniciar (veja ${logPath}).`);
    }
    try {
      const response = await request({ base, path: "/healthz", timeoutMs: 2_000 });
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error("O servidor não respondeu em 60 s.");
    await sleep(100);
  }
  return { child, pid: child.pid, base, exited };
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export function keepAliveAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
}

/**
 * One HTTP request. Resolves with { status, headers, body } (body as text); rejects on a
 * connection error or after `timeoutMs`. Only loopback addresses are allowed.
 */
export function request({ base, path: urlPath, method = "GET", headers = {}, body, agent, timeoutMs = 30_000 }) {
  const url = new URL(urlPath, base);
  if (url.hostname !== "127.0.0.1" && url.hostname !== "localhost" && url.hostname !== "::1") {
    return Promise.reject(new Error(`Somente endereços locais: ${url.hostname}`));
  }
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const req = http.request(
      url,
      {
        method,
        agent: agent ?? false,
        headers: { ...headers, ...(payload ? { "Content-Length": payload.length } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks = [];
        res.on("data", (chunk) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
        res.on("aborted", () => reject(new Error("resposta interrompida")));
      },
    );
    req.on("timeout", () => req.destroy(new Error(`sem resposta em ${timeoutMs} ms`)));
    req.on("error", reject);
    req.end(payload);
  });
}

/** Demo sign-in; returns the `en_session=…` cookie pair. */
export async function signIn(base, { name, email, agent }) {
  const response = await request({
    base,
    agent,
    path: "/auth/demo",
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, email }).toString(),
  });
  const cookies = [response.headers["set-cookie"] ?? []].flat();
  const session = cookies.find((c) => c.startsWith("en_session="));
  if (!session) throw new Error(`Login de demonstração falhou (HTTP ${response.status}).`);
  return session.split(";")[0];
}

/** The journey steps a script may toggle freely (business_idea needs an active business; profile_completed
 * comes from the profile form). Kept equal to app/modules/journey by tests/server-harness.test.ts. */
export const TOGGLE_STEPS = [
  "business_plan",
  "business_mentor",
  "add_clients",
  "add_suppliers",
  "add_products",
  "demo_order",
  "financial_control",
  "first_campaign",
  "social_strategy",
  "first_posts",
  "create_logo",
  "stationery_materials",
  "virtual_assistant",
  "google_business",
  "website_integration",
  "first_sale",
  "sales_optimization",
  "customer_management",
  "business_growth",
];

export const jsonHeaders = (base, cookie) => ({ Origin: base, Cookie: cookie, "Content-Type": "application/json" });
export const formHeaders = (base, cookie) => ({ Origin: base, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" });

/** A strategy body for POST /api/saved-businesses; `tag` makes it findable. */
export function strategyBody(tag) {
  return JSON.stringify({
    businessName: `Doceria ${tag}`,
    businessCategory: "Alimentação",
    businessLevel: 1,
    analysisContent: `Análise de teste de durabilidade ${tag}. `.repeat(20),
    investment: "R$ 2.000 - R$ 5.000",
  });
}

function ownRssKiB(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** The pids whose parent is `pid` (the server's worker processes), from /proc (Linux). */
export function childPids(pid) {
  const children = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name (which may contain spaces) start with state, then ppid.
      const fields = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ").at(-1).split(" ");
      if (fields[1] === String(pid)) children.push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return children;
}

/** Resident memory in KiB of a process and its children (the primary and its workers), from /proc. */
export function rssKiB(pid) {
  const own = ownRssKiB(pid);
  if (own === null) return null;
  return childPids(pid).reduce((sum, child) => sum + (ownRssKiB(child) ?? 0), own);
}

export function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** `--name value` from argv, or the default. */
export function argValue(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  if (index === -1) return fallback;
  return process.argv[index + 1];
}

export function machineSummary() {
  const cpus = os.cpus();
  return `${cpus.length} núcleos (${cpus[0]?.model?.trim() ?? "?"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, Node ${process.version}, carga média ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;
}
