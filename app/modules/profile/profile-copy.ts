/**
 * Limites e textos do formulário de perfil, sem zod: o componente do navegador importa daqui e
 * o esquema do servidor (profile-schema.ts) também, para as mensagens e limites serem os mesmos.
 */
/** The page (and action) of the profile form, which the dialog posts to as well. */
export const PROFILE_FORM_ACTION = "/dashboard/perfil";

export const NAME_MAX = 120;
export const PHONE_MAX = 30;

export const REQUIRED_FIELDS = {
  title: "Campos obrigatorios",
  description: "Por favor, preencha nome e telefone.",
} as const;

export const PROFILE_SAVED = {
  title: "Perfil atualizado!",
  description: "Suas informacoes foram salvas com sucesso.",
} as const;

export const PROFILE_SAVE_ERROR = {
  title: "Erro ao salvar",
  description: "Nao foi possivel salvar o perfil.",
} as const;

/** The hint under the e-mail field: the address comes from how the person signed in. */
export function emailHint(signIn: "google" | "demo") {
  return signIn === "google"
    ? "E-mail da sua conta Google (não pode ser alterado)"
    : "E-mail informado na entrada em modo demonstração (não pode ser alterado)";
}
export const PHONE_PLACEHOLDER = "(11) 99999-9999";

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
