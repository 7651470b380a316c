import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InfoPage, InfoSection } from "~/components/public/info-page";
import { MailButton } from "~/components/public/mail-button";
import { MAIL_SUBJECTS } from "~/modules/site/mailto";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { pressContent } from "~/modules/site/press-content";
import { useBrand } from "~/root";
import { siteFacts } from "~/utils/site-facts.server";

// What the page says of sign-in and partner tools follows this install.
export function loader() {
  return { facts: siteFacts() };
}

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Imprensa",
    description: `Comunicados, kit de mídia, dados e contato da assessoria de imprensa do ${site.brand.productName}.`,
    path: "/imprensa",
  });
};

export default function Press() {
  const brand = useBrand();
  const { facts } = useLoaderData<typeof loader>();
  const content = pressContent(brand, facts);
  const email = brand.pressEmail;
  return (
    <InfoPage title={content.title} intro={content.intro}>
      <InfoSection id="contato-imprensa" title={content.contact.title}>
        <div className="card flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="text-slate-700">{content.contact.text}</p>
            <p className="mt-2 break-all font-semibold text-slate-900">{email}</p>
          </div>
          <MailButton email={email} subject={MAIL_SUBJECTS.press}>
            {content.contact.button}
          </MailButton>
        </div>
      </InfoSection>

      <InfoSection id="sobre" title={content.about.title}>
        <div className="max-w-3xl space-y-3 text-slate-700">
          {content.about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="comunicados" title="Comunicados à imprensa">
        <ul className="space-y-4">
          {content.releases.map((release) => (
            <li key={release.title} className="card p-6" data-testid="press-release">
              <p className="text-sm font-medium text-slate-600">
                <time dateTime={release.isoDate}>{release.date}</time>
              </p>
              <h3 className="mt-1 text-lg font-bold text-slate-900">{release.title}</h3>
              <p className="mt-2 text-slate-700">{release.description}</p>
              <MailButton
                email={email}
                subject={MAIL_SUBJECTS.pressRelease(release.title)}
                variant="secondary"
                className="mt-4"
                label={`Solicitar Detalhes: ${release.title}`}
              >
                Solicitar Detalhes
              </MailButton>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="kit-de-midia" title="Kit de mídia">
        <ul className="grid gap-4 md:grid-cols-3">
          {content.mediaKit.map((item) => (
            <li key={item.title} className="card flex flex-col p-6" data-testid="media-kit-item">
              <h3 className="text-lg font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 flex-1 text-slate-700">{item.description}</p>
              <MailButton
                email={email}
                subject={MAIL_SUBJECTS.mediaKit(item.title)}
                variant="secondary"
                className="mt-4 self-start"
                label={`Solicitar: ${item.title}`}
              >
                Solicitar
              </MailButton>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="dados" title="Dados principais">
        <div className="grid gap-4 md:grid-cols-3">
          {content.keyData.map((group) => (
            <div key={group.title} className="card p-6">
              <h3 className="text-lg font-bold text-slate-900">{group.title}</h3>
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
                {group.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </InfoSection>

      <InfoSection id="entrevistas" title={content.interview.title}>
        <div className="card p-6">
          <p className="text-slate-700">{content.interview.text}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <MailButton email={email} subject={MAIL_SUBJECTS.interview}>
              {content.interview.interviewButton}
            </MailButton>
            <MailButton email={email} subject={MAIL_SUBJECTS.mediaPartnership} variant="secondary">
              {content.interview.partnershipButton}
            </MailButton>
          </div>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
