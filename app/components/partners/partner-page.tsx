import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { PartnerPageData } from "~/models/partner-page.server";
import { IntroVideo } from "~/components/ui/intro-video";
import { PartnerFrame } from "./partner-frame";

/**
 * Without an address for the tool, the page presents it as an optional add-on and leads with
 * what the platform itself offers for the same journey steps (never an empty frame).
 */
function NotConfigured({ title, alternatives }: { title: string; alternatives: PartnerPageData["alternatives"] }) {
  return (
    <div className="card p-5" data-testid="partner-optional">
      <h2 className="text-lg font-bold text-slate-900">{title} não está ativada aqui</h2>
      <p className="mt-1 text-sm text-slate-700">
        {title} é um complemento opcional: uma ferramenta parceira que quem administra a plataforma pode ligar. Você não precisa dela para
        seguir a sua jornada. Para cada passo em que ela ajudaria, a plataforma já tem um caminho:
      </p>
      <ul className="mt-4 divide-y divide-slate-100 rounded-lg border border-slate-200">
        {alternatives.map((item) => (
          <li key={item.stepOrder} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              <span className="text-slate-500">Passo {item.stepOrder} · </span>
              <span className="font-semibold text-slate-900">{item.stepTitle}</span>
            </p>
            <Link to={item.href} className="btn-secondary shrink-0 text-sm">
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm">
        <Link to="/dashboard" className="font-semibold text-brand-700 underline">
          Voltar para a minha jornada
        </Link>
      </p>
    </div>
  );
}

/** The shared layout of /empresa-ai, /posta-ai and /grafica. */
export function PartnerPage({ data }: { data: PartnerPageData }) {
  const { partner, addresses, videoUrl, timeoutMs, dataPoints, alternatives } = data;
  const [searchParams] = useSearchParams();
  const fromUrl = searchParams.get("tela-cheia") === "1";
  const [fullscreen, setFullscreen] = useState(fromUrl);
  useEffect(() => setFullscreen(fromUrl), [fromUrl]);
  useEffect(() => {
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setFullscreen(false);
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [fullscreen]);
  const configured = addresses.length > 0;

  return (
    <div className="space-y-6">
      <section>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{partner.title}</h1>
        <p className="mt-1 text-slate-600">{partner.tagline}</p>
        <p className="mt-3 inline-flex rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {configured ? (partner.access === "google" ? "Acesse com sua conta Google" : "Acesso direto, sem login") : "Complemento opcional"}
        </p>
      </section>

      {configured ? <IntroVideo title={`Vídeo de introdução: ${partner.title}`} src={videoUrl} /> : null}

      <section aria-label={`Ferramenta ${partner.title}`} className="space-y-3">
        {configured ? (
          <>
            <div className="flex flex-wrap gap-2">
              <a href={addresses[0]} target="_blank" rel="noopener noreferrer" className="btn-secondary">
                Nova Janela
              </a>
              <Link
                to="?tela-cheia=1"
                preventScrollReset
                className="btn-secondary"
                onClick={(event) => {
                  event.preventDefault();
                  setFullscreen(true);
                }}
              >
                Tela Cheia
              </Link>
            </div>
            <div
              className={fullscreen ? "fixed inset-0 z-50 flex flex-col bg-white" : "card overflow-hidden"}
              role={fullscreen ? "dialog" : undefined}
              aria-modal={fullscreen ? true : undefined}
              aria-label={fullscreen ? `${partner.title} em tela cheia` : undefined}
            >
              {fullscreen ? (
                <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
                  <p className="font-semibold">{partner.title}</p>
                  <Link
                    to="?"
                    replace
                    preventScrollReset
                    className="btn-secondary"
                    onClick={(event) => {
                      event.preventDefault();
                      setFullscreen(false);
                    }}
                  >
                    Fechar
                  </Link>
                </div>
              ) : null}
              <div className={fullscreen ? "min-h-0 flex-1" : "h-[70vh] min-h-[400px]"}>
                <PartnerFrame title={partner.title} urls={addresses} timeoutMs={timeoutMs} />
              </div>
            </div>
          </>
        ) : (
          <NotConfigured title={partner.title} alternatives={alternatives} />
        )}
      </section>

      <section className="grid gap-4 md:grid-cols-2">
        <div className="card p-5">
          <h2 className="text-lg font-semibold">O que é {partner.title}?</h2>
          <p className="mt-2 text-sm text-slate-700">{partner.whatIsIt}</p>
        </div>
        <div className="card p-5">
          <h2 className="text-lg font-semibold">Por que usar?</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {partner.whyUse.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </section>

      {configured ? (
        <section className="card p-5" aria-labelledby="dados-compartilhados">
          <h2 id="dados-compartilhados" className="text-lg font-semibold">
            Dados compartilhados
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            {partner.sendsPersonInAddress
              ? `Os itens marcados vão no endereço de ${partner.title} quando ela abre; os demais ficam aqui para você usar dentro da ferramenta.`
              : `${partner.title} abre sem receber nenhum dado seu; use estes dados ao criar seus materiais.`}
          </p>
          {dataPoints.length ? (
            <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2" data-testid="shared-data">
              {dataPoints.map((point) => (
                <div key={point.label} className="border-b border-slate-100 pb-1">
                  <dt className="text-slate-500">
                    {point.label}
                    {point.inAddress ? (
                      <span className="ml-2 rounded bg-brand-50 px-1.5 text-xs font-semibold text-brand-800">enviado</span>
                    ) : null}
                  </dt>
                  <dd className="break-words font-medium text-slate-900">{point.value}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-3 text-sm text-slate-600">
              Nenhum dado ainda: salve uma estratégia em{" "}
              <Link to="/meu-negocio" className="font-semibold text-brand-700 underline">
                Meu Negócio
              </Link>
              .
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
