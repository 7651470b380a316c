/** Limits and labels of the shop settings; no validation library here, so components can import it. */
export const SLUG_MIN = 3;
export const SLUG_MAX = 40;
export const STORE_NAME_MAX = 80;
export const STORE_DESCRIPTION_MAX = 300;
export const STORE_CITY_MAX = 60;
export const STORE_HOURS_MAX = 120;
/** How many products a shop page shows at most (the page stays light on a cheap phone). */
export const STORE_PRODUCTS_MAX = 60;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Doces da Ângela!' → 'doces-da-angela' (a suggestion; the person may change it). */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, "");
}

/** Why a slug is not an address of a shop, or null when it is. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN || slug.length > SLUG_MAX) return `Endereço da loja: de ${SLUG_MIN} a ${SLUG_MAX} caracteres.`;
  if (!SLUG_PATTERN.test(slug))
    return "Endereço da loja: só letras minúsculas sem acento, números e hífens entre palavras (por exemplo doces-da-maria).";
  return null;
}
