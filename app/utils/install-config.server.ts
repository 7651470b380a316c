import { configuredPartners } from "~/models/partner-page.server";
import { PARTNER_IDS, PARTNERS } from "~/modules/partners/partners";
import { getEnv, isGoogleConfigured } from "./env.server";

export type ConfigItem = { label: string; state: string; on: boolean; hint: string };

/**
 * This install's optional features and how to switch each on: shown to administrators only
 * (people read what a feature means for them; the variable names belong here).
 */
export function installConfig(): ConfigItem[] {
  const env = getEnv();
  const partners = configuredPartners();
  return [
    {
      label: "Entrada com Google",
      on: isGoogleConfigured(env),
      state: isGoogleConfigured(env) ? "Ligada" : "Desligada: modo demonstração (nome e e-mail, sem senha)",
      hint: "GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET e GOOGLE_CALLBACK_URL",
    },
    {
      label: "Inteligência artificial (Gemini)",
      on: Boolean(env.GEMINI_API_KEY),
      state: env.GEMINI_API_KEY ? "Ligada" : "Desligada: sugestões e análises vêm do catálogo; sem ditado por voz",
      hint: "GEMINI_API_KEY (opcional: GEMINI_MODEL)",
    },
    ...PARTNER_IDS.map((id) => ({
      label: `Ferramenta parceira: ${PARTNERS[id].title}`,
      on: partners.includes(id),
      state: partners.includes(id) ? "Ligada" : "Desligada: os passos da jornada levam à ajuda da própria plataforma",
      hint: `PARTNER_${id.replace("-", "_").toUpperCase()}_URL`,
    })),
    {
      label: "Página de teste de endereços (/teste-empresa)",
      on: env.TEST_PAGE_URLS.length > 0,
      state: env.TEST_PAGE_URLS.length ? `${env.TEST_PAGE_URLS.length} endereço(s)` : "Nenhum endereço",
      hint: "TEST_PAGE_URLS (até 4, separados por vírgula)",
    },
    {
      label: "Tag de anúncios",
      on: Boolean(env.ADS_TAG_ID),
      state: env.ADS_TAG_ID ? "Ligada" : "Desligada: nenhum script de terceiros",
      hint: "ADS_TAG_ID",
    },
  ];
}
