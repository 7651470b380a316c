/**
 * Limites e textos do formulário de perfil, sem zod: o componente do navegador importa daqui e
 * o esquema do servidor (profile-schema.ts) também, para as mensagens e limites serem os mesmos.
 */
import { PHONE_EXAMPLE, PHONE_REQUIRED } from "~/modules/br/phone";

export { PROFILE_FORM_ACTION } from "./profile-paths";

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

/** Whether a field error is the 'left empty' one (the form's 'Campos obrigatórios' notice is only for those). */
export function isMissingValueError(message: string) {
  return message === NAME_REQUIRED || message === PHONE_REQUIRED;
}
