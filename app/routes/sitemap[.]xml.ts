import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/utils/site-url.server";

export const PUBLIC_PATHS = ["/", "/login", "/sobre-nos", "/imprensa", "/contato", "/central-ajuda", "/privacidade"];

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request);
  const urls = PUBLIC_PATHS.map((path) => `  <url><loc>${origin}${path}</loc></url>`).join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
