import type { User } from "#db/schema";
import { saveStrategy, type NewStrategy } from "~/models/saved-business.server";
import { saveStrategySchema } from "~/modules/discovery/discovery-schemas";
import { SAVE_ERROR } from "~/modules/discovery/strategy-texts";

/**
 * Validates and saves a strategy (page form and JSON API share this). `analysisId` comes from the
 * server (the stored analysis the page shows), never from the form: it makes the save idempotent.
 */
export async function saveStrategyFromInput(user: User, input: unknown, analysisId?: string) {
  const parsed = saveStrategySchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false as const, status: 400, message: parsed.error.issues[0]?.message ?? SAVE_ERROR.description };
  }
  const strategy = await saveStrategy(user.id, { ...(parsed.data satisfies NewStrategy), analysisId: analysisId ?? null });
  return { ok: true as const, strategy };
}
