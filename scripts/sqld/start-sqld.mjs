// Starts a libSQL server (sqld) on 127.0.0.1, on a free port, with its data in a temporary folder
// (or `dir`), and waits until it answers /health. Used by the tests (TEST_DB_ENGINE=libsql), the
// Playwright servers and `npm run scale:demo`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, HOST } from "../lib/server-harness.mjs";
import { ensureSqld } from "./ensure-sqld.mjs";

/**
 * @param {{ dir?: string, port?: number, timeoutMs?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, port: number, dir: string, stop: (options?: { keepData?: boolean }) => Promise<void> }>}
 */
export async function startSqld({ dir, port, timeoutMs = 20_000, quiet = true } = {}) {
  const binary = ensureSqld();
  const ownDir = !dir;
  const dataDir = dir ?? fs.mkdtempSync(path.join(os.tmpdir(), "sqld-"));
  // A port taken between freePort() and sqld's bind (another test file, another helper) makes
  // sqld exit at once; a new port is tried then.
  for (let attempt = 1; ; attempt++) {
    const listenPort = port ?? (await freePort());
    const args = ["--db-path", path.join(dataDir, "data.sqld"), "--http-listen-addr", `${HOST}:${listenPort}`, "--no-welcome"];
    // sqld runs under a small shell that stops it when its stdin closes: when stop() closes it,
    // and also when this process ends in any way (a test worker killed, Ctrl-C), so no sqld is
    // left behind. The shell exits with sqld's code. (Its stdin is kept as fd 3: a background
    // job's own stdin is /dev/null.)
    const child = spawn(
      "sh",
      ["-c", 'trap "" INT; exec 3<&0; "$0" "$@" & pid=$!; (cat <&3 >/dev/null; kill $pid 2>/dev/null) & wait $pid', binary, ...args],
      {
        stdio: ["pipe", quiet ? "ignore" : "inherit", "pipe"],
        // sqld's own log level; errors are kept to explain a failed start.
        env: { ...process.env, RUST_LOG: process.env.RUST_LOG ?? "error" },
      },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr = (stderr + chunk).slice(-4000);
      if (!quiet) process.stderr.write(chunk);
    });
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
    const url = `http://${HOST}:${listenPort}`;
    const outcome = await Promise.race([waitForHealth(url, timeoutMs), exited.then((how) => ({ exited: how }))]);
    if (outcome === true) {
      let stopped = false;
      return {
        url,
        port: listenPort,
        dir: dataDir,
        async stop({ keepData = false } = {}) {
          if (!stopped) {
            stopped = true;
            if (child.exitCode === null && child.signalCode === null) {
              child.stdin.end();
              await exited;
            }
          }
          if (ownDir && !keepData) fs.rmSync(dataDir, { recursive: true, force: true });
        },
      };
    }
    child.stdin.end();
    await exited;
    const why =
      outcome && outcome.exited
        ? `exited (${outcome.exited.code ?? outcome.exited.signal})`
        : `did not answer /health within ${timeoutMs} ms`;
    if (port !== undefined || attempt >= 3) {
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
      throw new Error(`sqld on ${url} ${why}${stderr ? `:\n${stderr}` : ""}`);
    }
  }
}

async function waitForHealth(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
      if (response.ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}
