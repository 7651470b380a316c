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

/** Vehicle models people name instead of the vehicle ("minha Strada", "uma CG 160"). */
const CAR_MODELS = String.raw`hb ?20|onix|gol|uno|palio|kwid|mobi|celta|corsa|prisma|cobalt|spin|sandero|logan|voyage|fox|siena|argo|cronos|virtus|corolla|civic|etios|yaris|fiesta|ecosport|creta|tracker|renegade|compass|kicks|versa|sentra|t-?cross|nivus|c3|chevette|fusca|monza|ka`;
const MOTO_MODELS = String.raw`cg(?: ?\d{2,3})?|titan(?: ?\d{2,3})?|fan(?: ?\d{2,3})|biz(?: ?\d{2,3})?|pop(?: ?\d{2,3})|bros(?: ?\d{2,3})?|xre(?: ?\d{2,3})?|factor(?: ?\d{2,3})?|fazer(?: ?\d{2,3})|nxr(?: ?\d{2,3})?|lander|crosser|twister|cb ?\d{3}|ybr(?: ?\d{2,3})?|neo ?\d{3}|pcx|nmax|start ?160`;
const VAN_MODELS = String.raw`sprinter|ducato|master|kombi|jumper|boxer|iveco daily|besta|topic|trafic`;
const PICKUP_MODELS = String.raw`strada|saveiro|montana|toro|hilux|s ?10|ranger|amarok|frontier|l ?200|fiorino|doblo|kangoo|partner|oroch|courier|hr|h ?100|bongo|accelo`;

/** Words (folded) for each kind. Order matters only for overlaps: more specific first. */
export const POSSESSION_WORDS: ReadonlyArray<[AssetKind, string]> = [
  ["impressora-3d", String.raw`impressora(?:s)? 3d|ender ?3|bambu lab`],
  ["maquina-de-bordar", String.raw`maquina de bordar|bordadeira`],
  [
    "maquina-de-costura",
    String.raw`maquinas? de costura(?: industrial| domestica| reta)?|maquina de costurar|maquina reta|reta industrial|overlock|overloque|overlok|galoneira|zigue ?zague|singer|janome`,
  ],
  ["forno-industrial", String.raw`forno industrial|fogao industrial|forno turbo|fogao de (?:6|seis) bocas`],
  ["forno-eletrico", String.raw`forno eletrico|forninho eletrico|forninho`],
  ["batedeira", String.raw`batedeira(?: planetaria)?|planetaria`],
  ["freezer", String.raw`freezer|frizer|freezers|congelador|geladeira grande`],
  [
    "utensilios-de-cozinha",
    String.raw`cozinha(?: grande| industrial| boa| equipada| ampla| completa| montada)?|formas e assadeiras|assadeiras|formas|panelas|utensilios(?: de cozinha)?`,
  ],
  ["betoneira", String.raw`betoneira`],
  ["furadeira", String.raw`furadeira|parafusadeira|martelete`],
  ["ferramentas", String.raw`ferramentas?|caixa de ferramentas?|maleta de ferramentas?`],
  ["escada", String.raw`escada(?: grande| extensiva)?`],
  ["lavadora-de-alta-pressao", String.raw`lavadora(?: de alta pressao)?|lava ?jato|wap|karcher`],
  ["aspirador", String.raw`aspirador(?: de po)?`],
  ["rocadeira", String.raw`rocadeira|cortador de grama|maquina de cortar grama`],
  ["kit-sobrancelha", String.raw`kit de (?:pincas?|sobrancelhas?|henna|design)|pincas?(?: e linhas?)?(?: e henna)?`],
  [
    "kit-maquiagem",
    String.raw`(?:kit|maleta|estojo|caixa) de (?:maquiagem|make)|maquiage(?:m|ns) (?:profissiona(?:l|is)|boas?|completas?)|maquiagens|pinceis(?: de maquiagem)?|make profissional`,
  ],
  ["tesouras", String.raw`tesouras?(?: profissiona(?:l|is)| de corte| de cabelo)?|navalhas?`],
  // A barber's clipper; a "maquininha" alone is a card machine, and a fabric cutter is a seamstress's.
  [
    "maquina-de-corte",
    String.raw`maquinas? de (?:cortar cabelo|corte(?! de tecido)(?: de cabelo)?|acabamento)|maquininhas? de (?:cabelo|corte)|clipper|trimmer`,
  ],
  ["ring-light", String.raw`ring ?light|ringlight|rinlight`],
  ["controladora-dj", String.raw`controladora(?: de dj| dj)?|mesa de dj|toca ?discos|pick ?ups? de dj`],
  [
    "kit-manicure",
    String.raw`kit(?: completo)?(?: de (?:manicure|unhas?|alicates))?|alicates|material de manicure|maleta(?: de manicure)?`,
  ],
  ["estufa-esterilizacao", String.raw`estufa(?: de esterilizacao)?`],
  ["autoclave", String.raw`autoclave`],
  ["secador-e-prancha", String.raw`secador(?: e prancha)?|prancha|chapinha`],
  ["maca", String.raw`maca(?: portatil| de massagem)?`],
  ["caixa-de-som", String.raw`caixa de som|caixas de som|caixa amplificada|jbl|paredao`],
  ["ferro-de-passar", String.raw`ferro(?: de passar| a vapor)`],
  ["impressora", String.raw`impressora(?: multifuncional| de tanque| laser)?`],
  ["drone", String.raw`drone`],
  ["camera", String.raw`camera(?: fotografica| profissional| semi ?profissional| boa)?|canon|nikon|gopro|dslr|mirrorless`],
  ["notebook", String.raw`notebook|notbook|notebuk|note|computador|pc|laptop|macbook|desktop|tablet`],
  ["celular", String.raw`celular|smartphone|iphone|android|cel|telefone`],
  ["bicicleta", String.raw`bicicleta|bike|magrela|bicicleta eletrica`],
  ["caminhonete", String.raw`caminhonete|picape|pickup|utilitario|furgao|furgaozinho|${PICKUP_MODELS}`],
  ["van", String.raw`van|vanzinha|micro ?onibus|${VAN_MODELS}`],
  ["moto", String.raw`moto|motoca|motinha|motocicleta|${MOTO_MODELS}`],
  ["carro", String.raw`carro|carrinho|automovel|veiculo|${CAR_MODELS}`],
  [
    "comodo-em-casa",
    String.raw`(?:quarto|comodo|quartinho|sala) (?:sobrando|vago|livre|extra|vazi[oa]|nos fundos|desocupad[oa])|edicula|garagem(?: vazia| livre| grande)?|espaco (?:sobrando |livre )?(?:em|na minha) casa|puxadinho`,
  ],
  [
    "ponto-comercial",
    String.raw`ponto proprio|ponto comercial|sala comercial|salinha comercial|loja propria|salao (?:proprio|comercial)|espaco comercial|imovel comercial|ponto na rua|ponto no centro|ponto`,
  ],
  ["terreno", String.raw`terreno|sitio|sitiozinho|chacara|lote|fazenda|roca|quintal grande|hectares?|alqueires?`],
];

const KIND_PATTERNS = POSSESSION_WORDS.map(([kind, words]) => ({ kind, re: new RegExp(String.raw`\b(?:${words})\b`, "g") }));

const OWN_VERB =
  /\b(?:tenho|tnh|tnho|tenhu|tem|temos|possuo|possui|herdei|ganhei|comprei|quitei|meu|minha|meus|minhas|uso (?:o|a|meu|minha)|disponho de|moro (?:no|na|num|numa)|la em casa tem|em casa tem)\b/;
/** A possession verb followed by a wish, a fear or know-how: what comes next is not owned. */
const NOT_OWNING_AFTER_VERB =
  /\b(?:tenho|tnh|tem|temos)\s+(?:muit[oa]s? |grande |um |uma |uns |umas )?(?:interesse|vontade|sonho|curiosidade|duvidas?|medo|experiencia|pratica|curso|jeito)\b/;
/** True when the word follows such a phrase directly, not a new object ("…curso de costura e uma máquina"). */
function notOwning(before: string) {
  const wish = NOT_OWNING_AFTER_VERB.exec(before);
  if (!wish) return false;
  return !/\be (?:um|uma|uns|umas|o|a|os|as|meu|minha|meus|minhas)\b/.test(before.slice(wish.index + wish[0].length));
}
const LACK_BEFORE = /\b(?:nao tenho|nao temos|nem tenho|sem|nao possuo|vendi|perdi|nao tem)\b(?:\s+[a-z0-9]+){0,3}\s*$/;
/** Clause breaks: punctuation and the words that start another thought. */
const CLAUSE = /[,.;!?\n]|\b(?:mas|porem|so que|quero|queria|gostaria|penso em|pensando|preciso|gosto|adoro|amo)\b/g;

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

function clauses(folded: string): Array<{ start: number; text: string }> {
  const out: Array<{ start: number; text: string }> = [];
  let last = 0;
  for (const m of folded.matchAll(CLAUSE)) {
    out.push({ start: last, text: folded.slice(last, m.index!) });
    last = m.index! + (/^[,.;!?\n]$/.test(m[0]) ? 1 : 0);
  }
  out.push({ start: last, text: folded.slice(last) });
  return out;
}

/** Words that look like an asset but, in these phrases, are not one ("ponto de ônibus", "note que"). */
const NOT_AN_ASSET =
  /\b(?:ponto de (?:onibus|venda|vista|encontro)|note que|kit de (?:festa|higiene)|cozinha (?:italiana|japonesa|mineira|baiana|nordestina|brasileira|francesa|vegana|arabe))\b/;

export function readPossessions(folded: string): Possessions {
  const ownedAt: Array<{ kind: AssetKind; at: number }> = [];
  const lacks: AssetKind[] = [];
  const spans: Array<[number, number]> = [];
  for (const clause of clauses(folded)) {
    const taken: Array<[number, number]> = [];
    for (const { kind, re } of KIND_PATTERNS) {
      for (const m of clause.text.matchAll(re)) {
        const start = m.index!;
        // A vehicle's model year goes with it ("sprinter 2015"): it is not money.
        const year = VEHICLES.has(kind) ? /^ (?:19|20)\d{2}\b/.exec(clause.text.slice(start + m[0].length)) : null;
        const end = start + m[0].length + (year ? year[0].length : 0);
        if (taken.some(([s, e]) => start < e && end > s)) continue;
        const around = clause.text.slice(Math.max(0, start - 12), end + 16);
        if (NOT_AN_ASSET.test(around)) continue;
        const before = clause.text.slice(0, start);
        if (LACK_BEFORE.test(before)) {
          taken.push([start, end]);
          if (!lacks.includes(kind)) lacks.push(kind);
          spans.push([clause.start + start, clause.start + end]);
          continue;
        }
        // Owned only when a possession verb comes before it in the same clause ("tenho", "minha"),
        // or right after it ("carro próprio", "a moto é minha").
        const after = clause.text.slice(end, end + 20);
        if (!OWN_VERB.test(before) && !/^\s*(?:propri[oa]|quitad[oa]|e minha|e meu|no meu nome)\b/.test(after)) continue;
        // "tenho interesse em maquiagem profissional", "tenho experiência com drone": not owned.
        if (notOwning(before)) continue;
        // "ponto" alone is only a shop when said as owned ("tenho um ponto").
        taken.push([start, end]);
        if (!ownedAt.some((o) => o.kind === kind) && !lacks.includes(kind)) ownedAt.push({ kind, at: clause.start + start });
        spans.push([clause.start + start, clause.start + end]);
      }
    }
  }
  const owned = ownedAt.sort((a, b) => a.at - b.at).map((o) => o.kind);
  return {
    owned,
    lacks,
    spans,
    paidOff: /\b(?:quitad[oa]s?|ja (?:paguei|quitei)|esta pago|ta pago|sem prestac(?:ao|oes)|sem parcelas?)\b/.test(folded),
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
  [/\b(?:cnh|carteira|habilitacao)(?: de motorista)?(?: categoria| tipo| na categoria)? ?e\b|\bcarreteiro\b/, ["cnh-e", "cnh-d", "cnh-b"]],
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
    if (!re.test(folded)) continue;
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
