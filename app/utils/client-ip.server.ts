/**
 * The client address Express saw (server.mjs hands it to Remix as `context.ip`; behind a proxy it
 * comes from X-Forwarded-For only when TRUST_PROXY is set). Null when a loader or action is called
 * without it (tests, scripts): per-address limits then do not apply.
 */
export function clientIp(context: unknown): string | null {
  const ip = (context as { ip?: unknown } | undefined)?.ip;
  return typeof ip === "string" && ip ? ip.slice(0, 64) : null;
}
