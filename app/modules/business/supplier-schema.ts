/** One schema for a supplier: the form action and /api/suppliers. */
import { z } from "zod";
import { parseDocument } from "~/modules/br/documents";
import { emailField, nameField, NOTES_MAX, optionalText, phoneField } from "./client-schema";

export const SUPPLIER_FIELDS = ["name", "document", "phone", "email", "supplies", "notes"] as const;

/** CPF or CNPJ as typed → normalized (digits, or the alphanumeric CNPJ), or null; wrong check digits are refused. */
export const documentField = z
  .string({ error: "CPF/CNPJ: texto inválido." })
  .trim()
  .max(30, "CPF/CNPJ longo demais.")
  .optional()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = parseDocument(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

export const supplierSchema = z.object({
  name: nameField("Informe o nome do fornecedor."),
  document: documentField,
  phone: phoneField,
  email: emailField,
  supplies: optionalText(300, "O que fornece"),
  notes: optionalText(NOTES_MAX, "Observações"),
});

export type SupplierInput = z.infer<typeof supplierSchema>;
