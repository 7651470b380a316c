import { Link, useRouteError } from "@remix-run/react";
import { errorSummary, GENERIC_ERROR } from "~/components/error-pages";

export const PARTNER_LABELS: Record<string, string> = {
  "empresa-ai": "Empresa Aí",
  "posta-ai": "Posta Aí",
  grafica: "Sim Loja Gráfica",
};

export const AI_KIND_LABELS: Record<string, string> = {
  suggestions: "Sugestões de negócios",
  analysis: "Análises de negócio",
  chat: "Mensagens do consultor virtual",
  transcription: "Transcrições de áudio",
  insights: "Insights",
  captions: "Calendários de posts",
};

export function PageTitle({ title, description }: { title: string; description?: string }) {
  return (
    <div className="mb-5">
      <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{title}</h1>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
    </div>
  );
}

export function StatCard({ label, value, hint, testId }: { label: string; value: number | string; hint?: string; testId?: string }) {
  return (
    <div className="card p-4 sm:p-5">
      <p className="text-sm font-medium text-slate-600">{label}</p>
      <p
        className={`mt-2 font-bold tabular-nums text-slate-900 ${typeof value === "string" && value.length > 10 ? "text-xl" : "text-3xl"}`}
        data-testid={testId}
      >
        {typeof value === "number" ? value.toLocaleString("pt-BR") : value}
      </p>
      {hint ? <p className="mt-1 text-xs text-slate-500">{hint}</p> : null}
    </div>
  );
}

/** A labelled horizontal bar; `percent` 0–100. */
export function Bar({ label, percent, detail }: { label: string; percent: number; detail: string }) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className="shrink-0 tabular-nums text-slate-600">{detail}</span>
      </div>
      <div
        className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-100"
        role="meter"
        aria-label={label}
        aria-valuenow={width}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${width}%` }} />
      </div>
    </div>
  );
}

export function Section({ title, children, actions }: { title: string; children: React.ReactNode; actions?: React.ReactNode }) {
  return (
    <section className="card p-4 sm:p-5">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function percentOf(part: number, total: number) {
  return total ? Math.round((part / total) * 100) : 0;
}

/** Errors inside the admin area keep the panel around them and offer a way back. */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { status, message } = errorSummary(error, (code) => (code === 404 ? "Página não encontrada." : GENERIC_ERROR));
  return (
    <div className="mx-auto max-w-lg p-4">
      <div className="card p-6 text-center" role="alert">
        <h1 className="text-xl font-bold text-slate-900">Erro {status}</h1>
        <p className="mt-2 text-slate-600">{message}</p>
        <Link to="/admin" className="btn-primary mt-5">
          Voltar ao painel
        </Link>
      </div>
    </div>
  );
}
