// The production server with several processes (server/cluster.js, WEB_CONCURRENCY): a worker
// that dies is replaced while the site keeps answering, writes made through different workers
// all land, and SIGTERM stops every worker cleanly (exit 0, database checkpointed).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { childPids, freePort, request as send, root } from "../../scripts/lib/server-harness.mjs";

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };
const call = (init: { base: string; path: string; method?: string; headers?: Record<string, string>; body?: string }) =>
  send({ method: "GET", headers: {}, body: undefined, agent: undefined, ...init }) as Promise<Answer>;

test("several server processes: a dead worker is replaced, writes through all of them land, SIGTERM exits 0", async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cluster-e2e-"));
  const dbPath = path.join(dir, "cluster.db");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let output = "";
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "server.mjs")], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_PATH: dbPath,
      WEB_CONCURRENCY: "2",
      SESSION_SECRET: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  server.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));
  try {
    await expect.poll(() => output, { timeout: 20_000 }).toContain(`Servidor pronto em ${base} (2 processos)`);
    const workers = childPids(server.pid!);
    expect(workers).toHaveLength(2);

    // One demo account; its session (signed with the generated secret every worker shares) works
    // on whichever worker answers.
    const signIn = await call({
      base,
      path: "/auth/demo",
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Pessoa Cluster", email: "cluster@example.com" }).toString(),
    });
    expect(signIn.status).toBe(302);
    const cookie = [signIn.headers["set-cookie"] ?? []]
      .flat()
      .find((c) => c.startsWith("en_session="))!
      .split(";")[0]!;
    const headers = { cookie, origin: base, "content-type": "application/json" };
    const steps = ["business_plan", "business_mentor", "add_clients", "add_suppliers", "add_products", "demo_order"];
    const answers = await Promise.all(
      steps.map((step) =>
        call({ base, path: "/api/journey-progress", method: "POST", headers, body: JSON.stringify({ step, completed: true }) }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(steps.map(() => 200));

    // A worker killed outright is replaced; the site answers meanwhile.
    process.kill(workers[0]!, "SIGKILL");
    await expect.poll(() => output, { timeout: 10_000 }).toContain("terminou inesperadamente");
    await expect.poll(() => childPids(server.pid!).filter((pid) => !workers.includes(pid)).length, { timeout: 15_000 }).toBe(1);
    for (let i = 0; i < 6; i++) expect((await call({ base, path: "/healthz" })).status).toBe(200);
    const progress = await call({ base, path: "/api/journey-progress", headers: { cookie } });
    const completed = (JSON.parse(progress.body) as { step: string; completed: boolean }[]).filter((r) => r.completed).map((r) => r.step);
    expect(completed).toEqual(expect.arrayContaining(steps));

    server.kill("SIGTERM");
    expect(await exited, output).toBe(0);
    expect(output).toContain("SIGTERM recebido: encerrando 2 processos");
    const wal = `${dbPath}-wal`;
    expect(!fs.existsSync(wal) || fs.statSync(wal).size === 0).toBe(true);
  } finally {
    if (server.exitCode === null) server.kill("SIGKILL");
    fs.rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
