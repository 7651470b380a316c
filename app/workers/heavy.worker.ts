/**
 * The one entry of the heavy-work pool's threads (decision 026): a registry of job kinds, each an
 * async function from its input to its output (types in ./heavy-jobs.ts). Bundled on its own by
 * scripts/build-heavy-worker.mjs into build/heavy-worker.mjs (npm run build) — the Remix build
 * puts app code into build/index.js, and a worker thread needs a file of its own.
 *
 * To add a kind: declare it in HeavyJobs (./heavy-jobs.ts) with its time limit, register its
 * function below (import its module lazily, so a thread loads only what it runs), and call
 * runHeavyJob("your.kind", input, { ownerKey }) from the server. Keep the function pure: no
 * database, no environment, no network — it receives everything in its input.
 */
import type { HeavyJobKind, HeavyJobs, HeavyTask } from "./heavy-jobs";

type Registry = { [K in HeavyJobKind]: (input: HeavyJobs[K]["input"]) => Promise<HeavyJobs[K]["output"]> };

const jobs = {
  "spreadsheet.read": async ({ fileName, bytes }) => {
    const { readSheet } = await import("~/modules/spreadsheet/read-sheet.server");
    return readSheet(fileName, bytes);
  },
  "spreadsheet.write": async ({ table }) => {
    const { tableToXlsx } = await import("~/modules/spreadsheet/xlsx.server");
    const bytes = await tableToXlsx(table);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
  "plan.file": async ({ kind, file }) => {
    const { planFile } = await import("~/modules/documents/plan-files.server");
    const bytes = await planFile(kind, file);
    return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  },
  "brand.file": async (request) => {
    const { renderBrandFile } = await import("~/modules/brand-kit/files.server");
    return renderBrandFile(request);
  },
} satisfies Registry;

export default async function runJob(task: HeavyTask): Promise<unknown> {
  const job = (jobs as Record<string, ((input: unknown) => Promise<unknown>) | undefined>)[task.kind];
  if (!job) throw new Error(`Unknown heavy job kind: ${String(task.kind)}`);
  return job(task.input);
}
