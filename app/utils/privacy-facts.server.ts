import { configuredPartners } from "~/models/partner-page.server";
import { brandFromEnv } from "~/modules/brand";
import type { PrivacyFacts } from "~/modules/site/privacy-content";
import { getEnv, isGoogleConfigured } from "./env.server";

const BRAND_KEY = { "empresa-ai": "planning", "posta-ai": "marketing", grafica: "printShop" } as const;

/** The parts of this install's configuration the privacy policy must reflect. */
export function privacyFacts(): PrivacyFacts {
  const env = getEnv();
  const brand = brandFromEnv(env);
  return {
    googleSignIn: isGoogleConfigured(env),
    generativeAi: Boolean(env.GEMINI_API_KEY),
    adsTag: Boolean(env.ADS_TAG_ID),
    partners: configuredPartners().map((id) => brand.partners[BRAND_KEY[id]]),
  };
}
