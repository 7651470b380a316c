import { data } from "@remix-run/node";
import type { z } from "zod";
import { fieldErrors, formValues } from "~/modules/business/client-schema";

export const SAVE_FAILED = "Não foi possível salvar agora. Tente de novo em instantes.";

/**
 * A posted form checked by a zod schema: the value, or a 400 answer with each field's first
 * message and what was typed (so nothing is lost without JavaScript).
 */
export async function parseForm<S extends z.ZodType>(request: Request, schema: S, fields: readonly string[]) {
  const formData = await request.formData();
  const values = formValues(formData, fields);
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    return { ok: false as const, response: data({ errors: fieldErrors(parsed.error), values }, { status: 400 }) };
  }
  return { ok: true as const, value: parsed.data as z.infer<S>, values };
}

/** 404 for an id that is not the signed-in person's (the same answer as an id that never existed). */
export function notFound(what: string): never {
  throw new Response(`${what} não encontrado.`, { status: 404 });
}
