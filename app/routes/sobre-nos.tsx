import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactSection, InfoPage, InfoSection } from "~/components/public/info-page";
import { aboutContent } from "~/modules/site/about-content";
import { MAIL_SUBJECTS } from "~/modules/site/mailto";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { useBrand } from "~/root";
import { siteFacts } from "~/utils/site-facts.server";

// The story names the partner tools only where this install has them.
export function loader() {
  return { facts: siteFacts() };
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Sobre Nós",
    description: `Missão, valores e história do ${site.brand.productName}: empreendedorismo acessível, simples e gratuito para todos os brasileiros.`,
    path: "/sobre-nos",
  });
};

export default function AboutUs() {
  const brand = useBrand();
  const { facts } = useLoaderData<typeof loader>();
  const content = aboutContent(brand, facts);
  return (
    <InfoPage title={content.title} intro={content.intro}>
      <InfoSection id="missao" title={content.mission.title}>
        <div className="max-w-3xl space-y-3 text-slate-700">
          {content.mission.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </InfoSection>
      <InfoSection id="valores" title="Nossos valores">
        <ul className="grid gap-4 md:grid-cols-3">
          {content.values.map((value) => (
            <li key={value.title} className="card p-6">
              <h3 className="text-lg font-bold text-slate-900">{value.title}</h3>
              <p className="mt-2 text-slate-700">{value.description}</p>
            </li>
          ))}
        </ul>
      </InfoSection>
      <InfoSection id="historia" title={content.story.title}>
        <div className="max-w-3xl space-y-3 text-slate-700">
          {content.story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </InfoSection>
      <ContactSection id="contato" content={content.contact} email={brand.contactEmail} subject={MAIL_SUBJECTS.general} />
    </InfoPage>
  );
}
