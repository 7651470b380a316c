import type { MetaFunction } from "@remix-run/node";
import { Outlet, useNavigation } from "@remix-run/react";
import { isNotFound, notFoundMeta, siteFromMatches } from "~/modules/site/meta";

export const meta: MetaFunction = ({ error, matches }) =>
  isNotFound(error) ? notFoundMeta(siteFromMatches(matches)) : [{ title: "Descobrir Meu Negócio | Empreenda Aí" }];

export default function DiscoveryLayout() {
  const navigation = useNavigation();
  const working = navigation.state === "submitting" && navigation.formAction?.startsWith("/meu-negocio");
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Descobrir Meu Negócio</h1>
      {working ? (
        <div
          role="status"
          className="mt-4 flex items-center gap-3 rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
        >
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-brand-500 border-t-transparent" aria-hidden="true" />A IA está
          trabalhando no seu pedido. Isso pode levar alguns segundos…
        </div>
      ) : null}
      <div className="mt-6">
        <Outlet />
      </div>
    </div>
  );
}
