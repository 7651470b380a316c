import { PHASES, type PhaseId } from "./journey-steps";

/**
 * A short text overview of the journey's four phases: what stands where no intro video is
 * configured (an empty "vídeo em breve" frame is never shown). Step counts come from PHASES.
 */
const SUMMARIES: Record<PhaseId, string> = {
  descoberta: "Escolha a ideia que combina com você, complete seu perfil e monte o plano de negócio.",
  estruturacao: "Converse com o mentor e organize clientes, fornecedores, produtos e um pedido de teste.",
  marketing: "Controle as finanças, faça a primeira campanha e as primeiras postagens, crie a marca e apareça no Google.",
  crescimento: "Conecte seu site, faça a primeira venda, otimize as vendas e cuide dos clientes para crescer.",
};

export type PhaseOverview = { id: PhaseId; number: number; label: string; steps: number; summary: string };

export function phaseOverview(): PhaseOverview[] {
  return PHASES.map((phase, index) => ({
    id: phase.id,
    number: index + 1,
    label: phase.label,
    steps: phase.orders.length,
    summary: SUMMARIES[phase.id],
  }));
}
