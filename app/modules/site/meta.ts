import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_BRAND, type Brand } from "~/modules/brand";

/** What the root loader tells every page's meta function. */
export type SiteInfo = { brand: Brand; siteUrl: string };

export const OG_IMAGE = { path: "/og-image.jpg", width: 1200, height: 630 };

type RootMatch = { id: string; data?: unknown };

/** Finds the brand and the site address in the root route's data (defaults if it is missing). */
export function siteFromMatches(matches: readonly RootMatch[]): SiteInfo {
  const data = matches.find((match) => match.id === "root")?.data as Partial<SiteInfo> | undefined;
  return { brand: data?.brand ?? DEFAULT_BRAND, siteUrl: data?.siteUrl ?? "" };
}

type PageMetaInput = {
  /** Page title without the product name; omit for the home page. */
  title?: string;
  description: string;
  /** Path of the canonical address, e.g. "/sobre-nos". */
  path: string;
  /** Pages that should stay out of search results (the login screen, for instance). */
  noindex?: boolean;
};

/** Title, description, canonical address and Open Graph / Twitter tags for a public page. */
export function pageMeta(site: SiteInfo, input: PageMetaInput): MetaDescriptor[] {
  const { brand, siteUrl } = site;
  const title = input.title ? `${input.title} | ${brand.productName}` : `${brand.productName}: descubra e abra o negócio ideal para você`;
  const base = siteUrl.replace(/\/+$/, "");
  const url = `${base}${input.path}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { property: "og:type", content: "website" },
    { property: "og:locale", content: "pt_BR" },
    { property: "og:site_name", content: brand.productName },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:image", content: `${base}${OG_IMAGE.path}` },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: `${brand.productName}: plataforma gratuita para abrir seu negócio` },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (base) {
    tags.push({ property: "og:url", content: url }, { tagName: "link", rel: "canonical", href: url });
  }
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

/** A 404 thrown by a loader (meta functions receive it as `error`). */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && "status" in error && (error as { status: unknown }).status === 404;
}

/** The tab title of every not-found page; kept out of search results. */
export function notFoundMeta(site: SiteInfo): MetaDescriptor[] {
  return [{ title: `Página não encontrada | ${site.brand.productName}` }, { name: "robots", content: "noindex" }];
}
