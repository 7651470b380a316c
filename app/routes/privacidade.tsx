import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContactSection, InfoPage } from "~/components/public/info-page";
import { MAIL_SUBJECTS } from "~/modules/site/mailto";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { privacyContent } from "~/modules/site/privacy-content";
import { useBrand } from "~/root";
import { privacyFacts } from "~/utils/privacy-facts.server";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Política de Privacidade",
    description: `Quais dados o ${site.brand.productName} coleta, como usa e protege, com quem compartilha e quais são os seus direitos.`,
    path: "/privacidade",
  });
};

// What this install does with data depends on its configuration; the page says which.
export async function loader() {
  return privacyFacts();
}

export default function Privacy() {
  const brand = useBrand();
  const content = privacyContent(brand, useLoaderData<typeof loader>());
  return (
    <InfoPage title={content.title} intro={content.intro}>
      <p className="-mt-6 text-sm font-medium text-slate-600">{content.lastUpdated}</p>
      <div className="card max-w-3xl space-y-8 p-6 sm:p-8">
        {content.sections.map((section, i) => (
          <section key={section.title} aria-labelledby={`politica-${i}`}>
            <h2 id={`politica-${i}`} className="text-xl font-bold text-slate-900">
              {section.title}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-2 text-slate-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
            {section.links ? (
              <p className="mt-3 flex flex-wrap gap-3">
                {section.links.map((link) => (
                  <a key={link.href} href={link.href} className="btn-secondary">
                    {link.label}
                  </a>
                ))}
              </p>
            ) : null}
            {section.links ? (
              <p className="mt-2 text-sm text-slate-600">É preciso estar conectado; sem login, você vai para a tela de entrada.</p>
            ) : null}
          </section>
        ))}
      </div>
      <ContactSection id="contato-privacidade" content={content.contact} email={brand.contactEmail} subject={MAIL_SUBJECTS.privacy} />
    </InfoPage>
  );
}
