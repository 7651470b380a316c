import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PartnerPage } from "~/components/partners/partner-page";
import { partnerPageData } from "~/models/partner-page.server";
import { recordPartnerVisit } from "~/models/partner-visits.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Sim Loja Gráfica | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  // Counted for the admin Analytics tab (share of users who opened each partner tool).
  await recordPartnerVisit(user.id, "grafica");
  return partnerPageData(user, "grafica");
}

export default function Page() {
  return <PartnerPage data={useLoaderData<typeof loader>()} />;
}
