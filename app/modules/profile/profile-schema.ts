/**
 * O perfil do empreendedor: um esquema para o formulário (conform no servidor; o navegador usa só profile-copy.ts)
 * e um para a API JSON, com os mesmos limites e mensagens.
 */
import { z } from "zod";
import { parseBrazilianPhone, PHONE_REQUIRED } from "~/modules/br/phone";
import { stripUnsafeCharacters } from "~/modules/text/plain-text";
import { NAME_MAX, NAME_REQUIRED, PHONE_MAX } from "./profile-copy";

export * from "./profile-copy";

const nameSchema = z
  .string({ error: NAME_REQUIRED })
  .overwrite(stripUnsafeCharacters)
  .trim()
  .min(1, NAME_REQUIRED)
  .max(NAME_MAX, `O nome pode ter no máximo ${NAME_MAX} caracteres.`);

// A Brazilian phone with DDD, saved formatted; the message says what is wrong (issue 13 item 13).
const phoneSchema = z
  .string({ error: PHONE_REQUIRED })
  .overwrite(stripUnsafeCharacters)
  .max(PHONE_MAX, `O telefone pode ter no máximo ${PHONE_MAX} caracteres.`)
  .transform((value, ctx) => {
    const phone = parseBrazilianPhone(value);
    if (phone.ok) return phone.phone;
    ctx.addIssue({ code: "custom", message: phone.error });
    return z.NEVER;
  });

const yesNo = z.enum(["sim", "nao"], { error: "Escolha Sim ou Não." });

/** Formulário HTML: selects Sim/Não e caixas de seleção (desmarcada = ausente = false). */
export const profileFormSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  hasCNPJ: yesNo.default("nao"),
  hasBusinessExperience: yesNo.default("nao"),
  wantsEntrepreneurshipInfo: z.boolean().default(false),
  wantsPartnerInfo: z.boolean().default(false),
});

const bool = (field: string) => z.boolean({ error: `O campo ${field} deve ser true ou false.` });

/** POST /api/user-profile, com os nomes de campo da especificação (hasCNPJ). */
export const profileApiSchema = z.object({
  name: nameSchema,
  phone: phoneSchema,
  hasCNPJ: bool("hasCNPJ"),
  hasBusinessExperience: bool("hasBusinessExperience"),
  wantsEntrepreneurshipInfo: bool("wantsEntrepreneurshipInfo").default(true),
  // LGPD: consent to partner offers is opt-in, so leaving it out means no.
  wantsPartnerInfo: bool("wantsPartnerInfo").default(false),
  profileCompleted: bool("profileCompleted").optional(),
});

/** O que o modelo grava, vindo de qualquer um dos dois esquemas. */
export type ProfileInput = {
  name: string;
  phone: string;
  hasCnpj: boolean;
  hasBusinessExperience: boolean;
  wantsEntrepreneurshipInfo: boolean;
  wantsPartnerInfo: boolean;
};

export function profileInputFromForm(value: z.infer<typeof profileFormSchema>): ProfileInput {
  return {
    name: value.name,
    phone: value.phone,
    hasCnpj: value.hasCNPJ === "sim",
    hasBusinessExperience: value.hasBusinessExperience === "sim",
    wantsEntrepreneurshipInfo: value.wantsEntrepreneurshipInfo,
    wantsPartnerInfo: value.wantsPartnerInfo,
  };
}

export function profileInputFromApi(value: z.infer<typeof profileApiSchema>): ProfileInput {
  return {
    name: value.name,
    phone: value.phone,
    hasCnpj: value.hasCNPJ,
    hasBusinessExperience: value.hasBusinessExperience,
    wantsEntrepreneurshipInfo: value.wantsEntrepreneurshipInfo,
    wantsPartnerInfo: value.wantsPartnerInfo,
  };
}
