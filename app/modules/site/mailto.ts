/**
 * Contact buttons open the visitor's e-mail client with a prefilled subject (spec section 2).
 * Subjects are built here, once, and URL-encoded with encodeURIComponent (spaces as %20, which
 * every mail client understands; "+" would show up literally in some of them).
 */
export const MAIL_SUBJECTS = {
  general: "Contato Geral",
  press: "Imprensa",
  pressRelease: (title: string) => `Comunicado: ${title}`,
  mediaKit: (item: string) => `Kit de Mídia: ${item}`,
  interview: "Entrevista",
  mediaPartnership: "Parceria de Mídia",
  contact: "Contato",
  privacy: "Privacidade",
} as const;

export function mailtoHref(email: string, subject?: string) {
  const address = encodeURI(email.trim());
  return subject ? `mailto:${address}?subject=${encodeURIComponent(subject)}` : `mailto:${address}`;
}
