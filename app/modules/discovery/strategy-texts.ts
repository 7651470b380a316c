import { levelLabel } from "./levels";
// Messages of the saved-strategy actions (spec sections 5 and 8).
export const REMOVE_CONFIRM = "Tem certeza que deseja remover esta estratégia de negócio?";
export const REMOVE_ACTIVE_CONFIRM =
  "Esta é sua estratégia ativa. Ao removê-la, todo o progresso da sua jornada e a estratégia atual serão zerados e tudo voltará ao estado inicial. Tem certeza que deseja continuar?";

export const SAVE_SUCCESS = {
  title: "Estratégia salva!",
  description: "Ela agora é sua estratégia ativa e alimenta sua jornada.",
};
export const ALREADY_SAVED = {
  title: "Estratégia já salva",
  description: "Você já tinha salvado esta análise; nada foi duplicado.",
};
export const SAVE_ERROR = { title: "Erro ao salvar", description: "Não foi possível salvar a estratégia." };

export const REMOVED = { title: "Sucesso!", description: "Estratégia de negócio removida com sucesso." };
export const JOURNEY_RESET = { title: "Jornada Resetada!", description: "Sua jornada foi zerada. Você pode começar uma nova agora." };
export const REMOVE_ERROR = { title: "Erro", description: "Não foi possível remover a estratégia." };
export const ACTIVATED = { title: "Nova Jornada Iniciada!", description: "Estratégia ativa definida!" };
export const ACTIVATE_ERROR = { title: "Erro", description: "Não foi possível ativar a estratégia." };

/** Default display figures when a strategy has none (spec section 9). */
export const DEFAULT_INVESTMENT = "R$ 200 - R$ 1.500";
export const DEFAULT_RETURN = "R$ 800 - R$ 4.000/mês";

export function displayInvestment(investment: string | null | undefined) {
  return !investment || investment === "A definir" ? DEFAULT_INVESTMENT : investment;
}

export function displayReturn(potentialReturn: string | null | undefined) {
  return potentialReturn || DEFAULT_RETURN;
}

/** A saved strategy's line on the dashboard: category, level, investment and the estimated monthly profit. */
export function strategyFactsLine(strategy: {
  businessCategory: string;
  businessLevel: number;
  investment: string;
  potentialReturn: string | null;
}) {
  return `${strategy.businessCategory} · ${levelLabel(strategy.businessLevel)} · Investimento ${displayInvestment(strategy.investment)} · Lucro estimado ${displayReturn(strategy.potentialReturn)}`;
}

/** The question asked before a strategy is removed; removing the active one also resets the journey. */
export function removeConfirmText(isActive: boolean) {
  return isActive ? REMOVE_ACTIVE_CONFIRM : REMOVE_CONFIRM;
}

/** The strategy as a Markdown document, for download. */
export function strategyToMarkdown(strategy: {
  businessName: string;
  businessCategory: string;
  businessLevel: number;
  investment: string;
  potentialReturn: string | null;
  matchReason: string;
  userInput: string;
  analysisContent: string;
  createdAt: Date;
}) {
  const date = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeZone: "America/Sao_Paulo" }).format(strategy.createdAt);
  return [
    `# ${strategy.businessName}`,
    "",
    `- Categoria: ${strategy.businessCategory}`,
    `- Nível: ${levelLabel(strategy.businessLevel)}`,
    `- Investimento: ${displayInvestment(strategy.investment)}`,
    `- Lucro estimado: ${displayReturn(strategy.potentialReturn)}`,
    `- Salva em: ${date}`,
    "",
    `> ${strategy.matchReason}`,
    "",
    strategy.userInput ? `**O que você contou:** ${strategy.userInput}\n` : "",
    "## Análise",
    "",
    strategy.analysisContent,
    "",
  ].join("\n");
}
