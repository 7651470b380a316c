#!/usr/bin/env node
// npm run bench:profile -- <case> [--seconds N] — where the server's CPU goes under one case of
// `npm run bench`. Seeds the same 1,000-user database, starts ONE server process (WEB_CONCURRENCY=1)
// with `node --cpu-prof`, loads it with autocannon (50 connections), stops it with SIGTERM and
// prints the self time by package/file and by function, plus the inclusive time of the app's
// own functions. The .cpuprofile is kept (open it in Chrome DevTools → Performance).
//   cases: sobre (a), dashboard (b), dashboardData (b'), toggle (c), browse (d)
// Figures are shares of the profiled time; "(idle)" is the event loop waiting (e.g. for a sync
// on the thread pool). Used to find what docs/decisions/008-server-throughput.md fixed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startBenchServer } from "./setup.mjs";

const args = process.argv.slice(2);
const caseName = args.find((arg) => !arg.startsWith("--")) ?? "dashboard";
const seconds = Number(args[args.indexOf("--seconds") + 1] || 10) || 10;
const CASES = ["sobre", "dashboard", "toggle", "browse"];
if (!CASES.includes(caseName)) {
  console.error(`Caso desconhecido: ${caseName} (use ${CASES.join(", ")})`);
  process.exit(2);
}

if (!fs.existsSync("build/index.js")) spawnSync("npm", ["run", "build", "--silent"], { stdio: "inherit" });
// Outside the bench's temporary directory, which is removed: the profile is kept for DevTools.
fs.mkdirSync("node_modules/.cache", { recursive: true });
const profileDir = fs.mkdtempSync(path.resolve("node_modules/.cache/bench-profile-"));
// The profile is summarised below and then removed with its folder, however the script ends.
process.once("exit", () => fs.rmSync(profileDir, { recursive: true, force: true }));
const bench = await startBenchServer({
  prefix: "bench-profile",
  env: { WEB_CONCURRENCY: "1" },
  nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
});
const result = await autocannon({ connections: 50, duration: seconds, ...bench.cases[caseName].options });
await bench.stop();
bench.cleanUp();

const file = path.join(profileDir, fs.readdirSync(profileDir)[0]);
const profile = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const selfTime = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  selfTime.set(id, (selfTime.get(id) ?? 0) + delta);
  total += delta;
});
const root = process.cwd();
const where = ({ url, functionName, lineNumber }) => {
  const short = url.replace(/.*node_modules\//, "").replace(`file://${root}/`, "");
  return `${functionName || "(anônima)"} ${short}${url ? `:${lineNumber + 1}` : ""}`;
};
const packageOf = ({ url, functionName }) => {
  if (url.includes("node_modules/")) return url.replace(/.*node_modules\/((@[^/]+\/)?[^/]+).*/, "$1");
  if (url.startsWith("node:")) return "node (interno)";
  return url ? url.replace(`file://${root}/`, "") : functionName;
};
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
const byPackage = new Map();
const byFunction = new Map();
const appInclusive = new Map();
for (const [id, time] of selfTime) {
  const frame = byId.get(id).callFrame;
  add(byPackage, packageOf(frame), time);
  add(byFunction, where(frame), time);
  const seen = new Set();
  for (let cursor = id; cursor !== undefined; cursor = parentOf.get(cursor)) {
    const ancestor = byId.get(cursor).callFrame;
    if (!ancestor.url.includes("/build/index.js")) continue;
    const key = where(ancestor);
    if (!seen.has(key)) (add(appInclusive, key, time), seen.add(key));
  }
}
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, time]) => `  ${((time / total) * 100).toFixed(1).padStart(5)} %  ${key}`)
    .join("\n");

console.log(
  `\nPerfil de "${caseName}": ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (um processo, ${seconds} s)`,
);
console.log(`\nTempo próprio por pacote/arquivo:\n${top(byPackage, 15)}`);
console.log(`\nTempo próprio por função:\n${top(byFunction, 25)}`);
console.log(`\nTempo inclusivo das funções do app (build/index.js):\n${top(appInclusive, 20)}`);
console.log(`\nPerfil completo: ${file}`);
