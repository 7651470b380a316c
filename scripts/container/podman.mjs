// Small helpers around the podman command line, shared by the container scripts.
import { spawn, spawnSync } from "node:child_process";

export const log = (message) => console.log(`[container] ${message}`);
export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const megabytes = (bytes) => `${Math.round(bytes / 1e6)} MB`;

export class CheckFailed extends Error {}
export function fail(message) {
  throw new CheckFailed(message);
}

// Builds run each RUN step in a chroot (no nested user namespaces or cgroups needed); containers
// run with runc and explicit ulimits because crun fails on setrlimit and on hybrid cgroups on
// some hosts (STACK-NOTES, "A real container build here"). CONTAINER_STORAGE_DRIVER (e.g. vfs)
// is passed to podman when overlay cannot be used.
export const buildEnv = { ...process.env, BUILDAH_ISOLATION: process.env.BUILDAH_ISOLATION ?? "chroot" };
const storage = process.env.CONTAINER_STORAGE_DRIVER ? ["--storage-driver", process.env.CONTAINER_STORAGE_DRIVER] : [];
export const runArgs = ["--network", "host", "--ulimit", "nofile=20000:20000", "--ulimit", "nproc=4096:4096"];

/** Runs podman with `args`, returns { status, stdout, stderr } (output captured). */
export function podman(args, { input, env } = {}) {
  const result = spawnSync("podman", [...storage, "--runtime", "runc", ...args], {
    encoding: "utf8",
    input,
    env: env ?? buildEnv,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

/** Like podman() but fails the run with podman's own message when the command does not exit 0. */
export function podmanOk(args, what = `podman ${args[0]}`) {
  const result = podman(args);
  if (result.status !== 0) fail(`${what} exited ${result.status}: ${result.stderr || result.stdout}`);
  return result.stdout;
}

/** Runs podman with its output shown as it comes (long builds); resolves to the exit status. */
export function podmanLive(args, { stdin } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn("podman", [...storage, "--runtime", "runc", ...args], {
      env: buildEnv,
      stdio: [stdin ? "pipe" : "ignore", "inherit", "inherit"],
    });
    if (stdin) stdin(child.stdin);
    child.on("error", reject);
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

export function imageExists(name) {
  return podman(["image", "exists", name]).status === 0;
}

export function commandExists(command) {
  return spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;
}
