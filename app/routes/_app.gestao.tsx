import type { MetaFunction } from "@remix-run/node";
import { GESTAO_SECTIONS } from "~/components/gestao/gestao-nav";
import { SectionLayout } from "~/components/shell/section-layout";

export const meta: MetaFunction = () => [{ title: "Gestão do Negócio | Empreenda Aí" }];

// Running the business (decision 014): each loader/action below reads only the person's own rows.
export default function GestaoLayout() {
  return <SectionLayout label="Gestão do negócio" sections={GESTAO_SECTIONS} />;
}
