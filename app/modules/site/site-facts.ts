import type { PartnerId } from "~/modules/partners/partners";

/**
 * What this install offers, as the public pages must describe it (no secrets): which partner
 * tools have an address (none by default), whether sign-in is through Google, and whether ideas
 * and analyses come from a generative AI (Gemini configured) or from the catalogue's own rules.
 */
export type SiteFacts = { partners: readonly PartnerId[]; googleSignIn: boolean; generativeAi?: boolean };

/** The default install: nothing configured (demo sign-in, no partner tools, no AI key). */
export const DEFAULT_SITE_FACTS: SiteFacts = { partners: [], googleSignIn: false, generativeAi: false };
