/** One schema for a supplier: the form action and /api/suppliers. */
import { z } from "zod";
import { documentField, emailField, nameField, NOTES_MAX, optionalText, phoneField } from "./client-schema";

export const SUPPLIER_FIELDS = ["name", "document", "phone", "email", "supplies", "notes"] as const;

export const supplierSchema = z.object({
  name: nameField("Informe o nome do fornecedor."),
  document: documentField,
  phone: phoneField,
  email: emailField,
  supplies: optionalText(300, "O que fornece"),
  notes: optionalText(NOTES_MAX, "Observações"),
});

export type SupplierInput = z.infer<typeof supplierSchema>;
