import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce (server/security.js makes one per request and
 * server.mjs passes it as `context.cspNonce`). Provided by entry.server.tsx; in the browser it is
 * undefined, which is fine: inline scripts run once, from the server's HTML.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce() {
  return useContext(NonceContext);
}

/** The nonce from a Remix load context, when the server put one there. */
export function nonceFromContext(context: unknown): string | undefined {
  const value = (context as { cspNonce?: unknown } | null | undefined)?.cspNonce;
  return typeof value === "string" && value.length > 0 ? value : undefined;
}
