import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { recordPartnerVisit } from "~/models/partner-visits.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Sim Loja Grafica | Empreenda Aí" }];

// Records the visit for the admin Analytics tab (share of users who opened each partner tool).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await recordPartnerVisit(user.id, "grafica");
  return null;
}

export default function Page() {
  return <ComingSoon title="Sim Loja Grafica" description="Loja gráfica parceira: logo, cartões de visita e materiais impressos para o seu negócio." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
