import { getEnv, type Env } from "./env.server";

// Hosts a browser on the same machine uses: answering with them reflects nothing from outside.
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The absolute origin for canonical and Open Graph tags, the sitemap and robots.txt: PUBLIC_URL,
 * else the request's own origin only when it is a loopback address (development, tests), else
 * http://localhost:PORT. The Host header is never copied from an arbitrary request: anyone can
 * send `Host: evil.example`, and a cache or a crawler would keep what we answered.
 */
export function siteOrigin(request: Request, env: Env = getEnv()): string {
  if (env.PUBLIC_URL) return env.PUBLIC_URL.replace(/\/+$/, "");
  const url = new URL(request.url);
  if (LOOPBACK_HOSTS.has(url.hostname)) return url.origin;
  return `http://localhost:${env.PORT}`;
}
