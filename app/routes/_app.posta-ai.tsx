import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Posta Aí | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Posta Aí" description="Ferramenta parceira de marketing digital: campanhas, estratégia para redes sociais e posts com IA." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
