import type { User } from "#db/schema";
import { PARTNER_IDS, PARTNERS, partnerAddresses, platformDataPoints, type PartnerId } from "~/modules/partners/partners";
import { brandFromEnv, type Brand } from "~/modules/brand";
import { findStep } from "~/modules/journey";
import { builtInDestination, builtInHref, stepsOfPartner } from "~/modules/journey/step-destinations";
import { findLearningItem } from "~/modules/learning";
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

/** The partner tools this install has an address for (none by default). */
export function configuredPartners(): PartnerId[] {
  return PARTNER_IDS.filter((id) => Boolean(partnerConfig(id).url));
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

/** What the platform itself offers for the journey steps a partner tool would serve. */
export function builtInAlternatives(id: PartnerId) {
  return stepsOfPartner(id).flatMap((stepId) => {
    const destination = builtInDestination(stepId);
    const step = findStep(stepId);
    if (!destination || !step) return [];
    const label =
      destination.kind === "tool"
        ? `Abrir: ${destination.label}`
        : destination.kind === "learning"
          ? `Ler: ${findLearningItem(destination.itemId)?.title ?? "Centro de Aprendizado"}`
          : "Perguntar ao consultor virtual";
    return [{ stepTitle: step.title, stepOrder: step.order, href: builtInHref(destination), label }];
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
    alternatives: addresses.length ? [] : builtInAlternatives(id),
  };
}

export type PartnerPageData = Awaited<ReturnType<typeof partnerPageData>>;
