/**
 * Abas do Centro de Aprendizado e o filtro de conteúdo por aba.
 */
import type { LearningCategory, LearningKind } from "./learning-content";

export const LEARNING_CENTER_TITLE = "Centro de Aprendizado";
export const ARTICLES_SECTION_TITLE = "Estudos Fundamentais";
export const TIPS_SECTION_TITLE = "Dicas Práticas";

export const LEARNING_TABS = [
  { id: "todos", label: "Todos" },
  { id: "financas", label: "Finanças" },
  { id: "marketing", label: "Marketing" },
  { id: "vendas", label: "Vendas" },
  { id: "desenvolvimento", label: "Desenvolvimento" },
] as const;

export type LearningTabId = (typeof LEARNING_TABS)[number]["id"];

export const DEFAULT_LEARNING_TAB: LearningTabId = "todos";

export const EMPTY_CATEGORY_MESSAGE = "Nenhum conteúdo disponível nesta categoria.";

export function isLearningTab(x: unknown): x is LearningTabId {
  return typeof x === "string" && LEARNING_TABS.some((t) => t.id === x);
}

/** Converte um valor qualquer (ex.: ?aba= da URL) numa aba válida; inválido → 'todos'. */
export function parseLearningTab(x: unknown): LearningTabId {
  return isLearningTab(x) ? x : DEFAULT_LEARNING_TAB;
}

/**
 * Categorias de cada aba, separadas por tipo de conteúdo (mapeamento da especificação):
 * - Finanças → 'Finanças'
 * - Marketing → 'Marketing'
 * - Vendas → 'Vendas' e 'Atendimento'
 * - Desenvolvimento → artigos: 'pessoal' e 'Bem-estar';
 *                     dicas: 'Produtividade', 'Estratégia', 'Negócios' e também 'pessoal'
 *                     (decisão nossa: a especificação não lista 'pessoal' para dicas, mas sem isso
 *                     a dica de categoria 'pessoal' só apareceria em 'Todos').
 * 'Todos' não filtra.
 */
const TAB_CATEGORIES: Record<Exclude<LearningTabId, "todos">, Record<LearningKind, readonly LearningCategory[]>> = {
  financas: { article: ["Finanças"], tip: ["Finanças"] },
  marketing: { article: ["Marketing"], tip: ["Marketing"] },
  vendas: { article: ["Vendas", "Atendimento"], tip: ["Vendas", "Atendimento"] },
  desenvolvimento: {
    article: ["pessoal", "Bem-estar"],
    tip: ["Produtividade", "Estratégia", "Negócios", "pessoal"],
  },
};

export function filterByTab<T extends { kind: LearningKind; category: string }>(items: readonly T[], tabId: LearningTabId): T[] {
  if (tabId === "todos") return [...items];
  const categories = TAB_CATEGORIES[tabId];
  if (!categories) return [...items];
  return items.filter((item) => (categories[item.kind] as readonly string[]).includes(item.category));
}

/**
 * The tag a card shows: the label of the chip that lists it (issue 13 item 19), so the chips and
 * the cards' tags are the same words ('pessoal', 'Bem-estar'… read 'Desenvolvimento').
 */
export function tabLabelOf(item: { kind: LearningKind; category: string }): string {
  for (const tab of LEARNING_TABS) {
    if (tab.id === "todos") continue;
    if ((TAB_CATEGORIES[tab.id][item.kind] as readonly string[]).includes(item.category)) return tab.label;
  }
  return item.category;
}
