import { isNotNull } from "drizzle-orm";
import { getDb } from "#db/client.server";
import { users } from "#db/schema";
import { getEnv, isDemoLoginEnabled, type Env } from "~/utils/env.server";

// Without Google configured no Google account can be created, so the answer only changes across
// restarts (or when such an account is deleted): asked once per process, then remembered.
let googleAccountsSeen: boolean | undefined;

async function hasGoogleAccounts() {
  googleAccountsSeen ??= (await getDb().select({ id: users.id }).from(users).where(isNotNull(users.googleId)).limit(1).get()) !== undefined;
  return googleAccountsSeen;
}

/**
 * Whether demo sign-in is open now: Google is not configured, and under ALLOW_DEMO_LOGIN=auto
 * (`npm start` with nothing configured) no account signed in with Google exists yet — a real site
 * restarted without its Google variables does not turn into a password-less one (decision 015).
 */
export async function isDemoSignInOpen(env: Env = getEnv()): Promise<boolean> {
  if (!isDemoLoginEnabled(env)) return false;
  if (env.ALLOW_DEMO_LOGIN !== "auto") return true;
  return !(await hasGoogleAccounts());
}

/** Tests: forget the remembered answer. */
export function resetDemoModeForTests() {
  googleAccountsSeen = undefined;
}
