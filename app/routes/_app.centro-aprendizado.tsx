import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Centro de Aprendizado | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Centro de Aprendizado" description="Estudos fundamentais e dicas práticas sobre finanças, marketing, vendas e desenvolvimento pessoal." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
