import type { MetaFunction } from "@remix-run/node";
import { MARCA_SECTIONS } from "~/components/marca/marca-nav";
import { SectionLayout } from "~/components/shell/section-layout";

export const meta: MetaFunction = () => [{ title: "Sua marca | Empreenda Aí" }];

// Being seen (decision 030): logo, printed materials, post images, a month of posts and the checklists.
export default function MarcaLayout() {
  return <SectionLayout label="Sua marca" sections={MARCA_SECTIONS} />;
}
