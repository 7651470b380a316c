import type { User } from "#db/schema";
import { PARTNERS, partnerAddresses, platformDataPoints, type PartnerId } from "~/modules/partners/partners";
import { getEnv } from "~/utils/env.server";
import { loadPersonContext } from "./person-context.server";

function partnerConfig(id: PartnerId) {
  const env = getEnv();
  switch (id) {
    case "empresa-ai":
      return { url: env.PARTNER_EMPRESA_AI_URL, variants: env.PARTNER_EMPRESA_AI_URL_VARIANTS, video: env.PARTNER_EMPRESA_AI_VIDEO_URL };
    case "posta-ai":
      return { url: env.PARTNER_POSTA_AI_URL, variants: env.PARTNER_POSTA_AI_URL_VARIANTS, video: env.PARTNER_POSTA_AI_VIDEO_URL };
    case "grafica":
      return { url: env.PARTNER_GRAFICA_URL, variants: env.PARTNER_GRAFICA_URL_VARIANTS, video: env.PARTNER_GRAFICA_VIDEO_URL };
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
  const partner = PARTNERS[id];
  const config = partnerConfig(id);
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
