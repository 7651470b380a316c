import { STEP_IDS, TOTAL_STEPS, findStep } from "~/modules/journey";
import type { Insight, StrategyContext } from "../types";

/** Rule-based insights for the active strategy: what to do next, from the journey's state. */
export function offlineInsights(strategy: StrategyContext): Insight[] {
  const done = new Set(strategy.completedSteps);
  const missing = STEP_IDS.filter((id) => !done.has(id));
  const insights: Insight[] = [];
  if (!done.has("business_plan")) {
    insights.push({
      title: "Feche o plano antes de gastar",
      content: `Antes de comprar equipamentos para ${strategy.businessName}, escreva preço, custo por unidade e quantas vendas por mês pagam suas contas. Isso evita investir no escuro.`,
    });
  }
  if (!done.has("financial_control")) {
    insights.push({
      title: "Separe o dinheiro do negócio",
      content:
        "Abra uma conta só para o negócio (PJ ou uma conta digital separada) e anote toda entrada e saída. Em um mês você já enxerga seu lucro real.",
    });
  }
  if (!done.has("google_business") || !done.has("social_strategy")) {
    insights.push({
      title: "Seja encontrado por quem está perto",
      content:
        "Crie o Perfil da Empresa no Google e um perfil comercial no WhatsApp Business com catálogo: são gratuitos e ajudam quem procura o que você faz a encontrar e chamar você.",
    });
  }
  if (!done.has("first_sale")) {
    insights.push({
      title: "Busque a primeira venda esta semana",
      content:
        "Ofereça para 10 conhecidos com uma condição de lançamento e aceite Pix. A primeira venda valida o preço e gera as primeiras indicações.",
    });
  }
  insights.push({
    title: "Seu ritmo na jornada",
    content: missing[0]
      ? `Você concluiu ${done.size} de ${TOTAL_STEPS} passos. Próximo passo sugerido: ${findStep(missing[0])?.title ?? missing[0]}.`
      : `Você concluiu os ${TOTAL_STEPS} passos: hora de crescer.`,
  });
  return insights.slice(0, 5);
}
