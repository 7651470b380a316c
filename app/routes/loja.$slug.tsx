import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ShopOrderForm } from "~/components/store/shop-order-form";
import { StorePage } from "~/components/store/store-page";
import { getPublicStore } from "~/models/store-page.server";
import { placeShopOrder } from "~/models/store-orders.server";
import { fieldErrors } from "~/modules/business/client-schema";
import { shopOrderFromForm } from "~/modules/store/shop-order-schema";
import { isNotFound, notFoundMeta, pageMeta, siteFromMatches } from "~/modules/site/meta";
import { clientIp } from "~/utils/client-ip.server";
import { publicStoreView } from "~/utils/store-view.server";

export const STORE_CACHE_CONTROL = "public, max-age=60";

/**
 * The public shop (decision 028): no sign-in, no JavaScript needed. Read through the in-process cache
 * of store-page.server.ts; the ETag (a hash of what is shown, plus the build) lets a browser or a
 * shared cache revalidate with a 304 (entry.server.tsx answers it before rendering).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const found = await getPublicStore(params.slug ?? "");
  if (!found) throw new Response("Loja não encontrada.", { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return data(publicStoreView(found.store), { headers: { "Cache-Control": STORE_CACHE_CONTROL, ETag: found.etag } });
}

type Typed = Record<string, string>;

/** The order form: quantities, name, WhatsApp, receiving, address; a honeypot; limits in the model. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const slug = params.slug ?? "";
  const found = await getPublicStore(slug);
  if (!found) throw new Response("Loja não encontrada.", { status: 404 });
  const form = await request.formData();
  const typed: Typed = {};
  for (const [key, value] of form.entries()) if (typeof value === "string" && key !== "site") typed[key] = value.slice(0, 400);
  const { parsed, quantityErrors, honeypot } = shopOrderFromForm(
    form,
    found.store.products.map((p) => p.id),
  );
  const noStore = { "Cache-Control": "private, no-store" };
  if (honeypot)
    return data({ errors: { "": "Não foi possível enviar o pedido." } as Typed, values: typed }, { status: 400, headers: noStore });
  if (quantityErrors.length)
    return data(
      { errors: { items: `Quantidade inválida: ${quantityErrors[0]}. Use números como 2 ou 1,5.` } as Typed, values: typed },
      { status: 400, headers: noStore },
    );
  if (!parsed.success) return data({ errors: fieldErrors(parsed.error), values: typed }, { status: 400, headers: noStore });
  const placed = await placeShopOrder(slug, parsed.data, clientIp(context));
  if (!placed.ok) {
    const headers: Record<string, string> = { ...noStore };
    if (placed.retryAfterSeconds) headers["Retry-After"] = String(placed.retryAfterSeconds);
    return data({ errors: { [placed.field]: placed.message } as Typed, values: typed }, { status: placed.status, headers });
  }
  return redirect(`/loja/${slug}/pedido/${placed.token}`, { status: 303, headers: noStore });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders, actionHeaders }) => {
  if (actionHeaders.get("Cache-Control")) return { "Cache-Control": "private, no-store" };
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
  const store = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <StorePage store={store}>
      <ShopOrderForm store={store} errors={answer?.errors ?? {}} typed={answer?.values ?? {}} />
    </StorePage>
  );
}
