// Decision 026 items 1–3: how much one person's heavy file costs everyone else. Each case runs in its
// own process (a case that exhausts the heap ends only its own run):
//   node scripts/run-ts.mjs scripts/heavy/measure.ts xfd100|xfd2000|lying|shared|pdf8|pdf8long [--in-thread]
// Reports wall time, the process's peak RSS growth (getrusage maxRSS) and how long a timer due
// "now" waited meanwhile (the event-loop delay another person's request would have seen: median
// and max of a 0 ms timer re-armed continuously). With the worker pool (decision 026) the work
// runs in a worker thread (the bundle is built first, as tests do); --in-thread calls the reader or
// the renderer on the main thread, as the server did before (the "before" figures of decision 026).
import { planFile, type PlanFileInput } from "~/modules/documents/plan-files.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { PLAN_LIMITS, type BusinessPlan } from "~/modules/plan/types";
import { readSheet, type SheetRead } from "~/modules/spreadsheet/read-sheet.server";
import { closeHeavyWork, runHeavyJob } from "~/utils/heavy-work.server";
import { buildHeavyWorker, testWorkerFile } from "../build-heavy-worker.mjs";
import { lyingZip, sharedStringsBomb, xfdSheet } from "./hostile-files.mjs";

type Case = "xfd100" | "xfd2000" | "lying" | "shared" | "pdf8" | "pdf8long";
const which = (process.argv[2] ?? "") as Case;
const inThread = process.argv.includes("--in-thread");
if (!inThread) process.env.HEAVY_WORKER_FILE = await buildHeavyWorker(testWorkerFile());

const pdf = (file: PlanFileInput, ownerKey: string) =>
  inThread ? planFile("pdf", file) : runHeavyJob("plan.file", { kind: "pdf", file }, { ownerKey });
const sheet = (bytes: Uint8Array, ownerKey: string): Promise<SheetRead> =>
  inThread ? readSheet("planilha.xlsx", bytes) : runHeavyJob("spreadsheet.read", { fileName: "planilha.xlsx", bytes }, { ownerKey });

/** Re-arms a 0 ms timer and records how late each one fires. */
function probe() {
  const waits: number[] = [];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let at = 0;
  const arm = () => {
    at = performance.now();
    timer = setTimeout(() => {
      waits.push(performance.now() - at);
      if (!stopped) arm();
    }, 0);
  };
  arm();
  return () => {
    stopped = true;
    clearTimeout(timer);
    // The timer still waiting counts too (it may have waited through the whole job).
    waits.push(performance.now() - at);
    const sorted = [...waits].sort((a, b) => a - b);
    return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0, samples: sorted.length };
  };
}

const maxRssMb = () => process.resourceUsage().maxRSS / 1024;

function plan(longWords: boolean): BusinessPlan {
  const idea = CATALOGUE[0]!;
  const base = defaultPlanFrom(idea.economics, idea, { firstName: "Ana", hasBusinessExperience: false });
  const paragraph = "Atendemos famílias e pequenos comércios do bairro, com entrega no mesmo dia, preço justo e atenção a cada pedido. ";
  const t = longWords ? "W".repeat(PLAN_LIMITS.text) : paragraph.repeat(40).slice(0, PLAN_LIMITS.text);
  return {
    ...base,
    sumario: { text: t },
    mercado: { customers: t, competitors: t, suppliers: t },
    marketing: { products: t, price: t, promotion: t, channels: t, location: t },
    operacional: { capacity: t, processes: t, people: t },
    fofa: { strengths: t, weaknesses: t, opportunities: t, threats: t },
  };
}

async function run() {
  let work: () => Promise<unknown>;
  let describe = (result: unknown) => String(result);
  if (which === "pdf8" || which === "pdf8long") {
    const input = {
      plan: plan(which === "pdf8long"),
      updatedAt: new Date("2026-11-23T15:00:00Z"),
      author: "Ana",
      productName: "Empreenda Aí",
    };
    // Quiet figure first (one PDF alone warms pdfkit up too).
    await pdf(input, "warm");
    const quiet = probe();
    await new Promise((r) => setTimeout(r, 300));
    console.log("quiet timer delay", JSON.stringify(quiet()));
    work = () => Promise.allSettled(Array.from({ length: 8 }, (_, i) => pdf(input, `pessoa-${i}`)));
    describe = (r) =>
      (r as PromiseSettledResult<Uint8Array>[])
        .map((s) => (s.status === "fulfilled" ? `${s.value.byteLength} B` : String((s.reason as Error).name)))
        .join(", ");
  } else {
    const bytes: Uint8Array =
      which === "xfd100"
        ? xfdSheet(100)
        : which === "xfd2000"
          ? xfdSheet(2000)
          : which === "lying"
            ? await lyingZip(420)
            : which === "shared"
              ? sharedStringsBomb(28)
              : new Uint8Array();
    if (bytes.byteLength === 0) throw new Error("caso: xfd100 | xfd2000 | lying | shared | pdf8 | pdf8long");
    console.log(`file ${which}: ${(bytes.byteLength / 1024).toFixed(1)} KB`);
    // The pool's thread is started first, so the figures are the file's, not the thread's start.
    if (!inThread) await sheet(new TextEncoder().encode("Nome\nAna\n"), "warm");
    work = () => sheet(bytes, "pessoa-1");
    describe = (r) => {
      const read = r as SheetRead;
      return read.ok ? `read ${read.rows.length} rows` : `refused ${read.status}: ${read.message}`;
    };
  }
  const rssBefore = maxRssMb();
  const stop = probe();
  const start = performance.now();
  const result = await work();
  const ms = performance.now() - start;
  const delay = stop();
  console.log(
    JSON.stringify({
      case: which,
      ms: Math.round(ms),
      peakRssGrowthMb: Math.round(maxRssMb() - rssBefore),
      timerDelayMs: { median: +delay.median.toFixed(1), max: Math.round(delay.max), samples: delay.samples },
      result: describe(result),
    }),
  );
}

await run();
await closeHeavyWork();
process.exit(0);
