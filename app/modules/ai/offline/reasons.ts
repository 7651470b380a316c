/**
 * Why an idea fits, in sentences that quote what the person said ("você disse que tem moto",
 * "cabe nos seus R$ 500", "dá para fazer à noite"). A sentence appears only when the idea really
 * meets that statement; nothing generic is ever added.
 */
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import type { Understanding } from "~/modules/language/query-understanding";
import { assetWithArticle, type AssetKind } from "~/modules/economics/assets";
import type { LeanStart } from "~/modules/economics/lean-start";
import { ASSET_NAMES, type IdeaTraits } from "./idea-traits";

import { formatReaisWithCents as brl } from "~/modules/business/money";

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
/** Prefix of a matched "word" that stands for a licence the person named (CNH D, NR-10). */
export const LICENCE_MARK = "habilitacao:";
const LICENCE_NAMES: Record<string, string> = {
  "cnh-a": "CNH A",
  "cnh-c": "CNH C",
  "cnh-d": "CNH D",
  "cnh-e": "CNH E",
  "nr-10": "NR-10",
  "nr-35": "NR-35",
};

const KITCHEN = new Set<AssetKind>(["utensilios-de-cozinha", "forno-industrial", "forno-eletrico", "batedeira", "freezer"]);

/** "o carro", "o que você já tem na cozinha": what the person owns that this start uses, most valuable first. */
function ownedKinds(start: LeanStart): AssetKind[] {
  const lines = start.items.filter((l) => l.owned && l.kind).sort((a, b) => b.price - a.price);
  return [...new Set(lines.map((l) => l.kind!))];
}

/** "de" + article: "do carro", "da moto", "dos utensílios". */
function ofThe(kind: AssetKind) {
  return `d${assetWithArticle(kind)}`;
}

function ownedTail(kinds: AssetKind[]) {
  if (kinds.length === 0) return "";
  if (kinds.every((k) => KITCHEN.has(k))) return " e o que você já tem na cozinha";
  const names = kinds.map(ofThe);
  return `, além ${names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`} que você já tem`;
}

/** "Você já tem a moto: o maior gasto já está pago." when what is owned is most of the start. */
function ownedSentence(start: LeanStart, kinds: AssetKind[]) {
  if (kinds.length === 0) return null;
  const main = kinds[0]!;
  // Two things owned are both named (the computer and the 3D printer); the tail lists any more.
  const second = kinds[1] && !KITCHEN.has(main) && !KITCHEN.has(kinds[1]) ? ` e ${assetWithArticle(kinds[1])}` : "";
  const what = KITCHEN.has(main) ? "os utensílios da cozinha" : `${assetWithArticle(main)}${second}`;
  if (start.ownedValue >= start.totalBeforeOwned / 2) return `Você já tem ${what}: o maior gasto já está pago.`;
  return `Você já tem ${what}: entra na conta a R$ 0.`;
}

export function buildReason(
  idea: CatalogueIdea,
  traits: IdeaTraits,
  entry: Matched,
  u: Understanding,
  start: LeanStart,
  { withStart = true }: { withStart?: boolean } = {},
) {
  const parts: string[] = [];
  const said = (word: string) => word.length > 1 && !word.startsWith(CREDENTIAL_MARK) && !word.startsWith(LICENCE_MARK);
  const strong = [...entry.matched].filter(said);
  const words = (strong.length > 0 ? strong : [...entry.weakMatched].filter(said)).slice(0, 3);
  if (words.length > 0) parts.push(`Você falou em ${listWords(words)}.`);
  const field = [...entry.matched].find((word) => word.startsWith(CREDENTIAL_MARK));
  const fieldCredential = field?.slice(CREDENTIAL_MARK.length);
  if (fieldCredential && !traits.credentials.some((c) => c === fieldCredential)) {
    parts.push(`Combina com a sua formação (${CREDENTIAL_NAMES[fieldCredential]}).`);
  }
  const licence = [...entry.matched].find((word) => word.startsWith(LICENCE_MARK))?.slice(LICENCE_MARK.length);
  if (licence && LICENCE_NAMES[licence]) parts.push(`Usa a sua habilitação (${LICENCE_NAMES[licence]}).`);
  const kinds = ownedKinds(start);
  const owned = ownedSentence(start, kinds);
  if (owned && withStart) parts.push(owned);
  for (const asset of owned ? [] : u.assets) {
    if (traits.usesAsset.has(asset)) {
      const name = ASSET_NAMES[asset];
      parts.push(
        `Você disse que tem ${name}: esta ideia usa ${asset === "cozinha" || asset === "moto" || asset === "van" || asset === "maquina-de-costura" ? "a" : "o"} ${name} que você já tem.`,
      );
    }
  }
  const credential = traits.credentials.find((c) => u.credentials.includes(c));
  if (credential) parts.push(`Exige ${CREDENTIAL_NAMES[credential]}, que você disse ter.`);
  const begins = `começa com ${brl(start.total)}${ownedTail(kinds)}`;
  if (!withStart) {
    // The caller states the start.
  } else if (u.budget !== null && start.total <= u.budget) {
    parts.push(u.budgetLabel === "pouco dinheiro" ? `Começa com pouco dinheiro: ${begins}.` : `Cabe nos seus ${u.budgetLabel}: ${begins}.`);
  } else if (u.budget !== null && u.budget > 0) {
    parts.push(`Fica perto dos seus ${u.budgetLabel}: ${begins}, no começo enxuto.`);
  } else if (u.budget === null && kinds.length > 0) {
    parts.push(`${begins[0]!.toUpperCase()}${begins.slice(1)}, no começo enxuto.`);
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

export function cheapestWayInReason(idea: CatalogueIdea, traits: IdeaTraits, entry: Matched, u: Understanding, start: LeanStart) {
  const said = u.budget === 0 ? "Você disse que está sem dinheiro para investir" : `Você disse que tem ${u.budgetLabel}`;
  const kinds = ownedKinds(start);
  const base = buildReason(idea, traits, entry, u, start, { withStart: false });
  const owned = ownedSentence(start, kinds);
  return [
    `${said}, e nenhuma ideia que combina com você começa com isso, nem no começo enxuto. Esta é uma das entradas mais baratas: começa com ${brl(start.total)}${ownedTail(kinds)}.`,
    owned,
    base,
  ]
    .filter(Boolean)
    .join(" ");
}
