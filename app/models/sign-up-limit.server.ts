import { getEnv } from "~/utils/env.server";
import { claim, type LimitDecision } from "./rate-limit.server";

const HOUR_MS = 60 * 60 * 1000;

export class SignUpLimitedError extends Error {
  override name = "SignUpLimitedError";
  constructor(readonly retryAfterSeconds: number) {
    super(signUpLimitMessage(retryAfterSeconds));
  }
}

export function signUpLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Muitas contas novas criadas a partir desta conexão. Por segurança, tente novamente em ${minutes} ${minutes === 1 ? "minuto" : "minutos"}.`;
}

/**
 * Claims one new account (demo or Google) for the client address: SIGNUPS_PER_IP_PER_HOUR per
 * hour, counted in the database so every server process shares it. Without an address (a direct
 * call, no Express) there is nothing to count. Returns the refusal, or null when allowed.
 */
export async function claimSignUp(ip: string | null, now = Date.now()): Promise<LimitDecision | null> {
  if (!ip) return null;
  const decision = await claim({ name: "signup:ip", max: getEnv().SIGNUPS_PER_IP_PER_HOUR, windowMs: HOUR_MS }, ip, now);
  return decision.allowed ? null : decision;
}
