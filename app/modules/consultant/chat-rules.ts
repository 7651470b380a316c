/** Chat limits and texts shared by the panel, the /consultor page and the server. No zod here. */

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_LIMIT = 10;
export const SESSION_ID_PATTERN = /^[a-z0-9]{6,32}$/;

export const CHAT_ERRORS = {
  empty: "Digite uma mensagem.",
  tooLong: "A mensagem pode ter no máximo 2.000 caracteres.",
  session: "Sessão de conversa inválida.",
  failed: "Não foi possível obter a resposta do consultor. Sua mensagem não se perdeu: tente novamente.",
} as const;

/** A short random session id (8 characters), new each time the panel opens. */
export function newSessionId(): string {
  const bytes = new Uint8Array(8);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => "abcdefghijklmnopqrstuvwxyz0123456789"[byte % 36]).join("");
}

export function isBlank(text: string) {
  return text.trim().length === 0;
}

export function chatGreeting(firstName: string | null | undefined) {
  const name = firstName?.trim() || "empreendedor";
  return `Olá, ${name}! Sou seu consultor virtual. Pergunte sobre abrir seu MEI, preço, divulgação, atendimento ou o próximo passo da sua jornada.`;
}

/** Internal paths in a reply become links (e.g. 'Leia mais: … → /centro-aprendizado?item=…'). */
export const INTERNAL_LINK =
  /(\/(?:centro-aprendizado|meu-negocio|empresa-ai|posta-ai|grafica|dashboard|jornada|subscribe|consultor)(?:\?[\w=&%.-]+)?(?:#[\w-]+)?)/g;
