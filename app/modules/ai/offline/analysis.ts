import { formatReais } from "~/modules/business/money";
import { levelLabel } from "~/modules/discovery/levels";
import { activityDescription, formatCnae } from "~/modules/discovery/reference-data";
import { ANALYSIS_SECTIONS, MEI_FACTS } from "../analysis-outline";
import type { AnalysisRequest } from "../types";
import { ARCHETYPE_AUDIENCE } from "./archetype-audience";
import { ARCHETYPE_KNOWLEDGE } from "./archetype-knowledge";
import { formalizationStep, investmentSection, regimeLines } from "./economics-text";
import { IDEA_LINES } from "./idea-lines";
import { displayWords, normalize, tokens } from "~/modules/language/pt-text";

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

function section(index: number, body: string) {
  return `**${index + 1}. ${ANALYSIS_SECTIONS[index]}**\n${body.trim()}`;
}

/**
 * Words of the person's own text that also describe the idea: the honest 'why you'. Shown as Portuguese, never as
 * the matcher's folded tokens: as the idea's own text writes them ("aniversário"), else as the person wrote them.
 */
export function sharedWords(userInput: string, idea: { title: string; description: string; keywords: readonly string[] }) {
  const ideaWords = new Set(normalize(`${idea.title} ${idea.description} ${idea.keywords.join(" ")}`).split(" "));
  const written = displayWords(`${idea.title} ${idea.description}`);
  const said = displayWords(userInput);
  const words = tokens(userInput).filter((word) => word.length > 3 && ideaWords.has(word));
  return [...new Set(words)].slice(0, 5).map((word) => written.get(word) ?? said.get(word) ?? word);
}

/** CNAE with the idea's own activity description, the regime check and the requirements. */
export function formalizationSection(idea: AnalysisRequest["idea"]): string {
  const cnaeText = activityDescription(idea.cnae, idea.meiOccupation);
  return [
    `CNAE: ${formatCnae(idea.cnae)}${cnaeText ? ` — ${cnaeText.replace(/\.$/, "")}` : ""}.`,
    ...regimeLines(idea),
    "Licenças e requisitos típicos:",
    bullet(idea.requirements),
    MEI_FACTS.occupationsListNote,
  ].join("\n");
}

/** Operation, marketing, risks and first steps of the idea's archetype plus its own lines. */
export function knowledgeForIdea(idea: AnalysisRequest["idea"]) {
  const archetype = ARCHETYPE_KNOWLEDGE[idea.economics.archetype];
  const audience = ARCHETYPE_AUDIENCE[idea.economics.archetype];
  if (!archetype || !audience) throw new Error(`sem conhecimento para o arquétipo ${idea.economics.archetype}`);
  const own = IDEA_LINES[idea.id] ?? {};
  return {
    audience: own.audience ? `${audience} ${own.audience}` : audience,
    channels: [...archetype.channels, ...(own.channels ?? [])],
    pricing: archetype.pricing,
    operations: [...archetype.operations, ...(own.operations ?? [])],
    risks: [...archetype.risks, ...(own.risks ?? [])],
    // the idea's own first steps take the place of the archetype's first ones: always 8, 2 a week
    firstSteps: [...(own.firstSteps ?? []), ...archetype.firstSteps.slice((own.firstSteps ?? []).length)].map((step) =>
      formalizationStep(idea, step),
    ),
  };
}

/**
 * Composes the analysis from the idea's economic model (every figure), its archetype (how this
 * kind of business works) and its own lines. No figure is typed here.
 */
export function composeOfflineAnalysis({ idea, userInput, person }: AnalysisRequest): string {
  const knowledge = knowledgeForIdea(idea);
  const shared = sharedWords(userInput, idea);
  const firstName = person?.firstName?.trim();
  const rev = idea.economics.revenue;

  const overview = [
    `${idea.description}`,
    `Nível: ${levelLabel(idea.level)} · dificuldade ${idea.difficulty.toLowerCase()} · tempo para começar: ${idea.timeToStart}.`,
    `Em números (cenário provável, depois do período inicial): ${idea.revenueText}, ${rev.scenarios.provavel.volume.toLocaleString("pt-BR")} ${rev.unitPlural} por mês, e investimento de ${formatReais(idea.investmentMax)}.`,
    shared.length > 0
      ? `${firstName ? `${firstName}, isso` : "Isso"} conversa com o que você contou: ${shared.join(", ")}.`
      : `${firstName ? `${firstName}, esta` : "Esta"} ideia foi escolhida por você no catálogo; vale conferir se ela combina com sua rotina e seus recursos.`,
  ].join("\n");

  const market = knowledge.audience;

  const formalization = formalizationSection(idea);

  const operation = bullet(knowledge.operations);
  const marketing = [
    bullet(knowledge.channels),
    `Como formar o preço: ${knowledge.pricing}. Referência deste modelo: ${formatReais(rev.priceMin)} a ${formatReais(rev.priceMax)} por ${rev.unit}.`,
  ].join("\n");
  const risks = bullet([
    ...knowledge.risks,
    idea.level >= 3
      ? "Investimento alto: valide a demanda com uma versão menor (pré-venda, aluguel de equipamento, espaço compartilhado) antes de comprometer todo o capital"
      : "Comece pequeno e só reinvista quando as vendas se repetirem por algumas semanas",
  ]);
  const weeks = knowledge.firstSteps;
  const perWeek = Math.ceil(weeks.length / 4);
  const firstMonth = [1, 2, 3, 4]
    .map((week) => {
      const actions = weeks.slice((week - 1) * perWeek, week * perWeek);
      return actions.length > 0 ? `- Semana ${week}: ${actions.join("; ")}.` : "";
    })
    .filter(Boolean)
    .join("\n");

  return [overview, market, investmentSection(idea), formalization, operation, marketing, risks, firstMonth]
    .map((body, index) => section(index, body))
    .join("\n\n");
}
