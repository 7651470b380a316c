import { Link } from "@remix-run/react";
import { SparklesIcon } from "~/components/icons";

/** Which strategy feeds the journey, or the prompt to create one in Meu Negócio. */
export function ActiveBusinessBanner({ business }: { business: { id: string; businessName: string } | null }) {
  if (business) {
    return (
      <div
        className="flex items-start gap-3 rounded-xl bg-gradient-to-r from-brand-600 to-brand-700 p-4 text-white"
        data-testid="active-business-banner"
      >
        <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
          <SparklesIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0">
          <p className="break-words text-base font-bold leading-snug">{business.businessName}</p>
          <p className="text-sm text-brand-100">Estratégia ativa alimentando sua jornada</p>
        </div>
      </div>
    );
  }
  return (
    <div
      className="flex flex-col gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 sm:flex-row sm:items-center sm:justify-between"
      data-testid="active-business-banner"
    >
      <div>
        <p className="font-semibold text-amber-900">Nenhuma estratégia ativa</p>
        <p className="text-sm text-amber-900">Gere e salve uma estratégia em Meu Negócio para alimentar sua jornada.</p>
      </div>
      <Link to="/meu-negocio" className="btn-primary shrink-0">
        Ir para Meu Negócio
      </Link>
    </div>
  );
}
