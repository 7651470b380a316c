import type { MetaFunction } from "@remix-run/node";
import { LandingPage } from "~/components/public/landing-page";

export const meta: MetaFunction = () => [
  { title: "Empreenda Aí — descubra o negócio ideal para você" },
  { name: "description", content: "Ideias de negócio com IA, jornada guiada em 21 passos e ferramentas para abrir seu MEI. 100% gratuito." },
];

export default function Landing() {
  return <LandingPage />;
}
