// An open-loop load: requests leave on a fixed schedule (one every 1/rate s) whether or not the
// earlier ones have been answered, and each latency runs from the moment the request was due, so
// a stalled server shows up as latency instead of as fewer requests sent (autocannon's
// connections wait for their answer before sending again, which hides queueing at a fixed rate).
import http from "node:http";

/**
 * @param {{ rate: number; seconds: number; send: (i: number, agent: http.Agent) => Promise<number> }} options
 *   `send` makes request i and resolves with its HTTP status.
 */
export async function openLoop({ rate, seconds, send }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const total = Math.round(rate * seconds);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let late = 0; // requests this process sent more than 5 ms after they were due (client overloaded)
  const inFlight = [];
  const t0 = performance.now();
  for (let i = 0; i < total; i++) {
    const due = t0 + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    if (performance.now() - due > 5) late++;
    inFlight.push(
      send(i, agent).then(
        (status) => {
          latencies.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
        () => errors++,
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    offered: rate,
    achieved: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? NaN,
    statuses,
    errors,
    late,
    total,
  };
}
