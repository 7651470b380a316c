/**
 * What a person owns, knows and may spend, read from how they describe themselves (decision 031):
 * vehicles (also by model: "CG 160", "Strada", "Sprinter"), computers and phones, kitchen and
 * sewing equipment, tools, a room at home, one's own shop, land; skills and experience ("faço",
 * "sei", "trabalhei 10 anos em", "curso de"); licences (CNH D, NR-10, CREF…); "só tenho o notebook"
 * (nothing to invest but the notebook) and "quitado" (paid off). Works on folded text (lower case,
 * no accents). Owning is read clause by clause: in "tenho uma moto CG 160 e um celular, quero
 * fazer entrega" the clause of "tenho" owns both the moto and the phone.
 */
import type { AssetKind } from "~/modules/economics/assets";
import { POSSESSION_WORDS } from "./possession-words";
import { contextualPatterns } from "./trade-words";

const KIND_PATTERNS = POSSESSION_WORDS.map(([kind, words]) => ({ kind, re: new RegExp(String.raw`\b(?:${words})\b`, "g") }));

const OWN_VERB =
  /\b(?:tenho|tnh|tnho|tenhu|tem|temos|possuo|possui|herdei|ganhei|comprei|quitei|juntei|coleciono|meu|minha|meus|minhas|uso (?:o|a|meu|minha)|disponho de|me (?:deram|deu|doaram|doou|deixaram|deixou|vendeu|passou)|ficou (?:pra|para) mim|(?:meu pai|minha mae|meu avo|minha avo|meu vo|minha vo) (?:me )?deixou|moro (?:no|na|num|numa)|la em casa tem|em casa tem|(?:to|tou|estou|fiquei) com)\b/;
/**
 * "Manicure com kit completo e estufa": "com" owns what follows, except after a trade or a wish
 * ("trabalho com carro", "mexo com elétrica", "quero algo com moto").
 */
const WITH_OWN =
  /(?<!\b(?:trabalh[a-z]*|mex[a-z]*|lid[a-z]*|sonh[a-z]*|ajud[a-z]*|entend[a-z]*|experiencia|pratica|jeito|mas|so que)\s)\bcom\b/;
const WISH_CLAUSE = /^\s*(?:quero|queria|gostaria|penso em|pensando|preciso)\b/;
/** "Crio umas 60 galinhas": raising animals is owning them. */
const RAISES = /\b(?:crio|criamos|crio ha|cuido de|cuidamos de)\b/;
const ANIMALS = new Set<AssetKind>(["galinhas", "colmeias"]);
function ownsBefore(before: string, clauseText: string, kind?: AssetKind) {
  return (
    OWN_VERB.test(before) ||
    (WITH_OWN.test(before) && !WISH_CLAUSE.test(clauseText)) ||
    (kind !== undefined && ANIMALS.has(kind) && RAISES.test(before))
  );
}
/** A possession verb followed by a wish, a fear or know-how: what comes next is not owned. */
const NOT_OWNING_AFTER_VERB =
  /\b(?:tenho|tnh|tem|temos|to com|tou com|estou com|fiquei com)\s+(?:muit[oa]s? |grande |um |uma |uns |umas )?(?:interesse|vontade|sonho|curiosidade|duvidas?|medo|experiencia|pratica|curso|jeito)\b/;
/** True when the word follows such a phrase directly, not a new object ("…curso de costura e uma máquina"). */
function notOwning(before: string) {
  const wish = NOT_OWNING_AFTER_VERB.exec(before);
  if (!wish) return false;
  return !/\be (?:um|uma|uns|umas|o|a|os|as|meu|minha|meus|minhas)\b/.test(before.slice(wish.index + wish[0].length));
}
/** "Não tenho", "sem" (but "sem fio" is wireless: "microfone sem fio e uma caixa de som"). */
const LACK_BEFORE = /\b(?:nao tenho|nao temos|nem tenho|sem(?! fio)|nao possuo|vendi|perdi|nao tem)\b(?:\s+[a-z0-9]+){0,3}\s*$/;
/** Clause breaks: punctuation and the words that start another thought. */
const CLAUSE = /[,.;!?\n]|\b(?:mas|porem|so que|quero|queria|gostaria|penso em|pensando|preciso|gosto|adoro|amo)\b/g;

const SOMEONE_ELSES =
  /^\s*(?:de todo mundo|de (?:outras pessoas|outros|terceiros|clientes?|amigos?|conhecidos?)|d[oa]s? (?:outros|vizinh[oa]s?|clientes?|patr[aoõ][oa]?e?s?|empresa|firma|amigos?|conhecidos?|pessoal))\b/;

/** A relative's or a neighbour's (a spouse's is the household's, and counts). */
const RELATIVE_HAS =
  /\b(?:meu|minha|o|a)\s+(?:pai|mae|tio|tia|avo|irmao|irma|sogro|sogra|vizinho|vizinha|primo|prima|patrao|patroa|chefe|amigo|amiga)\s+(?:tem|possui|tinha|teve)\b[^,.;]*$/;

const SAYS_THE_TRADE = new Set<AssetKind>(["galinhas"]);

const VEHICLES = new Set<AssetKind>(["carro", "moto", "van", "caminhonete"]);

export type Possessions = {
  owned: AssetKind[];
  lacks: AssetKind[];
  /** Character spans of the recognised mentions (to take them out of the interests). */
  spans: Array<[number, number]>;
  /** "quitado", "já paguei": the vehicle or equipment has no instalments left. */
  paidOff: boolean;
  /** "só tenho o notebook": nothing to invest besides what is named. */
  onlyThat: boolean;
};

/** Clauses, each marked when it follows a comma (and may continue a list: "tenho X, Y e Z"). */
function clauses(folded: string): Array<{ start: number; text: string; afterComma: boolean }> {
  const out: Array<{ start: number; text: string; afterComma: boolean }> = [];
  let last = 0;
  let afterComma = false;
  for (const m of folded.matchAll(CLAUSE)) {
    out.push({ start: last, text: folded.slice(last, m.index!), afterComma });
    last = m.index! + (/^[,.;!?\n]$/.test(m[0]) ? 1 : 0);
    afterComma = m[0] === ",";
  }
  out.push({ start: last, text: folded.slice(last), afterComma });
  return out;
}

/**
 * What may stand before an item that continues a list: other items, "e", articles, and up to three
 * words we do not read (a brand: "controladora pioneer e notebook"; "jogo de broca e caixa de ferramenta").
 */
const LIST_FILLER =
  /^(?:\s|\b(?:e|o|a|os|as|um|uma|uns|umas|meu|minha|meus|minhas|tambem|tbm|mais)\b)*(?:[a-z0-9]+(?:\s|\b(?:e|o|a|um|uma)\b)*){0,3}$/;

/** Words that look like an asset but, in these phrases, are not one ("ponto de ônibus", "note que"). */
const NOT_AN_ASSET =
  /\b(?:ponto de (?:onibus|venda|vista|encontro)|(?:muita|muitas|subir|descer|sobrado com) escadas?|note que|kit de (?:festa|higiene)|cozinha (?:italiana|japonesa|mineira|baiana|nordestina|brasileira|francesa|vegana|arabe))\b/;

/** The text before an item with the items already read in it blanked out. */
function withoutSpans(before: string, taken: ReadonlyArray<[number, number]>) {
  let out = before;
  for (const [s, e] of taken)
    if (s < out.length) out = out.slice(0, s) + " ".repeat(Math.min(e, out.length) - s) + out.slice(Math.min(e, out.length));
  return out;
}

export function readPossessions(folded: string): Possessions {
  const ownedAt: Array<{ kind: AssetKind; at: number }> = [];
  const lacks: AssetKind[] = [];
  const spans: Array<[number, number]> = [];
  // In a trade's context its own reading is the more specific one (a lash designer's pinças).
  const patterns = [...contextualPatterns(folded), ...KIND_PATTERNS];
  // "tenho alicate amperímetro, furadeira e escada": the clause after a comma continues the list.
  let listOwned = false;
  for (const clause of clauses(folded)) {
    const taken: Array<[number, number]> = [];
    const continuesList: boolean = listOwned && clause.afterComma;
    let ownedHere = false;
    const take = (kind: AssetKind, start: number, end: number, owns: boolean, wordsAt = end) => {
      taken.push([start, end]);
      // Hens say the trade itself: their words stay as interests; only their count is taken out.
      spans.push([clause.start + start, clause.start + (SAYS_THE_TRADE.has(kind) ? wordsAt : end)]);
      if (!owns) {
        if (!lacks.includes(kind)) lacks.push(kind);
        return;
      }
      ownedHere = true;
      if (!ownedAt.some((o) => o.kind === kind) && !lacks.includes(kind)) ownedAt.push({ kind, at: clause.start + start });
    };
    // Mentions in the order they were written (a list is read left to right); at one position the
    // more specific pattern, listed first, wins.
    const mentions = patterns
      .flatMap(({ kind, re }, order) => [...clause.text.matchAll(re)].map((m) => ({ kind, order, start: m.index!, text: m[0] })))
      .sort((a, b) => a.start - b.start || a.order - b.order);
    for (const { kind, start, text } of mentions) {
      // A vehicle's model year goes with it ("sprinter 2015"): it is not money.
      const year = VEHICLES.has(kind) ? /^ (?:19|20)\d{2}\b/.exec(clause.text.slice(start + text.length)) : null;
      const end = start + text.length + (year ? year[0].length : 0);
      if (taken.some(([s, e]) => start < e && end > s)) continue;
      const around = clause.text.slice(Math.max(0, start - 12), end + 16);
      if (NOT_AN_ASSET.test(around)) continue;
      const before = clause.text.slice(0, start);
      // "150 galinhas", "2 violões": the count goes with the thing, it is not money.
      const count = /\b\d{1,4}\s+$/.exec(before);
      const spanStart = count ? start - count[0].length : start;
      const listed = continuesList && LIST_FILLER.test(withoutSpans(before, taken));
      // "não tenho nada, só o aparelho de pressão": what comes after "só" is had.
      if (/\bnada(?: mais)?,? (?:so|alem d[eoa]s?|a nao ser)(?: (?:o|a|os|as|um|uma|meu|minha|meus|minhas))?\s*$/.test(before)) {
        take(kind, spanStart, end, true, start);
        continue;
      }
      // "lavo o carro de todo mundo da rua", "meu pai tem 10 colmeias": someone else's.
      if (SOMEONE_ELSES.test(clause.text.slice(end, end + 30)) || RELATIVE_HAS.test(before)) continue;
      // "não tenho carro"; "tenho um carro, moto não": the list goes on with what is not had.
      // "nem carro tenho", "moto não tenho": the verb after says it is not had.
      const lackAfter =
        /^\s*(?:nao tenho|nao tem|tenho nao|nao possuo)\b/.test(clause.text.slice(end)) ||
        (/\bnem\s*$/.test(before) && /^\s*(?:tenho|tem|possuo)\b/.test(clause.text.slice(end)));
      if (LACK_BEFORE.test(before) || lackAfter || (listed && /^\s*(?:nao|nunca)\b/.test(clause.text.slice(end)))) {
        take(kind, spanStart, end, false, start);
        continue;
      }
      // Owned only when a possession verb comes before it in the same clause ("tenho", "minha"),
      // in a list that one started, or right after it ("carro próprio", "a moto é minha").
      const after = clause.text.slice(end, end + 40);
      if (
        !ownsBefore(before, clause.text, kind) &&
        !listed &&
        !/^(?:\s+[a-z0-9]+){0,3}?\s*(?:propri[oa]|quitad[oa]|e minha|e meu|no meu nome)\b/.test(after)
      )
        continue;
      // "tenho interesse em maquiagem profissional", "tenho experiência com drone": not owned.
      if (notOwning(before)) continue;
      take(kind, spanStart, end, true, start);
    }
    // A clause that says "tenho" starts a list even when its first item is not one we read, and a
    // short item we do not read ("tenho máquina de solda, esmerilhadeira, furadeira") keeps it going.
    const unreadItem =
      /^\s*(?:[a-z0-9]+\s*){1,4}$/.test(clause.text) && !/\b(?:nao|mas|quero|queria|sou|faco|moro|trabalho)\b/.test(clause.text);
    listOwned =
      (continuesList && (ownedHere || unreadItem)) ||
      (ownsBefore(clause.text, clause.text) && !LACK_BEFORE.test(clause.text) && !notOwning(clause.text));
  }
  const owned = ownedAt.sort((a, b) => a.at - b.at).map((o) => o.kind);
  return {
    owned,
    lacks,
    spans,
    paidOff:
      /\b(?:quitad[oa]s?|ja (?:paguei|quitei)(?! (?:metade|parte|um pouco|algumas|so))|esta pago|ta pago|sem prestac(?:ao|oes)|sem parcelas?)\b/.test(
        folded,
      ),
    onlyThat:
      /\bso (?:tenho|tem|possuo|disponho de)\s+(?:o |a |um |uma |meu |minha |os |as )?(?:[a-z0-9]+ ){0,2}?[a-z0-9]+\b/.test(folded) &&
      owned.length > 0,
  };
}

export type Licence =
  "cnh-a" | "cnh-b" | "cnh-c" | "cnh-d" | "cnh-e" | "nr-10" | "nr-35" | "cref" | "crn" | "coren" | "crefito" | "crp" | "crmv" | "cadastur";

export const LICENCE_PATTERNS: Array<[RegExp, Licence[]]> = [
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?a ?e ?b\b|\bcnh ab\b/, ["cnh-a", "cnh-b"]],
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?(?:a|moto)\b/, ["cnh-a"]],
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?b\b|\bcarteira de carro\b/, ["cnh-b"]],
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?c\b/, ["cnh-c", "cnh-b"]],
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?d\b|\bcarteira d\b/, ["cnh-d", "cnh-b"]],
  // "cnh e moto", "cnh e nem quero moto": "e" is "and" unless the category is named or ends the clause.
  [
    /\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria) ?e\b|\b(?:cnh|carteira|habilitacao) e(?=\s*(?:[,.;!?]|$))|\bcarreteiro\b/,
    ["cnh-e", "cnh-d", "cnh-b"],
  ],
  [/\bnr ?-?10\b/, ["nr-10"]],
  [/\bnr ?-?35\b/, ["nr-35"]],
  [/\bcref\b/, ["cref"]],
  [/\bcrn\b/, ["crn"]],
  [/\bcoren\b/, ["coren"]],
  [/\bcrefito\b/, ["crefito"]],
  [/\bcrp\b/, ["crp"]],
  [/\bcrmv\b/, ["crmv"]],
  [/\bcadastur\b/, ["cadastur"]],
];

export function readLicences(folded: string): Licence[] {
  const found: Licence[] = [];
  for (const [re, licences] of LICENCE_PATTERNS) {
    // "Não tenho CNH", "sem carteira": a licence the person does not have.
    const held = [...folded.matchAll(new RegExp(re.source, "g"))].some(
      (m) => !LACK_BEFORE.test(folded.slice(Math.max(0, m.index! - 30), m.index!)),
    );
    if (!held) continue;
    for (const l of licences) if (!found.includes(l)) found.push(l);
  }
  return found;
}

export type Skill = { what: string; years: number | null; source: "faz" | "sabe" | "trabalhou" | "curso" | "experiencia" };

const NUMBER_WORDS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  vinte: 20,
  quinze: 15,
  doze: 12,
};
const YEARS = String.raw`(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte) anos?`;
const WHAT = String.raw`((?:[a-z0-9]+ ?){1,4}?)`;
const END = String.raw`(?=\s*(?:[,.;!?\n]|\be\b|\bmas\b|\bhá\b|\bha\b|\bfaz\b|\bdesde\b|\bquero\b|\bporque\b|\bpor\b|\bpra\b|\bpara\b|\bcom\b|\btenho\b|$))`;
const SKILL_PATTERNS: Array<[RegExp, Skill["source"]]> = [
  [
    new RegExp(
      String.raw`\btrabalh(?:ei|o|ava)(?: (?:por|durante|ha|faz))? ${YEARS} (?:em|como|de|na|no|numa|num|com)(?: uma?| o| a)? ${WHAT}${END}`,
      "g",
    ),
    "trabalhou",
  ],
  [
    new RegExp(
      String.raw`\btrabalh(?:ei|ava) (?:como|de|em|na|no|numa|num|com)(?: uma?| o| a)? ${WHAT}(?: (?:por|durante|ha)? ?${YEARS})?${END}`,
      "g",
    ),
    "trabalhou",
  ],
  [
    new RegExp(String.raw`\b(?:fiz|tenho|fazendo|terminei(?: o)?) (?:um |o )?curso (?:de|em|tecnico em|tecnico de) ${WHAT}${END}`, "g"),
    "curso",
  ],
  [new RegExp(String.raw`\b(?:tenho )?experiencia (?:em|com|de|como) ${WHAT}(?: (?:de|ha|por) ${YEARS})?${END}`, "g"), "experiencia"],
  [
    new RegExp(
      String.raw`\bsei (?:fazer |mexer com |consertar |costurar|cozinhar|dirigir|cortar |pintar|desenhar|programar|editar )?${WHAT}${END}`,
      "g",
    ),
    "sabe",
  ],
  [
    new RegExp(
      String.raw`\b(?:faco|faz|fazia|cozinho|costuro|conserto|corto|pinto|desenho|programo|edito) ${WHAT}(?: (?:ha|faz) ${YEARS})?${END}`,
      "g",
    ),
    "faz",
  ],
];
const VERB_AS_SKILL: Record<string, string> = {
  cozinho: "cozinhar",
  costuro: "costura",
  conserto: "consertos",
  corto: "cortar",
  pinto: "pintura",
  desenho: "desenho",
  programo: "programação",
  edito: "edição",
};

function yearsOf(word: string | undefined): number | null {
  if (!word) return null;
  return /^\d+$/.test(word) ? Number(word) : (NUMBER_WORDS[word] ?? null);
}

export function readSkills(folded: string): Skill[] {
  const skills: Skill[] = [];
  for (const [re, source] of SKILL_PATTERNS) {
    for (const m of folded.matchAll(re)) {
      const groups = m.slice(1).filter((g): g is string => g !== undefined);
      const yearsWord = groups.find((g) =>
        /^(\d{1,2}|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|nove|dez|doze|quinze|vinte)$/.test(g),
      );
      const what = groups
        .filter((g) => g !== yearsWord)
        .join(" ")
        .trim();
      const verb = m[0].split(" ")[0]!;
      const named = source === "faz" && VERB_AS_SKILL[verb] ? `${VERB_AS_SKILL[verb]} ${what}`.trim() : what;
      if (!named || /^(?:nada|nenhum|isso|tudo|muito|pouco|de tudo|bem|questao)$/.test(named)) continue;
      if (!skills.some((s) => s.what === named)) skills.push({ what: named, years: yearsOf(yearsWord), source });
    }
  }
  return skills;
}
