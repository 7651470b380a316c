import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Sim Loja Grafica | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Sim Loja Grafica" description="Loja gráfica parceira: logo, cartões de visita e materiais impressos para o seu negócio." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
