import { levelLabel } from "~/modules/discovery/levels";
import { cnaeDescription, formatCnae } from "~/modules/discovery/reference-data";
import { ANALYSIS_SECTIONS, MEI_FACTS } from "../analysis-outline";
import type { AnalysisRequest } from "../types";
import { knowledgeFor } from "./category-knowledge";
import { formatBrl } from "~/modules/language/money";
import { normalize, tokens } from "~/modules/language/pt-text";

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join("\n");

function section(index: number, body: string) {
  return `**${index + 1}. ${ANALYSIS_SECTIONS[index]}**\n${body.trim()}`;
}

/** Words of the person's own text that also describe the idea: the honest 'why you'. */
function sharedWords(userInput: string, ideaText: string) {
  const idea = new Set(normalize(ideaText).split(" "));
  const words = tokens(userInput).filter((word) => word.length > 3 && idea.has(word));
  return [...new Set(words)].slice(0, 5);
}

/**
 * Composes the analysis from the catalogue's facts and what we know about the category.
 * Every figure comes from the catalogue or is labelled as an estimate.
 */
export function composeOfflineAnalysis({ idea, userInput, person }: AnalysisRequest): string {
  const knowledge = knowledgeFor(idea.category);
  const shared = sharedWords(userInput, `${idea.title} ${idea.description} ${idea.keywords.join(" ")}`);
  const annualAtMax = idea.returnMax * 12;
  const paybackBest = Math.max(1, Math.ceil(idea.investmentMin / Math.max(idea.returnMax, 1)));
  const paybackWorst = Math.max(paybackBest, Math.ceil(idea.investmentMax / Math.max(idea.returnMin, 1)));
  const firstName = person?.firstName?.trim();

  const overview = [
    `${idea.description}`,
    `Nível: ${levelLabel(idea.level)} · dificuldade ${idea.difficulty.toLowerCase()} · tempo para começar: ${idea.timeToStart}.`,
    shared.length > 0
      ? `${firstName ? `${firstName}, isso` : "Isso"} conversa com o que você contou: ${shared.join(", ")}.`
      : `${firstName ? `${firstName}, esta` : "Esta"} ideia foi escolhida por você no catálogo; vale conferir se ela combina com sua rotina e seus recursos.`,
  ].join("\n");

  const market = [knowledge.audience, knowledge.market].join("\n");

  const investment = [
    `Investimento inicial do catálogo: ${idea.investment}.`,
    "Como costuma se dividir (estimativa):",
    bullet([
      `equipamentos e materiais: cerca de ${formatBrl(Math.round(idea.investmentMin * 0.5))} a ${formatBrl(Math.round(idea.investmentMax * 0.5))} (estimativa)`,
      `estoque ou insumos iniciais: cerca de ${formatBrl(Math.round(idea.investmentMin * 0.25))} a ${formatBrl(Math.round(idea.investmentMax * 0.25))} (estimativa)`,
      `divulgação e formalização: cerca de ${formatBrl(Math.round(idea.investmentMin * 0.1))} a ${formatBrl(Math.round(idea.investmentMax * 0.1))} (estimativa)`,
      `reserva para imprevistos: guarde ao menos 15% do valor (estimativa)`,
    ]),
    `Retorno mensal potencial do catálogo: ${idea.potentialReturn}. Com esses números, o investimento se paga em algo entre ${paybackBest} e ${paybackWorst} ${paybackWorst === 1 ? "mês" : "meses"} (estimativa, se o retorno vier como previsto).`,
  ].join("\n");

  const cnaeText = cnaeDescription(idea.cnae);
  const formalization = [
    `CNAE: ${formatCnae(idea.cnae)}${cnaeText ? ` — ${cnaeText.replace(/\.$/, "")}` : ""}.`,
    idea.mei
      ? `Pode ser MEI, na ocupação "${idea.meiOccupation}". O MEI fatura até ${formatBrl(MEI_FACTS.annualRevenueCap)} por ano, pode ter ${MEI_FACTS.maxEmployees} empregado e paga o DAS mensal (valor fixo reajustado todo ano).`
      : "Esta atividade não está na lista de ocupações do MEI: o caminho é abrir uma microempresa (ME), normalmente no Simples Nacional, ou atuar conforme as regras da profissão. Um contador ajuda a escolher.",
    idea.mei && annualAtMax > MEI_FACTS.annualRevenueCap
      ? `Atenção: no topo do retorno previsto (${formatBrl(annualAtMax)} por ano) você passaria do limite do MEI; planeje a migração para ME com um contador.`
      : "",
    "Licenças e requisitos típicos:",
    bullet(idea.requirements),
    MEI_FACTS.occupationsListNote,
  ]
    .filter(Boolean)
    .join("\n");

  const operation = bullet(knowledge.operations);
  const marketing = [bullet(knowledge.channels), `Preço: ${knowledge.pricing}`].join("\n");
  const risks = bullet([
    ...knowledge.risks,
    idea.level >= 3
      ? "Investimento alto: valide a demanda com uma versão menor (pré-venda, encomendas, espaço compartilhado) antes de comprometer todo o capital."
      : "Comece pequeno e só reinvista quando as vendas se repetirem por algumas semanas.",
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

  return [overview, market, investment, formalization, operation, marketing, risks, firstMonth]
    .map((body, index) => section(index, body))
    .join("\n\n");
}
