/**
 * O perfil do empreendedor: um esquema para o formulário (conform no navegador e no servidor)
 * e um para a API JSON, com os mesmos limites e mensagens.
 */
import { z } from "zod";
import { parseBrazilianPhone, PHONE_EXAMPLE, PHONE_REQUIRED } from "~/modules/br/phone";
import { stripUnsafeCharacters } from "~/modules/text/plain-text";

export const NAME_MAX = 120;
// Typed text, before the digits are checked (a phone with spaces and +55 fits easily).
export const PHONE_MAX = 100;

export const REQUIRED_FIELDS = {
  title: "Campos obrigatórios",
  description: "Por favor, preencha nome e telefone.",
} as const;

export const PROFILE_SAVED = {
  title: "Perfil atualizado!",
  description: "Suas informações foram salvas com sucesso.",
} as const;

export const PROFILE_SAVE_ERROR = {
  title: "Erro ao salvar",
  description: "Não foi possível salvar o perfil.",
} as const;

/** The hint under the e-mail field: the address comes from how the person signed in. */
export function emailHint(signIn: "google" | "demo") {
  return signIn === "google"
    ? "E-mail da sua conta Google (não pode ser alterado)"
    : "E-mail informado na entrada em modo demonstração (não pode ser alterado)";
}
export const PHONE_PLACEHOLDER = PHONE_EXAMPLE;
export const NAME_REQUIRED = "Informe seu nome.";

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

/** Whether a field error is the 'left empty' one (the form's 'Campos obrigatórios' notice is only for those). */
export function isMissingValueError(message: string) {
  return message === NAME_REQUIRED || message === PHONE_REQUIRED;
}

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

/** Valores iniciais do formulário; conteúdos começam marcados, ofertas de parceiros desmarcadas (LGPD: opt-in). */
export type ProfileFormDefaults = {
  name: string;
  email: string;
  phone: string;
  hasCNPJ: "sim" | "nao";
  hasBusinessExperience: "sim" | "nao";
  wantsEntrepreneurshipInfo: boolean;
  wantsPartnerInfo: boolean;
  completed: boolean;
  signIn: "google" | "demo";
};
