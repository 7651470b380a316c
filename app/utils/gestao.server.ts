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

/**
 * The action of a one-record form (new or edit): the posted form checked by `schema`, then `save`,
 * which answers (a redirect, or its own refusal such as a version conflict). A save that fails keeps what was typed and answers 500 with
 * SAVE_FAILED; a Response thrown while saving (the record's 404) passes through.
 */
export async function saveRecordForm<S extends z.ZodType, R = Response>(
  request: Request,
  form: { schema: S; fields: readonly string[]; failure: string },
  save: (value: z.infer<S>) => Promise<R>,
) {
  const posted = await parseForm(request, form.schema, form.fields);
  if (!posted.ok) return posted.response;
  try {
    return await save(posted.value);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(form.failure, error);
    return data({ errors: { "": SAVE_FAILED } as Record<string, string>, values: posted.values }, { status: 500 });
  }
}
