// quick single-case bench against an already seeded server: node quick-bench.mjs URL COOKIE CONNS SECONDS METHOD BODY
import autocannon from "autocannon";
const [url, cookie, conns = "50", secs = "8", method = "GET", body] = process.argv.slice(2);
const origin = new URL(url).origin;
autocannon({ url, connections: Number(conns), duration: Number(secs), method, body, headers: { cookie, origin, "content-type": "application/json" } }, (e, r) => {
  console.log(`${method} ${new URL(url).pathname} c=${conns}: ${r.requests.average.toFixed(0)} rps p50 ${r.latency.p50} p99 ${r.latency.p99} non2xx ${r.non2xx}`);
});
