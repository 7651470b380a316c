import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { LandingPage } from "~/components/public/landing-page";
import { getUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [
  { title: "Empreenda Aí — descubra o negócio ideal para você" },
  { name: "description", content: "Ideias de negócio com IA, jornada guiada em 21 passos e ferramentas para abrir seu MEI. 100% gratuito." },
];

// The server decides: a signed-in person goes straight to the dashboard (docs/decisions/001).
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getUser(request);
  if (user) throw redirect("/dashboard");
  return null;
}

export default function Index() {
  return <LandingPage />;
}
