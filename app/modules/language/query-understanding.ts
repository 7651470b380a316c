/**
 * Query understanding: what a person states in passing when describing themselves — budget, age,
 * what they own, when and where they can work, constraints, credentials and what they refuse.
 * Pure and deterministic; the offline matcher ranks with it and its reasons quote it.
 * Numbers are money only in a money context: "tenho 64 anos" and "150 galinhas" are not budgets.
 */
import { findBudget, LOW_BUDGET, LOW_BUDGET_VALUE, ZERO_BUDGET } from "./budget-mentions";
import { impliedPossessions, NOT_HELD_BEFORE } from "./implied-possessions";
import type { AssetKind } from "~/modules/economics/assets";
import { formatReaisWithCents } from "~/modules/business/money";
import { LICENCE_PATTERNS, readLicences, readPossessions, readSkills, type Licence, type Skill } from "./possessions";
import { normalize, stem, tokens } from "./pt-text";

export type Asset = "carro" | "moto" | "van" | "notebook" | "maquina-de-costura" | "cozinha" | "terreno" | "ponto-comercial";
export type TimeSlot = "noite" | "fim-de-semana" | "meio-periodo";
export type Place = "em-casa" | "interior" | "zona-rural" | "capital" | "online";
export type Constraint = "mobilidade-reduzida" | "filhos-pequenos" | "aposentada" | "nao-dirige";
export type Credential =
  | "fisioterapeuta"
  | "psicologo"
  | "nutricionista"
  | "veterinario"
  | "enfermeiro"
  | "tecnico-enfermagem"
  | "educador-fisico"
  | "protetico"
  | "podologo"
  | "guia-turismo"
  | "agronomo"
  | "esteticista"
  | "interprete-libras";

export type Understanding = {
  /** Stated budget in reais (0 for "sem grana"), or null when none was stated. */
  budget: number | null;
  /** How to quote the budget back ("R$ 500", "pouco dinheiro"). */
  budgetLabel: string | null;
  age: number | null;
  assets: Asset[];
  /** Things the person said they do not have ("não tenho carro"). */
  lacks: Asset[];
  time: TimeSlot[];
  places: Place[];
  constraints: Constraint[];
  credentials: Credential[];
  /** Stems of what the person refuses ("nada de estrada" → "estrad"), with the word as said. */
  negated: Array<{ stem: string; word: string; phrase: number }>;
  /** What the person owns, in the economic model's vocabulary (decision 031). */
  possessions: AssetKind[];
  /** Of `possessions`, what was inferred from a practice rather than named ("cozinho", "faço bolo"). */
  impliedPossessions: AssetKind[];
  /** What the person said they do not have, in the same vocabulary. */
  lacksPossessions: AssetKind[];
  /** "quitado": what they own is paid off. */
  paidOff: boolean;
  /** What they do or did ("faço bolo", "trabalhei 10 anos em oficina", "curso de elétrica"). */
  skills: Skill[];
  /** Driving licences and professional registrations (CNH D, NR-10, CREF…). */
  licences: Licence[];
  /** The description with every recognised cue removed: only interests are left. */
  interestText: string;
  /** Stems of what the person says they want to do ("queria fazer doce e polpa pra vender"). */
  wants: string[];
};

/** "Quero…", "queria…", "penso em…" up to the end of the clause; not "não quero…". */
const WANTS =
  /(?<!\bnao )\b(?:quero|queria|gostaria de|pretendo|penso em|pensando em|planejo|sonho em|meu sonho (?:sempre )?(?:e|foi|era)|minha ideia e)\b([^,.;!?\n]*)/g;

const AGE =
  /\b(?:tenho|com|aos|to com|estou com|ja tenho|ja estou com)\s+(\d{2})\s+anos\b|\b(\d{2})\s+anos de idade\b|^\s*(\d{2})\s+anos\b/g;

/** The matcher's coarser asset list, derived from the possessions vocabulary. */
export const LEGACY_ASSET: Partial<Record<AssetKind, Asset>> = {
  carro: "carro",
  moto: "moto",
  van: "van",
  notebook: "notebook",
  "maquina-de-costura": "maquina-de-costura",
  "utensilios-de-cozinha": "cozinha",
  "forno-industrial": "cozinha",
  "forno-eletrico": "cozinha",
  batedeira: "cozinha",
  freezer: "cozinha",
  terreno: "terreno",
  "ponto-comercial": "ponto-comercial",
};

const BASKET_BRAIDING =
  /\b(tranc(?:o|ar|ava|ei|ado|amos))\b(?=[^.,;]{0,30}\b(?:paneiros?|tupes?|peneiras?|palhas?|talas?|cipos?|fibras?|aruma|carnauba|taboa|cestos?|chapeus?|esteiras?)\b)/g;

function legacyAssets(kinds: AssetKind[]): Asset[] {
  const out: Asset[] = [];
  for (const kind of kinds) {
    const asset = LEGACY_ASSET[kind];
    if (asset && !out.includes(asset)) out.push(asset);
  }
  return out;
}

const TIME_PATTERNS: Record<TimeSlot, RegExp> = {
  noite:
    /\b(?:(?:so|somente|apenas)? ?(?:a|de|pela|durante a) noite|a noitinha|noturn[oa]|depois do (?:trabalho|servico|expediente|servico)|apos o expediente|periodo noturno)\b/g,
  // "Domingo faço almoço pra família", "todo domingo vendo feijoada": a habit, not when the person is free.
  "fim-de-semana":
    /\b(?:(?:nos |no |so )?(?:fim|fins|final|finais) de semana|fds|(?:aos |nos |so )?(?:sabados?|domingos?)(?! (?:eu )?(?:faco|cozinho|vendo|asso|preparo|fazia|vendia|cozinhava)\b))\b/g,
  "meio-periodo":
    /\b(?:meio (?:periodo|turno|expediente|horario)|algumas horas|poucas horas|horas vagas|tempo livre|part time|um turno|(?:so|somente) (?:posso |consigo |tenho tempo )?(?:de manha|pela manha|a tarde|de tarde)|(?:a |as |de )?(?:tardes?|manhas?) (?:livres?|vagas?|de folga)|umas horas)\b/g,
};

const BUSY_AT_NIGHT =
  /\b(?:trabalh[a-z]*(?: (?:de|como) [a-z]+)?(?: no [a-z]+)? (?:a|de|pela) noite|(?:no )?turno (?:da|de) noite|turno noturno|plantao noturno|(?:12x36|plantao|plantoes) noturnos?)\b/g;

const PLACE_PATTERNS: Record<Place, RegExp> = {
  "em-casa":
    /\b(?:(?:trabalhar |ficar |fazer |comecar )?(?:em|(?<!(?:frente|fundos?) )de|dentro de|daqui de) casa(?! de (?:familias?|clientes?|outr[oa]s|terceiros|patr[oa]))|home office|(?:sem|nao quero|nao posso) sair de casa|na minha casa|no meu apartamento|no meu ape)\b/g,
  interior:
    /\b(?:(?:no |do |pro )?interior(?: do estado| de [a-z]+| paulista| mineiro| goiano| baiano)?|cidade pequena|cidadezinha|cidade do interior)\b/g,
  "zona-rural":
    /\b(?:zona rural|area rural|meio rural|(?:aposentad[oa]|trabalhador[a]?|produtor[a]?) rural|lavrador[a]?|(?:moro |vivo )?(?:no|na) (?:sitio|roca|fazenda|chacara|campo|assentamento))\b/g,
  // "Meus filhos foram pra São Paulo": where someone else went is not where the person lives.
  capital:
    /(?<!\b(?:foram|foi|mudaram|mudou|moram|mora|vivem|vive)(?: tudo| todos| todas)? (?:pra|para|em|no|na) )\b(?:(?:no |do )?centro da cidade|(?:na |da )?capital|cidade grande|metropole|regiao metropolitana|sao paulo|rio de janeiro|belo horizonte|salvador|recife|fortaleza|porto alegre|curitiba|manaus|belem|goiania|brasilia)\b/g,
  online: /\b(?:online|on line|pela (?:internet|net)|remot[oa]|remotamente|a distancia)\b/g,
};

const CONSTRAINT_PATTERNS: Record<Constraint, RegExp> = {
  "mobilidade-reduzida":
    /\b(?:sou cadeirante|cadeirante|cadeira de rodas|mobilidade reduzida|deficiencia fisica|nao ando|nao posso andar|dificuldade (?:pra|para|de) andar|ando de muletas?|muletas?|amputad[oa]|paraplegic[oa]|tetraplegic[oa]|problema (?:na|de) coluna|hernia de disco|nao posso (?:pegar|carregar) peso|nao posso fazer esforco|pcd)\b/g,
  "filhos-pequenos":
    /\b(?:(?:meus |minhas |dois |duas |tres |\d )?(?:filhos?|filhas?) pequen[oa]s?|criancas? pequenas?|(?:meu|minha|um|uma|com um|com uma) (?:bebe|nenem)|mae solo|mae solteira|pai solo|pai solteiro|cuidar d[oa]s (?:meus |minhas )?(?:filhos|filhas|criancas)|tenho (?:um|uma|dois|duas|tres|\d) (?:filhos?|filhas?|criancas)|(?:busco|levo|buscar|levar) (?:meus |minhas |os |as |o |a |meu |minha )?(?:filhos?|filhas?|criancas?|menin[oa]s?) na (?:escola|creche))\b/g,
  aposentada: /\b(?:sou |ja sou |to |estou )?aposentad[oa]s?\b/g,
  "nao-dirige":
    /\b(?:nao dirijo|nao sei dirigir|nao tenho (?:cnh|carteira(?: de motorista)?|habilitacao)|sem (?:cnh|carteira de motorista|habilitacao))\b/g,
};

const HOLDER = String.raw`(?:sou|fui|ja fui|trabalho como|trabalhei como|atuo como|me formei em|me formei|formad[oa] em|formad[oa] como|tenho formacao em|diploma de|registro no|registrad[oa] no)`;
const CREDENTIALS: Record<Credential, RegExp> = {
  fisioterapeuta: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:fisioterapeuta|fisioterapia)|crefito)\b`, "g"),
  psicologo: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:psicolog[oa]|psicologia)|crp)\b`, "g"),
  nutricionista: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:nutricionista|nutricao)|crn)\b`, "g"),
  veterinario: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:medic[oa] )?(?:veterinari[oa]|veterinaria)|crmv)\b`, "g"),
  enfermeiro: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:enfermeir[oa]|enfermagem(?! tecnic))|coren)\b`, "g"),
  "tecnico-enfermagem": /\b(?:(?:sou |trabalho como |trabalhei como |fui )?(?:tecnic[oa]|auxiliar) (?:de|em) enfermagem)\b/g,
  "educador-fisico": new RegExp(
    String.raw`\b(?:${HOLDER} (?:uma? )?(?:educador[a]? fisic[oa]|(?:educacao|ed) fisica|professor[a]? de (?:educacao|ed) fisica)|cref)\b`,
    "g",
  ),
  protetico: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:protetic[oa]|tecnic[oa] em protese dentaria))\b`, "g"),
  podologo: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:podolog[oa]|podologia|tecnic[oa] em podologia))\b`, "g"),
  "guia-turismo": new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:guia de turismo|guia turistic[oa])|cadastur)\b`, "g"),
  agronomo: new RegExp(
    String.raw`\b(?:${HOLDER} (?:uma? )?(?:agronom[oa]|engenheir[oa] agronom[oa]|agronomia|tecnic[oa] agricola))\b`,
    "g",
  ),
  esteticista: new RegExp(String.raw`\b(?:${HOLDER} (?:uma? )?(?:esteticista|estetica|tecnic[oa] em estetica))\b`, "g"),
  // Lei 12.319/2010: the interpreter's training, or the Prolibras certificate.
  "interprete-libras": new RegExp(
    String.raw`\b(?:${HOLDER} (?:uma? )?(?:interprete de libras|tradutor[a]? interprete de libras)|(?:tenho|fiz|passei n[oa]|aprovad[oa] n[oa]|com) (?:o |a )?(?:certificado |certificacao )?prolibras)\b`,
    "g",
  ),
};
const NEGATION =
  /\b(?:nada de|nao quero(?: mais)?(?: saber de| trabalhar com| mexer com| nada com| ser| fazer)?|nao gosto de|nao curto|odeio|detesto|tenho pavor de|tenho medo de|nao suporto|nao aguento mais|chega de|cansei de|longe de|nem pensar em|nao sei|nao levo jeito (?:pra|para|com))\s+((?:[a-z]+ ?){1,6}?)(?=\s*(?:[,.;!?\n]|\be\b|\bmas\b|\bnem\b|\bporque\b|\bpois\b|\bque\b|$))/g;

const REFUSES_ONLINE =
  /\b(?:nao (?:gosto de|quero|curto)|odeio|detesto)\s+(?:(?:vender|trabalhar|mexer|atender)\s+(?:nada\s+)?)?(?:pela (?:internet|net)|online|on line|nas redes(?: sociais)?|no (?:insta(?:gram)?|face(?:book)?))\b/g;

/** An infinitive ("pegar", "fazer", "dar") opening a refused phrase; a bar or the sea is no verb. */
const LEADING_VERB = /^(?!(?:bar|mar|lar|mulher|colher)$)[a-z]+(?:ar|er|ir)$/;

function blank(text: string, start: number, end: number) {
  return text.slice(0, start) + " ".repeat(end - start) + text.slice(end);
}

function fold(text: string) {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

export function understand(text: string): Understanding {
  let masked = fold(text);
  const original = masked;
  const mask = (re: RegExp, onMatch?: (m: RegExpMatchArray) => boolean | void) => {
    for (const m of original.matchAll(re)) {
      if (onMatch && onMatch(m) === false) continue;
      masked = blank(masked, m.index!, m.index! + m[0].length);
    }
  };

  // Vehicle models carry numbers ("CG 160"): what the person owns is read before money.
  const early = readPossessions(original);
  for (const [from, to] of early.spans) masked = blank(masked, from, to);
  // Money next, so that its numbers are not read as ages and the reverse.
  let budget: number | null = null;
  let budgetLabel: string | null = null;
  mask(AGE);
  const ages = [...original.matchAll(AGE)].map((m) => Number(m[1] ?? m[2] ?? m[3]));
  const amounts = findBudget(masked);
  for (const amount of amounts) masked = blank(masked, amount.start, amount.end);
  if (amounts.length > 0) {
    budget = Math.max(...amounts.map((a) => a.value));
    budgetLabel = formatReaisWithCents(budget);
  }
  let zero = false;
  mask(ZERO_BUDGET, () => {
    zero = true;
  });
  let low = false;
  mask(LOW_BUDGET, () => {
    low = true;
  });
  if (budget === null && early.onlyThat) zero = true;
  if (budget === null && zero) {
    budget = 0;
    budgetLabel = "sem dinheiro para investir";
  } else if (budget === null && low) {
    budget = LOW_BUDGET_VALUE;
    budgetLabel = "pouco dinheiro";
  }

  const constraints: Constraint[] = [];
  for (const [key, re] of Object.entries(CONSTRAINT_PATTERNS) as Array<[Constraint, RegExp]>) {
    mask(re, () => {
      if (!constraints.includes(key)) constraints.push(key);
    });
  }

  const credentials: Credential[] = [];
  for (const [key, re] of Object.entries(CREDENTIALS) as Array<[Credential, RegExp]>) {
    mask(re, (m) => {
      if (NOT_HELD_BEFORE.test(original.slice(Math.max(0, m.index! - 40), m.index!))) return false;
      if (!credentials.includes(key)) credentials.push(key);
    });
  }

  // "Não gosto de vender pela internet": what is refused is selling online, not selling.
  const refusedOnline: Array<[number, number]> = [];
  mask(REFUSES_ONLINE, (m) => {
    refusedOnline.push([m.index!, m.index! + m[0].length]);
  });
  const refusesOnline = refusedOnline.length > 0;

  const places: Place[] = [];
  for (const [key, re] of Object.entries(PLACE_PATTERNS) as Array<[Place, RegExp]>) {
    mask(re, (m) => {
      // Inside a refusal ("não quero vender pela internet") the internet is no place to work.
      if (refusedOnline.some(([from, to]) => m.index! >= from && m.index! < to)) return;
      if (!places.includes(key)) places.push(key);
    });
  }

  // "carteira D" is a licence, not a wallet to make.
  for (const [re] of LICENCE_PATTERNS) mask(new RegExp(re.source, "g"));
  // What the person tells about themselves rather than what they want: "cabe no porta-malas" is
  // not luggage, and "fiz curso de" is not teaching courses (the subject stays: "banho e tosa").
  // "De mão cheia" says how well, not handcraft.
  // "Meu próprio canto" is a place of one's own, not singing lessons; a wardrobe is furniture and
  // "Casas Bahia" a shop, not clothes or houses.
  mask(
    /\bde mao cheia\b|\bdesde (?:menin[oa]|mocinh[oa]|pequen[oa]|crianca|molequ?e|novinh[oa])\b|\bguarda ?-?roupas?\b|\bcasas bahia\b|\bmagalu\b|\b(?:meu|um|o) (?:proprio )?canto\b|\bporta ?-?malas?\b|\b(?:fiz|faco|fazendo|terminei|tenho|com)(?: um| o)? curso(?: tecnico)? (?:de|em|no|na)\b/g,
  );
  // "Passar pretinho no pneu", "passar cera" is car care, not ironing.
  mask(/\bpass(?:ar|o|ava|ei|ando)\s+(?:o |a )?(?:pretinho|cera|silicone|verniz|massa|pano|polidor|vitrificador)\b/g);
  // "Conheço de olho fechado" says how well, not eyes.
  mask(/\bde olhos? fechados?\b/g);
  // "Sul de Minas", "em Minas" is the state, not the cheese.
  mask(
    /\b(?:sul|norte|oeste|leste|triangulo|interior|zona da mata|centro|cidade|cidadezinha|aqui) de minas\b|\bminas gerais\b|\b(?:em|pra|para) minas\b/g,
  );
  // "Um quartinho de alvenaria", "uma lancha de madeira" say how the room or the boat is built, not
  // masonry or woodwork.
  mask(/(?<=\b(?:quart(?:o|inho)|comodo|casa|barracao|galpao|salinha|sala|edicula) )de alvenaria\b/g);
  mask(/(?<=\b(?:lanchas?|barcos?|canoas?|voadeiras?|botes?|chalanas?|casa|barracao|galpao) )de madeira\b/g);
  // "Panho café", "colho laranja": the crop says where the farm work is, not a coffee shop.
  mask(
    /(?<=\b(?:panho|apanho|panhava|panhei|panhar|apanhar|colho|colhia|colhi|colher|panha de|colheita de)\s)(?:cafe|laranjas?|algodao|uvas?|macas?|tomates?)\b/g,
  );
  // To someone who assembles or repairs, a wardrobe is furniture (in the same room: positions stay).
  if (/\b(?:monto|montar|montagem|montador[a]?|marcenari[ao]|marceneir[oa]|conserto|reparos?)\b/.test(original))
    for (const m of original.matchAll(/\bguarda ?-?roupas?\b/g))
      masked = masked.slice(0, m.index!) + "moveis".padEnd(m[0].length) + masked.slice(m.index! + m[0].length);
  // Braiding straw, reed or palm into baskets is basketry, not hair braids ("tranço paneiro").
  for (const m of original.matchAll(BASKET_BRAIDING))
    masked = masked.slice(0, m.index!) + "cestos".padEnd(m[1]!.length) + masked.slice(m.index! + m[1]!.length);
  const possessions = early;
  const implied = impliedPossessions(original, possessions);

  const assets = legacyAssets([...possessions.owned, ...implied]);
  const lacks = legacyAssets(possessions.lacks);
  if (lacks.includes("carro") && !constraints.includes("nao-dirige") && /\bnao (?:dirijo|sei dirigir)\b/.test(original))
    constraints.push("nao-dirige");

  // "Trabalho de porteiro à noite", "turno da noite": when the person is busy, not when they are free.
  const busy = [...original.matchAll(BUSY_AT_NIGHT)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const time: TimeSlot[] = [];
  for (const [key, re] of Object.entries(TIME_PATTERNS) as Array<[TimeSlot, RegExp]>) {
    mask(re, (m) => {
      if (key === "noite" && busy.some(([from, to]) => m.index! < to && m.index! + m[0].length > from)) return false;
      if (!time.includes(key)) time.push(key);
    });
  }

  const negated: Understanding["negated"] = [];
  for (const [phrase, m] of [...masked.matchAll(NEGATION)].entries()) {
    const words = tokens(m[1]!);
    // "pegar cozinha planejada": the verb before the object is not what is refused.
    if (words.length > 1 && LEADING_VERB.test(words[0]!)) words.shift();
    for (const word of words) {
      const s = stem(word);
      if (!negated.some((n) => n.stem === s)) negated.push({ stem: s, word, phrase });
    }
    masked = blank(masked, m.index!, m.index! + m[0].length);
  }
  if (refusesOnline) negated.push({ stem: stem("online"), word: "online", phrase: -1 });

  return {
    budget,
    budgetLabel,
    age: ages.find((age) => age >= 14 && age <= 99) ?? null,
    assets,
    lacks,
    time,
    places,
    constraints,
    credentials,
    negated,
    possessions: [...possessions.owned, ...implied],
    impliedPossessions: implied,
    lacksPossessions: possessions.lacks,
    paidOff: possessions.paidOff,
    skills: readSkills(original),
    licences: readLicences(original),
    interestText: normalize(masked),
    wants: [...new Set([...masked.matchAll(WANTS)].flatMap((m) => tokens(m[1] ?? "").map(stem)))],
  };
}
