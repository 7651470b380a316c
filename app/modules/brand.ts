/**
 * Names and addresses of the product, in one place. The server builds the brand from the
 * environment (`brandFromEnv`, fed by the BRAND_* variables of env.server.ts) and hands it to every
 * page through the root loader; pages read it with `useBrand()` and never hard-code these values.
 */
export type Brand = {
  productName: string;
  /** The founder, named in the spec's copy as {name}. */
  founderName: string;
  /** The virtual consultant's name on its button, panel and page: "{founder} - Consultor Virtual". */
  consultantTitle: string;
  contactEmail: string;
  pressEmail: string;
  /** Intro videos: an absolute URL or a site path; empty means "no video yet" (the poster shows). */
  videos: {
    landing: string;
    journey: string;
    planning: string;
    marketing: string;
    printShop: string;
  };
  /** The three partner tools. */
  partners: {
    planning: string;
    marketing: string;
    printShop: string;
  };
};

export const DEFAULT_BRAND: Brand = {
  productName: "Empreenda Aí",
  founderName: "Marcos Oliveira",
  consultantTitle: "Marcos Oliveira - Consultor Virtual",
  contactEmail: "contato@empreendaai.com.br",
  pressEmail: "imprensa@empreendaai.com.br",
  videos: { landing: "", journey: "", planning: "", marketing: "", printShop: "" },
  partners: { planning: "Empresa Aí", marketing: "Posta Aí", printShop: "Sim Loja Gráfica" },
};

/** The environment variables that override the brand (already validated by env.server.ts). */
export type BrandEnv = {
  BRAND_PRODUCT_NAME?: string;
  BRAND_FOUNDER_NAME?: string;
  BRAND_CONTACT_EMAIL?: string;
  BRAND_PRESS_EMAIL?: string;
  BRAND_VIDEO_LANDING_URL?: string;
  BRAND_VIDEO_JOURNEY_URL?: string;
  BRAND_VIDEO_PLANNING_URL?: string;
  BRAND_VIDEO_MARKETING_URL?: string;
  BRAND_VIDEO_PRINT_SHOP_URL?: string;
  BRAND_PARTNER_PLANNING_NAME?: string;
  BRAND_PARTNER_MARKETING_NAME?: string;
  BRAND_PARTNER_PRINT_SHOP_NAME?: string;
};

function pick(value: string | undefined, fallback: string) {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Each variable that is set (and not blank) replaces its default; the rest keep the defaults. */
export function brandFromEnv(env: BrandEnv, defaults: Brand = DEFAULT_BRAND): Brand {
  const founderName = pick(env.BRAND_FOUNDER_NAME, defaults.founderName);
  return {
    productName: pick(env.BRAND_PRODUCT_NAME, defaults.productName),
    founderName,
    consultantTitle: `${founderName} - Consultor Virtual`,
    contactEmail: pick(env.BRAND_CONTACT_EMAIL, defaults.contactEmail),
    // An operator who sets only the contact address gets it for the press too, not our default.
    pressEmail: pick(env.BRAND_PRESS_EMAIL, pick(env.BRAND_CONTACT_EMAIL, defaults.pressEmail)),
    videos: {
      landing: pick(env.BRAND_VIDEO_LANDING_URL, defaults.videos.landing),
      journey: pick(env.BRAND_VIDEO_JOURNEY_URL, defaults.videos.journey),
      planning: pick(env.BRAND_VIDEO_PLANNING_URL, defaults.videos.planning),
      marketing: pick(env.BRAND_VIDEO_MARKETING_URL, defaults.videos.marketing),
      printShop: pick(env.BRAND_VIDEO_PRINT_SHOP_URL, defaults.videos.printShop),
    },
    partners: {
      planning: pick(env.BRAND_PARTNER_PLANNING_NAME, defaults.partners.planning),
      marketing: pick(env.BRAND_PARTNER_MARKETING_NAME, defaults.partners.marketing),
      printShop: pick(env.BRAND_PARTNER_PRINT_SHOP_NAME, defaults.partners.printShop),
    },
  };
}
