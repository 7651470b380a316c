// What `npm run bench` and `npm run bench:profile` share: a database seeded with 1,000 users
// (scripts/bench/seed.ts), the production server started on it, and the four HTTP cases with
// each autocannon connection signed in as a different person.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort, scratchServerFiles, startServer } from "../lib/server-harness.mjs";

export const BENCH_SECRET = "bench-secret-that-is-long-enough-0123456789";

/**
 * @param {{ prefix: string; env?: Record<string, string>; nodeArgs?: string[] }} options
 */
export async function startBenchServer({ prefix, env = {}, nodeArgs = [] }) {
  const { dir, dbPath, logPath } = scratchServerFiles(prefix);
  const cookiesFile = path.join(dir, "cookies.json");
  const seeded = spawnSync("node", ["scripts/run-ts.mjs", "scripts/bench/seed.ts", cookiesFile], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_PATH: dbPath, SESSION_SECRET: BENCH_SECRET },
  });
  if (seeded.status !== 0) throw new Error("a semeadura do banco de benchmark falhou");
  const cookies = JSON.parse(fs.readFileSync(cookiesFile, "utf8"));
  const port = await freePort();
  const server = await startServer({
    dbPath,
    port,
    logPath,
    env: { SESSION_SECRET: BENCH_SECRET, ...env },
    nodeArgs,
  });
  const { base } = server;

  // The shop page's current ETag, for the 304 case.
  const shopEtag = (await fetch(`${base}/loja/bench-loja`)).headers.get("etag");
  if (!shopEtag) {
    server.child.kill("SIGTERM");
    throw new Error("a página da loja do benchmark não respondeu com ETag");
  }

  let next = 0;
  const asUser = (client) =>
    client.setHeaders({ cookie: cookies[next++ % cookies.length], origin: base, "content-type": "application/json" });
  /** The autocannon options of each case, by the short name `bench:profile` takes. */
  const cases = {
    sobre: { name: "(a) /sobre-nos", options: { url: `${base}/sobre-nos` } },
    dashboard: { name: "(b) /dashboard (logado)", options: { url: `${base}/dashboard`, setupClient: asUser } },
    // What an enhanced (JavaScript) navigation to the dashboard loads: its single-fetch data.
    dashboardData: { name: "(b') /dashboard.data (navegação JS)", options: { url: `${base}/dashboard.data`, setupClient: asUser } },
    toggle: {
      name: "(c) toggle da jornada (POST)",
      options: {
        url: `${base}/api/journey-progress`,
        method: "POST",
        body: JSON.stringify({ step: "add_clients", completed: true }),
        setupClient: asUser,
      },
    },
    browse: { name: "(d) GET /api/browse-businesses", options: { url: `${base}/api/browse-businesses`, setupClient: asUser } },
    // What a real client asks for: the same answer, gzipped.
    browseGzip: {
      name: "(d') GET /api/browse-businesses (gzip)",
      options: {
        url: `${base}/api/browse-businesses`,
        setupClient: (client) => client.setHeaders({ cookie: cookies[next++ % cookies.length], "accept-encoding": "gzip" }),
      },
    },
    // Decision 028: the public shop page, rendered (cache of 10 s per process) and revalidated (304),
    // and the bare page they are compared with; `npm run bench` runs these three on one process.
    sobreOne: { name: "(h0) /sobre-nos (1 processo)", options: { url: `${base}/sobre-nos` } },
    loja: { name: "(h) /loja/{slug} (1 processo)", options: { url: `${base}/loja/bench-loja` } },
    lojaEtag: {
      name: "(h') /loja/{slug} 304 (1 processo)",
      options: { url: `${base}/loja/bench-loja`, headers: { "if-none-match": shopEtag } },
    },
  };

  async function stop() {
    server.child.kill("SIGTERM");
    await server.exited;
  }
  return { dir, base, cookies, cases, stop, cleanUp: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
