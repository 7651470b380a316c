// "21 passos em 4 fases" is said in many places. The UI strings take the numbers from the journey
// module (TOTAL_STEPS and PHASES on the journey pages, journey-counts.ts where the step list is not
// loaded); this scan keeps honest the prose that cannot (the landing page's copy, the README): any
// "<n> passos", "<n> etapas" or "<n> fases" written with digits must be the journey's own count.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { JOURNEY_PHASE_COUNT, JOURNEY_STEP_COUNT } from "./journey-counts";
import { JOURNEY_STEPS, PHASES, STEP_IDS, TOTAL_STEPS } from "./journey-steps";

const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

/** Every file whose text a person may read: app sources and content (not tests), and the README. */
function contentFiles(): string[] {
  const app = (fs.readdirSync(path.join(ROOT, "app"), { recursive: true }) as string[])
    .filter((file) => /\.(tsx?|json|md)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join("app", file));
  return [...app, "README.md"];
}

/** "<n> passos/etapas/fases" written with digits whose n is not the journey's count, as "file: excerpt". */
function wrongCounts(text: string, file: string): string[] {
  const wrong: string[] = [];
  for (const match of text.matchAll(/\b(\d+)\s+(passos|etapas|fases)\b/gi)) {
    const expected = match[2]!.toLowerCase() === "fases" ? PHASES.length : TOTAL_STEPS;
    if (Number(match[1]) !== expected) wrong.push(`${file}: "${match[0]}" (a jornada tem ${expected})`);
  }
  return wrong;
}

describe("the journey's counts in the copy", () => {
  it("counts from the step and phase lists, and journey-counts.ts says the same", () => {
    expect(TOTAL_STEPS).toBe(STEP_IDS.length);
    expect(JOURNEY_STEPS).toHaveLength(TOTAL_STEPS);
    expect(JOURNEY_STEP_COUNT).toBe(TOTAL_STEPS);
    expect(JOURNEY_PHASE_COUNT).toBe(PHASES.length);
  });

  it("finds a wrong count and leaves the right one alone", () => {
    expect(wrongCounts(`São ${TOTAL_STEPS} passos em ${PHASES.length} fases.`, "x")).toEqual([]);
    expect(wrongCounts(`São ${TOTAL_STEPS + 1} passos, ${TOTAL_STEPS - 1} etapas e ${PHASES.length + 1} Fases.`, "x")).toHaveLength(3);
  });

  it("never says another number of steps or phases (take it from the journey module, or write it without digits if it is not the journey)", () => {
    const files = contentFiles();
    expect(files.length).toBeGreaterThan(100);
    const wrong = files.flatMap((file) => wrongCounts(fs.readFileSync(path.join(ROOT, file), "utf8"), file));
    expect(wrong).toEqual([]);
  });
});
