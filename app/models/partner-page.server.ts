import type { User } from "#db/schema";
import { PARTNERS, partnerAddresses, platformDataPoints, type PartnerId } from "~/modules/partners/partners";
import { brandFromEnv, type Brand } from "~/modules/brand";
import { getEnv } from "~/utils/env.server";
import { loadPersonContext } from "./person-context.server";

// Addresses come from PARTNER_*; names and intro videos from the brand configuration (BRAND_*).
const BRAND_KEYS: Record<PartnerId, keyof Brand["partners"] & keyof Brand["videos"]> = {
  "empresa-ai": "planning",
  "posta-ai": "marketing",
  grafica: "printShop",
};

function partnerConfig(id: PartnerId) {
  const env = getEnv();
  const brand = brandFromEnv(env);
  const key = BRAND_KEYS[id];
  const named = { name: brand.partners[key], video: brand.videos[key] || undefined };
  switch (id) {
    case "empresa-ai":
      return { url: env.PARTNER_EMPRESA_AI_URL, variants: env.PARTNER_EMPRESA_AI_URL_VARIANTS, ...named };
    case "posta-ai":
      return { url: env.PARTNER_POSTA_AI_URL, variants: env.PARTNER_POSTA_AI_URL_VARIANTS, ...named };
    case "grafica":
      return { url: env.PARTNER_GRAFICA_URL, variants: env.PARTNER_GRAFICA_URL_VARIANTS, ...named };
  }
}

/** The data a platform receives (POST /api/collect-platform-data and the partner pages). */
export async function collectPlatformData(user: User, platform: PartnerId) {
  const ctx = await loadPersonContext(user);
  return platformDataPoints(platform, {
    user: { email: user.email, firstName: user.firstName, lastName: user.lastName },
    profile: ctx.profile,
    strategy: ctx.strategy,
    completedSteps: ctx.completedSteps.length,
    progressPercent: ctx.progressPercent,
  });
}

/** Everything a partner page shows; `addresses` is empty when the tool is not configured. */
export async function partnerPageData(user: User, id: PartnerId) {
  const config = partnerConfig(id);
  const partner = { ...PARTNERS[id], title: config.name };
  const addresses = partnerAddresses(partner, config, { email: user.email, firstName: user.firstName });
  return {
    partner,
    addresses,
    videoUrl: config.video ?? null,
    timeoutMs: partner.loadTimeout ? getEnv().PARTNER_FRAME_TIMEOUT_MS : null,
    dataPoints: await collectPlatformData(user, id),
  };
}

export type PartnerPageData = Awaited<ReturnType<typeof partnerPageData>>;
