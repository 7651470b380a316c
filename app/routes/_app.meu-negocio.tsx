import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Descobrir Meu Negócio | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Descobrir Meu Negócio" description="Descreva o que você gosta e sabe fazer e receba sugestões de negócios do nosso catálogo, com análise detalhada." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
