import { Link } from "@remix-run/react";
import { useEffect } from "react";
import { landingViewEvent, sendConversion } from "~/modules/conversion-events";
import { CAROUSEL_INTERVAL_MS, HERO_WORD_INTERVAL_MS, type LandingCopy } from "~/modules/site/landing-content";
import type { PhaseOverview } from "~/modules/journey/phase-overview";
import type { LandingTool } from "~/modules/site/tools";
import { useBrand } from "~/root";
import { FounderLetter } from "./founder-letter";
import { IntroVideo } from "~/components/ui/intro-video";
import { PhaseOverviewCard } from "~/components/journey/phase-overview-card";
import { LandingHeader } from "./landing-header";
import { RotatingWord } from "./rotating-word";
import { SiteFooter } from "./site-footer";
import { ChartIcon, CheckIcon, MegaphoneIcon, PrinterIcon, SparklesIcon, TrophyIcon, UserIcon } from "~/components/icons";
import { StatsCarousel } from "./stats-carousel";

const TOOL_ICONS: Record<LandingTool["key"], typeof SparklesIcon> = {
  discovery: SparklesIcon,
  journey: TrophyIcon,
  consultant: UserIcon,
  planning: ChartIcon,
  marketing: MegaphoneIcon,
  printShop: PrinterIcon,
};

/** The public landing page (spec section 2), served at / for visitors and at /landing. */
export function LandingPage({ copy, phases }: { copy: LandingCopy; phases: PhaseOverview[] }) {
  const brand = useBrand();
  const { features, finalCta: cta, hero, statSlides, highlights } = copy;
  useEffect(() => {
    sendConversion(landingViewEvent());
  }, []);

  return (
    <div className="flex min-h-screen flex-col bg-white">
      <LandingHeader />
      <main className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2 lg:py-20">
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                <span className="sr-only">
                  {hero.before} {hero.words.join(", ")}
                </span>
                <span aria-hidden="true">
                  {hero.before} <RotatingWord words={hero.words} intervalMs={HERO_WORD_INTERVAL_MS} />
                </span>
              </h1>
              <p className="mt-5 text-lg text-slate-700">{hero.lead}</p>
              <Link to="/login" className="btn-primary mt-8 w-full px-6 py-3 text-base sm:w-auto">
                {hero.cta}
              </Link>
              <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium text-slate-700">
                {copy.heroClaims.map((claim) => (
                  <li key={claim} className="flex items-center gap-1.5">
                    <CheckIcon className="h-4 w-4 text-emerald-600" />
                    {claim}
                  </li>
                ))}
              </ul>
            </div>
            {brand.videos.landing ? (
              <IntroVideo src={brand.videos.landing} title={`Conheça o ${brand.productName}`} />
            ) : (
              <PhaseOverviewCard title="Sua jornada em 4 fases" phases={phases} />
            )}
          </div>
        </section>

        <section aria-labelledby="numeros-title" className="bg-brand-900 px-4 py-14">
          <div className="mx-auto max-w-4xl">
            <h2 id="numeros-title" className="mb-8 text-center text-sm font-semibold uppercase tracking-wider text-brand-100">
              Empreender no Brasil em números
            </h2>
            <StatsCarousel slides={statSlides} intervalMs={CAROUSEL_INTERVAL_MS} />
          </div>
        </section>

        <section id="features" aria-labelledby="features-title" className="scroll-mt-28 px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-6xl">
            <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
              {features.title}
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-slate-700">{features.lead}</p>
            <ol
              className={`mt-10 grid gap-6 sm:grid-cols-2 ${features.tools.length === 4 ? "lg:grid-cols-4" : "lg:grid-cols-3"}`}
              data-testid="landing-tools"
            >
              {features.tools.map((tool, i) => {
                const Icon = TOOL_ICONS[tool.key];
                return (
                  <li key={tool.key} className="card p-6">
                    <span className="flex h-11 w-11 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                      <Icon className="h-6 w-6" />
                    </span>
                    <p className="mt-4 text-sm font-semibold text-brand-700">Passo {i + 1}</p>
                    <h3 className="mt-1 text-lg font-bold text-slate-900">{tool.name}</h3>
                    <p className="mt-2 text-slate-700">{tool.description}</p>
                  </li>
                );
              })}
            </ol>
            <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {highlights.map((item) => (
                <li key={item.value} className="rounded-xl bg-brand-50 p-5 text-center">
                  <p className="text-3xl font-extrabold text-brand-700">{item.value}</p>
                  <p className="mt-1 text-sm text-slate-700">{item.label}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" aria-labelledby="how-title" className="scroll-mt-28 bg-slate-50 px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-6xl">
            <h2 id="how-title" className="text-center text-3xl font-bold tracking-tight text-slate-900">
              Como funciona
            </h2>
            <ol className="mt-10 grid gap-6 md:grid-cols-3">
              {copy.howItWorks.map((step, i) => (
                <li key={step.title} className="card p-6">
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                    {i + 1}
                  </span>
                  <h3 className="mt-4 text-xl font-bold text-slate-900">{step.title}</h3>
                  <p className="mt-2 text-slate-700">{step.description}</p>
                </li>
              ))}
            </ol>
          </div>
        </section>

        <section id="about" aria-labelledby="about-title" className="scroll-mt-28 px-4 py-16 sm:py-20">
          <div className="mx-auto max-w-3xl text-center">
            <h2 id="about-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Sobre o {brand.productName}
            </h2>
            <p className="mt-4 text-lg text-slate-700">{copy.aboutIntro}</p>
            <p className="mt-3 text-slate-700">
              Por trás da plataforma está {brand.founderName}, que em 15 anos atendeu mais de 12.000 clientes de pequenos negócios.
            </p>
          </div>
          <div className="mt-8 text-left">
            <FounderLetter letter={copy.founderLetter} />
          </div>
        </section>

        <section aria-labelledby="cta-title" className="bg-brand-600 px-4 py-16 text-center">
          <div className="mx-auto max-w-2xl">
            <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-white">
              {cta.title}
            </h2>
            <p className="mt-3 text-lg text-brand-50">{cta.text}</p>
            <Link to="/login" className="btn mt-8 bg-white px-6 py-3 text-base text-brand-700 hover:bg-brand-50">
              {cta.button}
            </Link>
          </div>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
