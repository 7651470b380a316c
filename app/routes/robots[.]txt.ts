import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/utils/site-url.server";

// Public pages may be indexed; signed-in screens, sign-in plumbing and the API may not.
export const DISALLOWED_PATHS = ["/admin", "/admin-login", "/api/", "/auth/", "/dashboard", "/meu-negocio", "/jornada", "/teste-empresa"];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const body = [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
