import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { MailButton } from "./mail-button";

/** Frame of the five information pages: sticky header, title, intro, content, footer. */
export function InfoPage({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SiteHeader />
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{intro}</p>
        <div className="mt-10 space-y-12">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}

export function InfoSection({ title, children, id }: { title: string; children: React.ReactNode; id: string }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The closing contact block of an information page: a line of text and one e-mail button. */
export function ContactSection(props: {
  id: string;
  content: { title: string; text: string; button: string };
  email: string;
  subject: string;
}) {
  return (
    <InfoSection id={props.id} title={props.content.title}>
      <div className="card flex max-w-3xl flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-700">{props.content.text}</p>
        <MailButton email={props.email} subject={props.subject}>
          {props.content.button}
        </MailButton>
      </div>
    </InfoSection>
  );
}
