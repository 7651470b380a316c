/**
 * Why an idea fits, in sentences that quote what the person said ("você disse que tem moto",
 * "cabe nos seus R$ 500", "dá para fazer à noite"). A sentence appears only when the idea really
 * meets that statement; nothing generic is ever added.
 */
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import type { Understanding } from "~/modules/language/query-understanding";
import { ASSET_NAMES, type IdeaTraits } from "./idea-traits";

import { formatBrl as brl } from "~/modules/language/money";

function listWords(words: string[]) {
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}

const CREDENTIAL_NAMES: Record<string, string> = {
  fisioterapeuta: "formação em fisioterapia",
  psicologo: "formação em psicologia",
  nutricionista: "formação em nutrição",
  veterinario: "formação em veterinária",
  enfermeiro: "formação em enfermagem",
  "tecnico-enfermagem": "técnico de enfermagem",
  "educador-fisico": "formação em educação física",
  protetico: "formação em prótese dentária",
  podologo: "formação em podologia",
  "guia-turismo": "formação de guia de turismo",
  agronomo: "formação em agronomia",
  esteticista: "formação em estética",
  "interprete-libras": "formação de intérprete de Libras",
};

type Matched = { matched: Set<string>; weakMatched: Set<string> };
/** Prefix of a matched "word" that stands for a credential the person named. */
export const CREDENTIAL_MARK = "credencial:";

export function buildReason(idea: CatalogueIdea, traits: IdeaTraits, entry: Matched, u: Understanding) {
  const parts: string[] = [];
  const said = (word: string) => word.length > 1 && !word.startsWith(CREDENTIAL_MARK);
  const strong = [...entry.matched].filter(said);
  const words = (strong.length > 0 ? strong : [...entry.weakMatched].filter(said)).slice(0, 3);
  if (words.length > 0) parts.push(`Você falou em ${listWords(words)}.`);
  const field = [...entry.matched].find((word) => word.startsWith(CREDENTIAL_MARK));
  const fieldCredential = field?.slice(CREDENTIAL_MARK.length);
  if (fieldCredential && !traits.credentials.some((c) => c === fieldCredential)) {
    parts.push(`Combina com a sua formação (${CREDENTIAL_NAMES[fieldCredential]}).`);
  }
  for (const asset of u.assets) {
    if (traits.usesAsset.has(asset)) {
      const name = ASSET_NAMES[asset];
      parts.push(
        `Você disse que tem ${name}: esta ideia usa ${asset === "cozinha" || asset === "moto" || asset === "van" || asset === "maquina-de-costura" ? "a" : "o"} ${name} que você já tem.`,
      );
    }
  }
  const credential = traits.credentials.find((c) => u.credentials.includes(c));
  if (credential) parts.push(`Exige ${CREDENTIAL_NAMES[credential]}, que você disse ter.`);
  if (u.budget !== null && idea.investmentMin <= u.budget) {
    parts.push(
      u.budgetLabel === "pouco dinheiro"
        ? `Começa com pouco dinheiro: a partir de ${brl(idea.investmentMin)}.`
        : `Cabe nos seus ${u.budgetLabel}: começa a partir de ${brl(idea.investmentMin)}.`,
    );
  } else if (u.budget !== null && u.budget > 0) {
    parts.push(`Fica perto dos seus ${u.budgetLabel}: começa a partir de ${brl(idea.investmentMin)}, então comece pelo mínimo.`);
  }
  if (u.time.includes("noite") && traits.nightFriendly) parts.push("Dá para fazer à noite.");
  if (u.time.includes("fim-de-semana") && traits.weekendFriendly && !traits.weekdayOnly) parts.push("Dá para fazer nos fins de semana.");
  if (u.time.includes("meio-periodo") && !traits.needsShop) parts.push("Dá para começar em meio período.");
  if (u.places.includes("em-casa") && traits.homeFriendly) parts.push("Dá para começar de casa, como você quer.");
  else if (u.constraints.includes("filhos-pequenos") && traits.homeFriendly)
    parts.push("Dá para conciliar com os filhos pequenos: começa de casa.");
  else if (u.constraints.includes("mobilidade-reduzida") && traits.homeFriendly)
    parts.push("Dá para fazer de casa, sem depender de deslocamento.");
  if (u.places.includes("online") && traits.online) parts.push("Funciona pela internet, como você quer.");
  if (u.places.includes("zona-rural") && traits.rural) parts.push("Combina com quem mora na zona rural.");
  else if (u.places.includes("interior") && traits.rural) parts.push("Combina com o interior, onde você mora.");
  return parts.join(" ");
}

export function cheapestWayInReason(idea: CatalogueIdea, traits: IdeaTraits, entry: Matched, u: Understanding) {
  const said = u.budget === 0 ? "Você disse que está sem dinheiro para investir" : `Você disse que tem ${u.budgetLabel}`;
  const base = buildReason(idea, traits, entry, { ...u, budget: null });
  return `${said}, e nenhuma ideia que combina com você começa com isso. Esta é uma das entradas mais baratas: a partir de ${brl(idea.investmentMin)}. ${base}`;
}
