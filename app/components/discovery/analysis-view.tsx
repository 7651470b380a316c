import { ResponsiveTable } from "~/components/ui/responsive-table";
import { showToast } from "~/components/ui/toaster";
import { analysisBlocks, type AnalysisSection } from "~/modules/discovery/analysis-sections";
import { useHydrated } from "~/utils/hydration";

async function copy(text: string, toast: { title: string; description?: string }) {
  try {
    await navigator.clipboard.writeText(text);
    showToast({ ...toast, type: "success" });
  } catch {
    showToast({ title: "Não foi possível copiar", description: "Selecione o texto e copie manualmente.", type: "destructive" });
  }
}

/** The analysis as titled sections; copy buttons appear once JavaScript is running. */
export function AnalysisView({ sections, fullText }: { sections: AnalysisSection[]; fullText: string }) {
  const hydrated = useHydrated();
  return (
    <div className="space-y-4">
      {hydrated ? (
        <button
          type="button"
          className="btn-secondary print:hidden"
          onClick={() => void copy(fullText, { title: "Copiado!", description: "Análise copiada para a área de transferência." })}
        >
          Copiar Análise
        </button>
      ) : null}
      {sections.map((section) => (
        <section key={section.title} className="card p-5 print:border-0 print:p-0 print:shadow-none">
          <div className="flex items-start justify-between gap-3">
            <h3 className="text-lg font-semibold text-slate-900">{section.title}</h3>
            {hydrated ? (
              <button
                type="button"
                className="btn-ghost shrink-0 px-2 py-1 text-xs print:hidden"
                onClick={() => void copy(`${section.title}\n${section.content}`, { title: "Seção copiada!" })}
                aria-label={`Copiar seção ${section.title}`}
              >
                Copiar
              </button>
            ) : null}
          </div>
          <div className="mt-2 space-y-2 text-sm leading-relaxed text-slate-800">
            {analysisBlocks(section.content).map((block, i) =>
              block.kind === "ul" ? (
                <ul key={i} className="list-disc space-y-1 pl-5">
                  {block.items.map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              ) : block.kind === "table" ? (
                // Cards below sm, a table above: the investment and scenario tables never run off a phone.
                <ResponsiveTable key={i} header={block.header} rows={block.rows} />
              ) : (
                <p key={i}>{block.text}</p>
              ),
            )}
          </div>
        </section>
      ))}
    </div>
  );
}
