/**
 * One schema for a client, used by the form action and by /api/clients (server only: the browser
 * gets no validation library).
 */
import { z } from "zod";
import { parseDocument } from "~/modules/br/documents";
import { parseBrazilianPhone } from "~/modules/br/phone";

import { CLIENT_TAGS_MAX, NAME_MAX, NOTES_MAX } from "./form-limits";

export { CLIENT_TAGS_MAX, NAME_MAX, NOTES_MAX };
export const CLIENT_FIELDS = ["name", "phone", "email", "document", "notes", "tags"] as const;

export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label}: texto inválido.` })
    .trim()
    .max(max, `${label}: no máximo ${max} caracteres.`)
    .optional()
    .transform((value) => (value ? value : null));

/**
 * Tags as the person types them: the casing kept ("Boa Viagem" stays "Boa Viagem"), spaces tidied, and the same tag
 * typed twice in other casings kept once (the first).
 */
export function tidyTags(tags: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, " ");
    const key = tag.toLocaleLowerCase("pt-BR");
    if (tag && !seen.has(key)) seen.set(key, tag);
  }
  return [...seen.values()];
}

/** Tags typed as 'vip, Boa Viagem' (form) or ['vip', 'Boa Viagem'] (API) → ['vip', 'Boa Viagem']. */
const tagsSchema = z
  .union([z.string(), z.array(z.string())], { error: "Etiquetas: use texto separado por vírgulas." })
  .optional()
  .transform((value, ctx) => {
    const unique = tidyTags(Array.isArray(value) ? value : (value ?? "").split(","));
    if (unique.length > CLIENT_TAGS_MAX) ctx.addIssue({ code: "custom", message: `Etiquetas: no máximo ${CLIENT_TAGS_MAX}.` });
    if (unique.some((tag) => tag.length > 30)) ctx.addIssue({ code: "custom", message: "Etiquetas: cada uma com até 30 caracteres." });
    return unique;
  });

export const nameField = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(NAME_MAX, `O nome pode ter no máximo ${NAME_MAX} caracteres.`);

/** An optional Brazilian phone → its digits (DDD + number) or null. */
export const phoneField = z
  .string({ error: "WhatsApp: texto inválido." })
  .trim()
  .max(30, "WhatsApp: número longo demais.")
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = parseBrazilianPhone(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }
    return parsed.digits;
  });

/** An optional e-mail → lower case, or null. */
export const emailField = z
  .string({ error: "E-mail: texto inválido." })
  .trim()
  .max(254, "E-mail longo demais.")
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    if (!z.email().safeParse(value).success) {
      ctx.addIssue({ code: "custom", message: "E-mail inválido. Exemplo: maria@gmail.com" });
      return z.NEVER;
    }
    return value.toLowerCase();
  });

/** An optional CPF or CNPJ → normalised (digits; CNPJ letters upper-case), or null. */
export const documentField = z
  .string({ error: "CPF/CNPJ: texto inválido." })
  .trim()
  .max(30, "CPF/CNPJ: longo demais.")
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = parseDocument(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

export const clientSchema = z.object({
  name: nameField("Informe o nome do cliente."),
  phone: phoneField,
  email: emailField,
  document: documentField,
  notes: optionalText(NOTES_MAX, "Observações"),
  tags: tagsSchema,
});

export type ClientInput = z.infer<typeof clientSchema>;
export type ClientFields = keyof z.input<typeof clientSchema>;

/** The first message of each field, for the form (keys are field names; '' is the form). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    out[key] ??= issue.message;
  }
  return out;
}

/** A FormData as a plain object of strings (empty fields become undefined). */
export function formValues(formData: FormData, fields: readonly string[]): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const field of fields) out[field] = presentText(formData.get(field));
  return out;
}

/** A typed value, or undefined when nothing was typed (absent or only spaces): a form field and a spreadsheet cell alike. */
export function presentText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}
