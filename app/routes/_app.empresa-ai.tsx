import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { recordPartnerVisit } from "~/models/partner-visits.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Empresa Aí | Empreenda Aí" }];

// Records the visit for the admin Analytics tab (share of users who opened each partner tool).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await recordPartnerVisit(user.id, "empresa-ai");
  return null;
}

export default function Page() {
  return <ComingSoon title="Empresa Aí" description="Ferramenta parceira de planejamento estratégico: plano de negócio, clientes, fornecedores, produtos, pedidos e finanças." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
