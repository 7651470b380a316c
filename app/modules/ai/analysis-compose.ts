/**
 * The Gemini analysis: the model writes only the person-specific parts (JSON below); every figure
 * and table comes from the idea's economic model, and the formalization from the catalogue and
 * the dated legal facts, exactly as in the offline analysis.
 */
import { z } from "zod";
import { ANALYSIS_SECTIONS } from "./analysis-outline";
import { formalizationSection } from "./offline/analysis";
import { investmentSection } from "./offline/economics-text";
import type { AnalysisRequest } from "./types";

const line = z.string().trim().min(3).max(600);
export const personalPartsSchema = z.object({
  overview: z.string().trim().min(20).max(1500),
  market: z.string().trim().min(20).max(1500),
  operation: z.array(line).min(2).max(8),
  marketing: z.array(line).min(2).max(8),
  risks: z.array(line).min(2).max(8),
  firstMonth: z.array(line).length(4),
});
export type PersonalParts = z.infer<typeof personalPartsSchema>;

/** Sentences that carry a R$ figure are dropped: money figures come only from the model. */
const noMoney = (text: string) =>
  text
    .split("\n")
    .map((l) =>
      l
        .split(/(?<=[.!?])\s+/)
        .filter((sentence) => !/R\$\s?\d/.test(sentence))
        .join(" ")
        .trim(),
    )
    .filter(Boolean)
    .join("\n")
    .trim();
const bullets = (items: string[]) =>
  items
    .map((i) => `- ${noMoney(i.replace(/^[-*•]\s*/, ""))}`)
    .filter((l) => l.length > 2)
    .join("\n");

export function composeGeminiAnalysis(request: AnalysisRequest, parts: PersonalParts): string {
  const bodies = [
    noMoney(parts.overview),
    noMoney(parts.market),
    investmentSection(request.idea),
    formalizationSection(request.idea),
    bullets(parts.operation),
    bullets(parts.marketing),
    bullets(parts.risks),
    parts.firstMonth.map((week, i) => `- Semana ${i + 1}: ${noMoney(week.replace(/^[-*•]?\s*(Semana \d+:\s*)?/i, ""))}`).join("\n"),
  ];
  return bodies.map((body, i) => `**${i + 1}. ${ANALYSIS_SECTIONS[i]}**\n${body.replace(/\n\s*\n/g, "\n").trim()}`).join("\n\n");
}
