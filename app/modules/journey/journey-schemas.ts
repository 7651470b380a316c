/**
 * Validação das marcações de passo (formulário da página e API JSON). Fica fora do index do
 * módulo para que quem importa só as regras da jornada não leve o zod junto.
 */
import { z } from "zod";
import { STEP_IDS } from "./journey-steps";

export const stepIdSchema = z.enum(STEP_IDS, {
  error: (issue) =>
    issue.input === undefined
      ? "Informe o passo da jornada (step)."
      : `Passo da jornada desconhecido: ${String(issue.input).slice(0, 60)}.`,
});

/** O formulário de cada cartão: o passo e o estado desejado ('true' marca, 'false' desmarca). */
export const toggleStepFormSchema = z.object({
  step: stepIdSchema,
  completed: z.enum(["true", "false"], { error: "O campo completed deve ser true ou false." }).transform((value) => value === "true"),
});

export const journeyMetadataSchema = z
  .object({
    businessId: z.string().max(64, "businessId longo demais.").optional(),
    completedAt: z.iso.datetime({ error: "completedAt deve ser uma data ISO 8601." }).optional(),
  })
  .strict();

/** POST /api/journey-progress: `{ step, completed, metadata? }`. */
export const journeyProgressApiSchema = z.object({
  step: stepIdSchema,
  completed: z.boolean({ error: "O campo completed deve ser true ou false." }),
  metadata: journeyMetadataSchema.nullish(),
});

export type ToggleStepInput = {
  step: (typeof STEP_IDS)[number];
  completed: boolean;
  metadata?: z.infer<typeof journeyMetadataSchema> | null;
};

/** A primeira mensagem de erro do zod, para respostas `{ message }`. */
export function firstIssueMessage(error: z.ZodError, fallback = "Dados inválidos.") {
  return error.issues[0]?.message ?? fallback;
}
