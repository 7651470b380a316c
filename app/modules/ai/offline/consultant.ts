import type { ChatRequest } from "../types";

/**
 * Placeholder until the consultant issue: retrieval over the learning centre replaces it.
 * It answers honestly that it is the offline consultant and where to look.
 */
export function offlineConsultantReply(request: ChatRequest): string {
  const name = request.person?.firstName?.trim() || "empreendedor";
  return `Olá, ${name}! Sou o consultor offline: sem a IA conectada, posso indicar conteúdos do Centro de Aprendizado e os passos da sua jornada. Confira o Centro de Aprendizado para finanças, marketing e vendas.`;
}
