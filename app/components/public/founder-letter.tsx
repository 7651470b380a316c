import type { LandingCopy } from "~/modules/site/landing-content";
import { ChevronIcon } from "~/components/icons";

/** The founder's letter, collapsed by default; <details> makes it work without JavaScript. */
export function FounderLetter({ letter }: { letter: LandingCopy["founderLetter"] }) {
  return (
    <details className="group card mx-auto max-w-3xl" data-testid="founder-letter">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-5 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
        <span>
          <span className="group-open:hidden">Ler a carta do fundador</span>
          <span className="hidden group-open:inline">Fechar a carta do fundador</span>
        </span>
        <ChevronIcon className="h-5 w-5 shrink-0 text-brand-600 transition-transform group-open:rotate-180" />
      </summary>
      <div className="border-t border-slate-100 px-5 pb-6 pt-4 text-slate-700">
        <h3 className="text-lg font-bold text-slate-900">{letter.title}</h3>
        <div className="mt-3 space-y-3">
          {letter.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-4 font-semibold text-slate-900">{letter.signature}</p>
      </div>
    </details>
  );
}
