import { z } from "zod";
import { stripUnsafeCharacters } from "~/modules/text/plain-text";
import { INTERESTS_MAX, REQUIRED_INTERESTS } from "./discovery-copy";

export * from "./discovery-copy";

const charCount = new Intl.NumberFormat("pt-BR");

/**
 * The notice above the discovery form when the text is refused: 'Campo obrigatório' only for an
 * empty text; a text over the limit says so, with its length (issue 13 item 14).
 */
export function interestsNotice(raw: FormDataEntryValue | null): { title: string; description: string } {
  const text = typeof raw === "string" ? raw.trim() : "";
  if (text.length > INTERESTS_MAX) {
    return {
      title: "Texto longo demais",
      description: `Seu texto tem ${charCount.format(text.length)} caracteres; resuma em até ${charCount.format(INTERESTS_MAX)}.`,
    };
  }
  return REQUIRED_INTERESTS;
}

/** The discovery input (page form and POST /api/analyze-interests). */
export const interestsSchema = z.object({
  interests: z
    .string({ error: REQUIRED_INTERESTS.description })
    .trim()
    .min(1, REQUIRED_INTERESTS.description)
    .max(INTERESTS_MAX, `Descreva em até ${INTERESTS_MAX} caracteres.`),
});

export const analyzeBusinessSchema = z.object({
  businessId: z.string({ error: "Escolha um negócio." }).trim().min(1, "Escolha um negócio.").max(120),
  userInput: z.string().trim().max(INTERESTS_MAX, `Descreva em até ${INTERESTS_MAX} caracteres.`).default(""),
});

// Short fields (names, labels, one-liners) lose control and bidi characters; long texts (the
// analysis, the interests) keep their line breaks.
const text = (max: number, label: string) =>
  (max <= 1000 ? z.string().overwrite(stripUnsafeCharacters) : z.string()).trim().max(max, `${label}: no máximo ${max} caracteres.`);

/** POST /api/saved-businesses (spec section 7). */
export const saveStrategySchema = z.object({
  businessName: text(120, "Nome do negócio").min(1, "Selecione um negócio para salvar."),
  businessCategory: text(60, "Categoria").optional(),
  businessLevel: z.coerce.number().int().min(1).max(3).optional(),
  analysisContent: text(40_000, "Análise").min(1, "A análise é obrigatória para salvar a estratégia."),
  userInput: text(INTERESTS_MAX, "Interesses").optional(),
  matchReason: text(600, "Motivo").optional(),
  businessDescription: text(1000, "Descrição").optional(),
  investment: text(60, "Investimento").optional(),
  potentialReturn: text(60, "Lucro estimado").optional(),
});
