// Two app instances on one libSQL server (`npm run scale:demo`, docs/self-hosting.md "Mais de
// uma máquina"), short: sessions made on one instance used on the other, one instance killed
// with SIGKILL mid-load, every acknowledged write and every session checked afterwards.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "vitest";

test("two instances, one database: a killed instance loses no acknowledged write and no session", async () => {
  const run = await promisify(execFile)(process.execPath, ["scripts/scale/scale-demo.mjs", "--users", "10", "--seconds", "6"], {
    timeout: 110_000,
    env: { ...process.env, TEST_DB_ENGINE: "" },
  }).catch((error: { stdout?: string; stderr?: string; code?: number }) => ({
    stdout: error.stdout ?? "",
    stderr: `${error.stderr ?? ""}\nexit ${error.code}`,
  }));
  expect(run.stdout, run.stderr).toContain("OK: nenhuma escrita confirmada nem sessão perdida.");
  expect(run.stdout).toMatch(/Sessões: \d+ entregues \([1-9]\d* feitas em B\), 0 perdidas/);
  expect(run.stdout).toMatch(/B morto \(SIGKILL\)/);
}, 120_000);
