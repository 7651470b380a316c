import type { PartnerId } from "~/modules/partners/partners";

/**
 * What this install offers, as the public pages must describe it (no secrets): which partner
 * tools have an address (none by default) and whether sign-in is through Google.
 */
export type SiteFacts = { partners: readonly PartnerId[]; googleSignIn: boolean };

/** The default install: nothing configured (demo sign-in, no partner tools). */
export const DEFAULT_SITE_FACTS: SiteFacts = { partners: [], googleSignIn: false };
