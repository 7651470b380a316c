import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { data } from "@remix-run/node";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { AdsTag } from "~/components/ads-tag";
import { Toaster } from "~/components/ui/toaster";
import { brandFromEnv, DEFAULT_BRAND, type Brand } from "~/modules/brand";
import { sendConversion } from "~/modules/conversion-events";
import { isNotFound, notFoundMeta, pageMeta, siteFromMatches } from "~/modules/site/meta";
import { takePendingConversions } from "~/utils/conversion.server";
import { isDemoSignInOpen } from "~/models/demo-mode.server";
import { getEnv } from "~/utils/env.server";
import { siteOrigin } from "~/utils/site-url.server";
import { getToast } from "~/utils/toast.server";
import { useNonce } from "~/utils/nonce";
import stylesheet from "~/tailwind.css";
import { RootErrorBoundaryContent } from "~/components/error-pages";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "any" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// Pages without a meta function of their own get the product's title and description.
export const meta: MetaFunction<typeof loader> = ({ matches, error }) =>
  isNotFound(error)
    ? notFoundMeta(siteFromMatches(matches))
    : pageMeta(siteFromMatches(matches), {
        description: "Descubra o negócio ideal para você e siga uma jornada guiada para abrir sua empresa.",
        path: "/",
      });

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers: toastHeaders } = await getToast(request);
  const conversions = await takePendingConversions(request);
  const env = getEnv();
  const headers = new Headers(toastHeaders ?? undefined);
  if (conversions.header) headers.append("Set-Cookie", conversions.header);
  return data(
    {
      toast,
      brand: brandFromEnv(env) satisfies Brand,
      demoMode: await isDemoSignInOpen(env),
      // Absolute address for canonical and Open Graph tags: PUBLIC_URL, never an arbitrary Host.
      siteUrl: siteOrigin(request, env),
      adsTagId: env.ADS_TAG_ID ?? null,
      conversions: conversions.events,
    },
    { headers },
  );
}

// A refused form (4xx, e.g. a journey step the server turned down) still sets a toast cookie,
// and only this loader reads it; other routes keep Remix's default (no revalidation on 4xx).
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus !== undefined && actionStatus >= 400 ? true : defaultShouldRevalidate;

export type RootLoaderData = Awaited<ReturnType<typeof loader>>["data"];

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function useBrand(): Brand {
  return useRootData()?.brand ?? DEFAULT_BRAND;
}

function Document({ children }: { children: React.ReactNode }) {
  const adsTagId = useRootData()?.adsTagId;
  const nonce = useNonce();
  useEffect(() => {
    // Browser tests wait for this before clicking enhanced controls (STACK-NOTES 8).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="pt-BR">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1f66d1" />
        <Meta />
        <Links />
        <AdsTag tagId={adsTagId} nonce={nonce} />
      </head>
      <body className="min-h-screen">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  return <Document>{children}</Document>;
}

export default function App() {
  const { toast, conversions } = useLoaderData<typeof loader>();
  useEffect(() => {
    // Conversions that happened on the server (a first Google sign-in); no-op without the ad tag.
    for (const event of conversions) sendConversion(event);
  }, [conversions]);
  return (
    <>
      <Outlet />
      <Toaster toast={toast} />
    </>
  );
}

export function ErrorBoundary() {
  return <RootErrorBoundaryContent error={useRouteError()} />;
}
