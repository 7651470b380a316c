import { Link } from "@remix-run/react";
import { tabLabelOf, type LearningItem } from "~/modules/learning";

/** The content format: '## ' headings, '- ' list items, paragraphs separated by blank lines. */
export function LearningContent({ content }: { content: string }) {
  const blocks = content
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-3 text-sm leading-relaxed text-slate-800">
      {blocks.map((block, index) => {
        if (block.startsWith("## ")) {
          const [heading, ...rest] = block.split("\n");
          return (
            <div key={index} className="space-y-2">
              <h4 className="pt-2 text-base font-semibold text-slate-900">{heading!.slice(3)}</h4>
              {rest.length ? <LearningContent content={rest.join("\n")} /> : null}
            </div>
          );
        }
        const lines = block.split("\n");
        if (lines.every((line) => line.startsWith("- "))) {
          return (
            <ul key={index} className="list-disc space-y-1 pl-5">
              {lines.map((line) => (
                <li key={line}>{line.slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.replace(/\n/g, " ")}</p>;
      })}
    </div>
  );
}

export function LearningCard({ item, open, toggleHref }: { item: LearningItem; open: boolean; toggleHref: string }) {
  const contentId = `conteudo-${item.id}`;
  return (
    <article id={item.id} className={`card scroll-mt-20 p-5 ${open ? "ring-2 ring-brand-500" : ""}`} data-testid="learning-item">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-800" data-testid="learning-tag">
          {tabLabelOf(item)}
        </span>
        <span className="text-slate-500">{item.duration}</span>
        <span className="text-slate-500">
          · {item.modules} {item.modules === 1 ? "módulo" : "módulos"}
        </span>
      </div>
      <h3 className="mt-2 text-lg font-semibold text-slate-900">{item.title}</h3>
      <p className="mt-1 text-sm text-slate-600">{item.description}</p>
      {open ? (
        <div id={contentId} className="mt-4 border-t border-slate-100 pt-3">
          <LearningContent content={item.content} />
        </div>
      ) : null}
      <Link
        to={toggleHref}
        preventScrollReset
        className={open ? "btn-secondary mt-4" : "btn-primary mt-4"}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
      >
        {open ? "Fechar" : "Ver Conteúdo"}
        <span className="sr-only">: {item.title}</span>
      </Link>
    </article>
  );
}
