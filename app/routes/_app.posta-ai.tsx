import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useRouteError } from "@remix-run/react";
import { ComingSoon } from "~/components/coming-soon";
import { RouteErrorBoundaryContent } from "~/components/error-pages";
import { recordPartnerVisit } from "~/models/partner-visits.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Posta Aí | Empreenda Aí" }];

// Records the visit for the admin Analytics tab (share of users who opened each partner tool).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  await recordPartnerVisit(user.id, "posta-ai");
  return null;
}

export default function Page() {
  return <ComingSoon title="Posta Aí" description="Ferramenta parceira de marketing digital: campanhas, estratégia para redes sociais e posts com IA." />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundaryContent error={useRouteError()} />;
}
