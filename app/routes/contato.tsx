import type { MetaFunction } from "@remix-run/node";
import { InfoPage, InfoSection } from "~/components/public/info-page";
import { MailButton } from "~/components/public/mail-button";
import { contactContent } from "~/modules/site/help-content";
import { MAIL_SUBJECTS } from "~/modules/site/mailto";
import { pageMeta, siteFromMatches } from "~/modules/site/meta";
import { useBrand } from "~/root";

export const meta: MetaFunction = ({ matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, {
    title: "Contato",
    description: `Fale com a equipe do ${site.brand.productName}: suporte por e-mail para dúvidas, sugestões e problemas.`,
    path: "/contato",
  });
};

export default function Contact() {
  const brand = useBrand();
  const content = contactContent(brand);
  return (
    <InfoPage title={content.title} intro={content.intro}>
      <InfoSection id="suporte" title={content.support.title}>
        <div className="card max-w-2xl p-6">
          <p className="text-slate-700">{content.support.text}</p>
          <p className="mt-3 break-all font-semibold text-slate-900">{brand.contactEmail}</p>
          <MailButton email={brand.contactEmail} subject={MAIL_SUBJECTS.contact} className="mt-5">
            {content.support.button}
          </MailButton>
        </div>
      </InfoSection>
    </InfoPage>
  );
}
