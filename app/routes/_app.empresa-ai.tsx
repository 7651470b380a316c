import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Empresa Aí | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Empresa Aí" description="Ferramenta parceira de planejamento estratégico: plano de negócio, clientes, fornecedores, produtos, pedidos e finanças." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
