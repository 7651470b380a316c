import type { MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";

export const meta: MetaFunction = () => [{ title: "Jornada Empreendedora | Empreenda Aí" }];

export default function Page() {
  return <ComingSoon title="Jornada Empreendedora" description="Vídeo de introdução e os 21 passos da sua jornada, do planejamento ao crescimento." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
