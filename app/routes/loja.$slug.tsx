import { data, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteError } from "@remix-run/react";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { StorePage } from "~/components/store/store-page";
import { getPublicStore } from "~/models/store-page.server";
import { isNotFound, notFoundMeta, pageMeta, siteFromMatches } from "~/modules/site/meta";
import { publicStoreView } from "~/utils/store-view.server";

export const STORE_CACHE_CONTROL = "public, max-age=60";

/**
 * The public shop (issue 30): no sign-in, no JavaScript needed. Read through the in-process cache
 * of store-page.server.ts; the ETag (a hash of what is shown, plus the build) lets a browser or a
 * shared cache revalidate with a 304 (entry.server.tsx answers it before rendering).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await getPublicStore(params.slug ?? "");
  if (!found) throw new Response("Loja não encontrada.", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return data(publicStoreView(found.store), { headers: { "Cache-Control": STORE_CACHE_CONTROL, ETag: found.etag } });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => {
  const from = errorHeaders ?? loaderHeaders;
  const out: Record<string, string> = { "Cache-Control": from.get("Cache-Control") ?? STORE_CACHE_CONTROL };
  const etag = loaderHeaders.get("ETag");
  if (etag && !errorHeaders) out.ETag = etag;
  return out;
};

export const meta: MetaFunction<typeof loader> = ({ data: store, matches, error }) => {
  const site = siteFromMatches(matches);
  if (isNotFound(error) || !store) return notFoundMeta(site);
  const tags = pageMeta(site, { title: store.name, description: store.ogDescription, path: `/loja/${store.slug}` });
  if (!store.ogImage) return tags;
  const base = site.siteUrl.replace(/\/+$/, "");
  return [
    ...tags.filter((tag) => !("property" in tag && String(tag.property).startsWith("og:image"))),
    { property: "og:image", content: `${base}${store.ogImage}` },
    { property: "og:image:alt", content: store.name },
  ];
};

export default function PublicStore() {
  return <StorePage store={useLoaderData<typeof loader>()} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
