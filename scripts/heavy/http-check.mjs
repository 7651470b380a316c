#!/usr/bin/env node
// Decision 026 items 1–2 against a running production server (`npm run build`, then
// `PORT=… WEB_CONCURRENCY=2 ALLOW_DEMO_LOGIN=true node server.mjs`): two demo people; one uploads
// each hostile spreadsheet to the import while the other loads a page every 20 ms. Prints each
// upload's status and time, the other person's page times (quiet and meanwhile), and the server
// processes' RSS (pass the server's pid to include them).
//   node scripts/heavy/http-check.mjs http://127.0.0.1:4210 [SERVER_PID]
import fs from "node:fs";
import { lyingZip, sharedStringsBomb, xfdSheet } from "./hostile-files.mjs";

const base = process.argv[2] ?? "http://127.0.0.1:3000";
const serverPid = process.argv[3] ? Number(process.argv[3]) : null;

/** RSS (MB) of the server process and its children (cluster workers), from /proc. */
function serverRssMb() {
  if (!serverPid) return null;
  const pids = [serverPid];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === serverPid) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

async function signIn(name) {
  const body = new URLSearchParams({ name, email: `${name.toLowerCase()}-${Date.now()}@example.com`, redirectTo: "/dashboard" });
  const response = await fetch(`${base}/auth/demo`, { method: "POST", body, redirect: "manual", headers: { Origin: base } });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`demo sign-in failed: ${response.status}`);
  return cookie;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function pageTimes(cookie, until) {
  const times = [];
  while (!until()) {
    const start = performance.now();
    const r = await fetch(`${base}/gestao/importar`, { headers: { Cookie: cookie } });
    await r.arrayBuffer();
    times.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return times;
}

const attacker = await signIn("Atacante");
const other = await signIn("Outra");
let quietDone = false;
setTimeout(() => (quietDone = true), 1500);
const quiet = await pageTimes(other, () => quietDone);
console.log(`quiet: other person's page median ${median(quiet).toFixed(1)} ms, max ${Math.max(...quiet).toFixed(1)} ms (${quiet.length})`);

for (const [name, bytes] of [
  ["xfd2000", xfdSheet(2000)],
  ["lying420", await lyingZip(420)],
  ["shared28", sharedStringsBomb(28)],
]) {
  const rssBefore = serverRssMb();
  let rssPeak = rssBefore ?? 0;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, serverRssMb() ?? 0)), 50);
  let done = false;
  const others = pageTimes(other, () => done);
  const form = new FormData();
  form.set("tipo", "clientes");
  form.set("arquivo", new File([bytes], "planilha.xlsx"));
  const start = performance.now();
  const response = await fetch(`${base}/gestao/importar?index`, {
    method: "POST",
    body: form,
    headers: { Cookie: attacker, Origin: base },
  });
  const html = await response.text();
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 200));
  done = true;
  const times = await others;
  clearInterval(sampler);
  const said = /A planilha vai até a coluna \w+|grande demais por dentro|Muitos arquivos|Você já tem/.exec(html)?.[0] ?? html.slice(0, 80);
  console.log(
    `${name} (${(bytes.byteLength / 1024).toFixed(0)} KB): ${response.status} in ${ms.toFixed(0)} ms — "${said}"; other person's page median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length});` +
      (rssBefore === null ? "" : ` server RSS ${rssBefore} → peak ${rssPeak} MB`),
  );
}
