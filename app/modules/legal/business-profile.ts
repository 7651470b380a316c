/**
 * One schema for the MEI's own data (decision 029): the form at /gestao/empresa and
 * PUT /api/business-profile. Server only (zod stays out of the browser).
 */
import { z } from "zod";
import { formatCnpj, isValidCnpj } from "~/modules/br/documents";
import { optionalText } from "~/modules/business/client-schema";
import { findOccupation } from "./occupations";
import { UFS } from "./ufs";

export { UFS };

export const PROFILE_FIELDS = ["cnpj", "openedOn", "occupation", "tradeName", "city", "state"] as const;

/** The MEI exists since 1 July 2009 (LC 128/2008). */
export const MEI_FIRST_DAY = "2009-07-01";

/**
 * A CNPJ as typed ('12.ABC.345/01DE-35', '11222333000181') → its 14 characters in upper case, or
 * an error. Check digits per the Receita's rule (module 11 on ASCII − 48, weights 2–9), which
 * covers the numeric CNPJ and the alphanumeric one issued from July 2026 (IN RFB 2.229/2024).
 */
export function parseCnpj(input: string): { ok: true; value: string; display: string } | { ok: false; message: string } {
  const clean = input.replace(/[.\-/\s]/g, "").toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(clean)) {
    return { ok: false, message: "CNPJ: informe os 14 caracteres (números, ou letras e números no CNPJ novo)." };
  }
  if (!isValidCnpj(clean)) return { ok: false, message: "CNPJ inválido: os dois últimos dígitos não conferem. Confira no cartão CNPJ." };
  return { ok: true, value: clean, display: formatCnpj(clean) };
}

const cnpjField = z
  .string({ error: "CNPJ: texto inválido." })
  .trim()
  .max(30, "CNPJ longo demais.")
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const parsed = parseCnpj(value);
    if (!parsed.ok) {
      ctx.addIssue({ code: "custom", message: parsed.message });
      return z.NEVER;
    }
    return parsed.value;
  });

/** 'YYYY-MM-DD' between 1 July 2009 and `today` (the caller's São Paulo day). */
export function openedOnField(today: string) {
  return z
    .string({ error: "Data de abertura: use o formato AAAA-MM-DD." })
    .trim()
    .optional()
    .nullable()
    .transform((value, ctx) => {
      if (!value) return null;
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
      if (!match || !date || date.toISOString().slice(0, 10) !== value) {
        ctx.addIssue({ code: "custom", message: "Data de abertura inválida: use dia, mês e ano." });
        return z.NEVER;
      }
      if (value < MEI_FIRST_DAY || value > today) {
        ctx.addIssue({ code: "custom", message: "Data de abertura: entre 1º/07/2009 (início do MEI) e hoje." });
        return z.NEVER;
      }
      return value;
    });
}

const occupationField = z
  .string({ error: "Ocupação: texto inválido." })
  .trim()
  .max(300, "Ocupação longa demais.")
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const found = findOccupation(value);
    if (!found) {
      ctx.addIssue({ code: "custom", message: "Ocupação: escolha uma da lista oficial do MEI." });
      return z.NEVER;
    }
    return { occupation: found.ocupacao, occupationCnae: found.cnae };
  });

const stateField = z
  .string({ error: "UF: texto inválido." })
  .trim()
  .optional()
  .nullable()
  .transform((value, ctx) => {
    if (!value) return null;
    const uf = value.toUpperCase();
    if (!(UFS as readonly string[]).includes(uf)) {
      ctx.addIssue({ code: "custom", message: "UF: escolha um estado da lista." });
      return z.NEVER;
    }
    return uf;
  });

export function businessProfileSchema(today: string) {
  return z
    .object({
      cnpj: cnpjField,
      openedOn: openedOnField(today),
      occupation: occupationField,
      tradeName: optionalText(120, "Nome fantasia"),
      city: optionalText(80, "Cidade"),
      state: stateField,
    })
    .transform(({ occupation, ...rest }) => ({
      ...rest,
      occupation: occupation?.occupation ?? null,
      occupationCnae: occupation?.occupationCnae ?? null,
    }));
}

export type BusinessProfileInput = z.infer<ReturnType<typeof businessProfileSchema>>;
