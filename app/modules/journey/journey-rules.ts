/**
 * Regras puras da Jornada do Empreendedor: progresso, conquistas, sugestão de
 * próximo passo e validações de marcação de passos.
 */
import { isStepId, STEP_IDS, TOTAL_STEPS, type PhaseId, type StepId } from "./journey-phases";

// ---------------------------------------------------------------------------
// Progresso
// ---------------------------------------------------------------------------

/**
 * Percentual de progresso exibido como número inteiro.
 * Arredondamento: Math.round (meio para cima), ex.: 1/21 = 4,76% → 5; 20/21 = 95,2% → 95.
 * A contagem é limitada ao intervalo [0, 21], então o resultado fica sempre entre 0 e 100.
 */
export function progressPercent(completedCount: number): number {
  if (!Number.isFinite(completedCount)) return 0;
  const clamped = Math.min(Math.max(completedCount, 0), TOTAL_STEPS);
  return Math.round((clamped / TOTAL_STEPS) * 100);
}

export interface StepRecord {
  step: string;
  completed: boolean;
}

/**
 * Conta passos concluídos. Ignora ids desconhecidos e conta cada passo uma única vez
 * (se houver registros duplicados, o passo conta quando qualquer um deles estiver concluído).
 */
export function countCompleted(records: readonly StepRecord[]): number {
  return completedStepIds(records).length;
}

/**
 * Os passos concluídos, cada um uma vez, na ordem da jornada: a única regra de "passo concluído"
 * (jornada, consultor, ferramentas parceiras e painel admin contam por ela).
 */
export function completedStepIds(records: readonly StepRecord[]): StepId[] {
  const done = new Set<string>();
  for (const r of records) {
    if (r.completed && isStepId(r.step)) done.add(r.step);
  }
  return STEP_IDS.filter((id) => done.has(id));
}

// ---------------------------------------------------------------------------
// Conquistas
// ---------------------------------------------------------------------------

export interface Achievement {
  id: string;
  title: string;
  description: string;
  /** Número mínimo de passos concluídos para ganhar a conquista. */
  threshold: number;
  phase: PhaseId;
  /** Nome da fase como exibido no selo (texto da especificação, sem acento). */
  phaseLabel: string;
}

export const ACHIEVEMENTS: readonly Achievement[] = [
  {
    id: "empreendedor-iniciante",
    title: "Empreendedor Iniciante",
    description: "Você deu o primeiro passo na sua jornada empreendedora.",
    threshold: 1,
    phase: "descoberta",
    phaseLabel: "Descoberta",
  },
  {
    id: "descobridor",
    title: "Descobridor",
    description: "Você concluiu a fase de descoberta e planejamento do seu negócio.",
    threshold: 3,
    phase: "descoberta",
    phaseLabel: "Descoberta",
  },
  {
    id: "estruturador",
    title: "Estruturador",
    description: "Seu negócio já tem clientes, fornecedores e produtos organizados.",
    threshold: 8,
    phase: "estruturacao",
    phaseLabel: "Estruturação",
  },
  {
    id: "marketeiro",
    title: "Marketeiro",
    description: "Sua marca está nas redes e pronta para ser encontrada pelos clientes.",
    threshold: 16,
    phase: "marketing",
    phaseLabel: "Marketing",
  },
  {
    id: "empreendedor-master",
    title: "Empreendedor Master",
    description: "Você percorreu quase toda a jornada e está pronto para crescer.",
    threshold: 20,
    phase: "crescimento",
    phaseLabel: "Crescimento",
  },
];

/** Conquistas alcançadas com `count` passos concluídos (0 → nenhuma), na ordem dos limites. */
export function achievementsFor(count: number): Achievement[] {
  return ACHIEVEMENTS.filter((a) => count >= a.threshold);
}

// ---------------------------------------------------------------------------
// Sugestão de próximo passo
// ---------------------------------------------------------------------------

export interface NextStepSuggestion {
  title: string;
  description: string;
  actionLabel: string;
  /** Destino do botão. Quando ausente, o botão não navega (a UI mostra apenas como informação). */
  to?: string;
  /** Aba da jornada onde o próximo passo está; a UI leva direto a ela quando `to` é a jornada. */
  phase?: PhaseId;
}

/**
 * Sugestão de próximo passo conforme os passos concluídos.
 *
 * Apenas as três primeiras sugestões navegam:
 *   - 0            'Comece Agora'             → '/meu-negocio'
 *   - 1–2          'Complete o Planejamento'  → '/dashboard' (a especificação não dá destino;
 *                                               o planejamento acontece na própria jornada)
 *   - 3–7          'Estruture seu Negócio'    → '/dashboard'
 * As demais ('Crie seu Marketing', 'Otimize e Cresça', 'Parabéns!') têm `to` indefinido.
 */
export function nextStepFor(count: number): NextStepSuggestion {
  if (count <= 0) {
    return {
      title: "Comece Agora",
      description: "Descubra uma ideia de negócio que combine com você e salve em Meu Negócio.",
      actionLabel: "Descobrir meu negócio",
      to: "/meu-negocio",
    };
  }
  if (count < 3) {
    return {
      title: "Complete o Planejamento",
      description: "Complete seu perfil e monte o plano de negócio com público, preço e custos.",
      actionLabel: "Continuar planejamento",
      to: "/dashboard",
      phase: "descoberta",
    };
  }
  if (count < 8) {
    return {
      title: "Estruture seu Negócio",
      description: "Cadastre clientes, fornecedores e produtos e faça um pedido de teste.",
      actionLabel: "Ver próximos passos",
      to: "/dashboard",
      phase: "estruturacao",
    };
  }
  if (count < 16) {
    return {
      title: "Crie seu Marketing",
      description: "Organize suas finanças, crie sua marca e comece a divulgar nas redes sociais.",
      actionLabel: "Divulgar meu negócio",
    };
  }
  // The congratulation only when every step is done.
  if (count < TOTAL_STEPS) {
    return {
      title: "Otimize e Cresça",
      description: "Faça as primeiras vendas, cuide dos clientes e ajuste o que dá mais resultado.",
      actionLabel: "Otimizar vendas",
    };
  }
  return {
    title: "Parabéns!",
    description: "Você concluiu a jornada. Continue aprendendo no Centro de Aprendizado.",
    actionLabel: "Jornada concluída",
  };
}

// ---------------------------------------------------------------------------
// Regras de marcação de passos
// ---------------------------------------------------------------------------

export type MarkStepResult = { ok: true } | { ok: false; title: string; message: string };

export const ACTION_REQUIRED = {
  title: "Ação necessária",
  message: "Primeiro você precisa descobrir e salvar um negócio em Meu Negócio",
} as const;

/**
 * Marcar 'business_idea' como concluído exige um negócio ativo salvo em Meu Negócio.
 * Desmarcar (completed = false) é sempre permitido; os demais passos não têm restrição.
 */
export function canMarkStep(input: { stepId: string; completed: boolean; hasActiveBusiness: boolean }): MarkStepResult {
  if (input.completed && input.stepId === "business_idea" && !input.hasActiveBusiness) {
    return { ok: false, title: ACTION_REQUIRED.title, message: ACTION_REQUIRED.message };
  }
  return { ok: true };
}

/** Quando há um negócio ativo e 'business_idea' ainda não está concluído, ele deve ser concluído automaticamente. */
export function shouldAutoCompleteBusinessIdea(input: { hasActiveBusiness: boolean; businessIdeaCompleted: boolean }): boolean {
  return input.hasActiveBusiness && !input.businessIdeaCompleted;
}

// ---------------------------------------------------------------------------
// Textos de toast
// ---------------------------------------------------------------------------

export const PROGRESS_UPDATED = {
  title: "Progresso atualizado!",
  description: "Sua jornada foi atualizada com sucesso.",
} as const;

export const PROGRESS_ERROR = {
  title: "Erro",
  description: "Não foi possível atualizar o progresso.",
} as const;
