/**
 * The kinds of heavy job the worker pool runs (decision 026): each kind's input and output types
 * and its time limit. Types and numbers only — no implementation — so the request side
 * (app/utils/heavy-work.server.ts) imports this without loading pdfkit or the spreadsheet reader.
 * The implementations are registered in app/workers/heavy.worker.ts; `satisfies` there keeps both
 * lists in step.
 *
 * Inputs and outputs cross a thread boundary by structured clone: plain objects, arrays, strings,
 * numbers, Dates, Uint8Arrays — no functions, class instances or Buffers-as-Buffers (a Buffer
 * arrives as a Uint8Array).
 */
import type { BrandFileRequest } from "~/modules/brand-kit/files.server";
import type { PlanFileInput, PlanFileKind } from "~/modules/documents/plan-files.server";
import type { SheetRead } from "~/modules/spreadsheet/read-sheet.server";
import type { Table } from "~/modules/spreadsheet/table";

export type HeavyJobs = {
  /** An uploaded .xlsx/.csv → rows of text, or a refusal (app/modules/spreadsheet/read-sheet.server.ts). */
  "spreadsheet.read": { input: { fileName: string; bytes: Uint8Array }; output: SheetRead };
  /** A gestão export as .xlsx (app/modules/spreadsheet/xlsx.server.ts): 20,000 rows take seconds of CPU. */
  "spreadsheet.write": { input: { table: Table }; output: Uint8Array };
  /** A business plan's PDF or spreadsheet download (app/modules/documents/plan-files.server.ts). */
  "plan.file": { input: { kind: PlanFileKind; file: PlanFileInput }; output: Uint8Array };
  /** A /marca file: logo SVG/PNG, avatar, post image, cards or flyer PDF (app/modules/brand-kit/files.server.ts). */
  "brand.file": { input: BrandFileRequest; output: Uint8Array };
};

export type HeavyJobKind = keyof HeavyJobs;
export type HeavyInput<K extends HeavyJobKind> = HeavyJobs[K]["input"];
export type HeavyOutput<K extends HeavyJobKind> = HeavyJobs[K]["output"];

/**
 * Longest a job may take from the moment it is handed to the pool (waiting included); past it the
 * worker running it is terminated and the caller gets HeavyWorkLimitError("timeout"). Generous
 * next to the normal cost (a plan PDF ≈ 0.1 s, a 2,000-row sheet ≈ 0.3 s on one core).
 */
export const HEAVY_JOB_TIMEOUT_MS: Record<HeavyJobKind, number> = {
  "spreadsheet.read": 10_000,
  "spreadsheet.write": 30_000,
  "plan.file": 15_000,
  "brand.file": 15_000,
};

/** The message a worker sends for each job: which kind, and its input. */
export type HeavyTask = { [K in HeavyJobKind]: { kind: K; input: HeavyInput<K> } }[HeavyJobKind];
