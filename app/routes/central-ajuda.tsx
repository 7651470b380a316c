import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { InfoPage, InfoSection } from "~/components/public/info-page";
import { MailButton } from "~/components/public/mail-button";
import { ChevronIcon } from "~/components/icons";
import { helpContent } from "~/modules/site/help-content";
import { MAIL_SUBJECTS } from "~/modules/site/mailto";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { useBrand } from "~/root";
import { siteFacts } from "~/utils/site-facts.server";

// The answers about sign-in and partner tools follow this install's configuration.
export function loader() {
  return { facts: siteFacts() };
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Central de Ajuda",
    description: `Perguntas frequentes sobre o ${site.brand.productName}: como começar, gratuidade, ajuda em cada passo e o que fazer se algo não carregar.`,
    path: "/central-ajuda",
  });
};

export default function HelpCentre() {
  const brand = useBrand();
  // A search result links to one question (?pergunta=N#pergunta-N): it opens, even without JavaScript.
  const openQuestion = Number(useSearchParams()[0].get("pergunta"));
  const { facts } = useLoaderData<typeof loader>();
  const content = helpContent(brand, facts);
  return (
    <InfoPage title={content.title} intro={content.intro}>
      <div className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-bold text-slate-900">{content.contact.title}</h2>
          <p className="mt-1 text-slate-700">{content.contact.text}</p>
        </div>
        <MailButton email={brand.contactEmail} subject={MAIL_SUBJECTS.general}>
          {content.contact.button}
        </MailButton>
      </div>

      <InfoSection id="faq" title={content.faqTitle}>
        <div className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {content.faqs.map((faq, index) => (
            <details
              key={faq.question}
              id={`pergunta-${index + 1}`}
              open={openQuestion === index + 1 || undefined}
              className="group scroll-mt-20"
              data-testid="faq-item"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <ChevronIcon className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
              </summary>
              <div className="space-y-2 px-5 pb-5 text-slate-700">
                {faq.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="recursos" title={content.resourcesTitle}>
        <ul className="grid gap-4 md:grid-cols-3">
          {content.resources.map((resource) => (
            <li key={resource.title} className="card flex flex-col p-6" data-testid="help-resource">
              <h3 className="text-lg font-bold text-slate-900">{resource.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{resource.description}</p>
              <Link to={resource.href} className="btn-secondary mt-4 self-start" aria-label={`Acessar: ${resource.title}`}>
                Acessar
              </Link>
            </li>
          ))}
        </ul>
      </InfoSection>
    </InfoPage>
  );
}
