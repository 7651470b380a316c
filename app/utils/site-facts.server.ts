import { configuredPartners } from "~/models/partner-page.server";
import type { SiteFacts } from "~/modules/site/site-facts";
import { getEnv, isGoogleConfigured } from "./env.server";

/** This install's facts for the public copy (landing, help, about). */
export function siteFacts(): SiteFacts {
  return { partners: configuredPartners(), googleSignIn: isGoogleConfigured(), generativeAi: Boolean(getEnv().GEMINI_API_KEY) };
}
