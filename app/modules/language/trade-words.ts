/**
 * Words whose kind depends on the trade the person speaks of (decision 031): a manicure's "alicate"
 * is a cuticle nipper, a painter's "rolo" a roller, a bike mechanic's "ferramentas" are a bike's.
 * Used by the possession reader (possessions.ts) before the general words of possession-words.ts.
 */
import type { AssetKind } from "~/modules/economics/assets";

/**
 * "Meu kit", "a maleta completa": whose kit depends on the trade the person speaks of (a manicure's
 * pliers, a make-up artist's brushes, an electrician's tools). With no trade in sight it is not read.
 */
const BARE_KIT = /\b(?:kit|maleta|estojo)(?: completa?)?\b/g;
const MANICURE = /\b(?:manicure|pedicure|unhas?|esmalt|pes? e maos?|maos? e pes?)/;
const LASHES = /\b(?:cilios|lash|fio a fio|volume russo|volume brasileiro)/;
const KIT_BY_TRADE: ReadonlyArray<[RegExp, AssetKind]> = [
  [MANICURE, "kit-manicure"],
  [LASHES, "kit-cilios"],
  [/\b(?:maquiage|maquiador|make\b)/, "kit-maquiagem"],
  [/\b(?:sobrancelhas?|henna)\b/, "kit-sobrancelha"],
  [/\b(?:eletric|ferrament|mecanic|conserto|encanad|marcenei|pedreir|montador|tecnico)/, "ferramentas"],
];
/** Braiding: box braids, nagô, twists. */
const BRAIDS = /\b(?:trancas?|trancista|box ?braids?|braids|nago|twists?|dreads?)\b/;
/** Dogs: training, walking, grooming. */
const DOGS = /\b(?:cachorr\w*|caes|cao|dogs?|pets?|adestr\w*|canil|pitbull|pastor|rottweiler)\b/;
/** Crafts made from string, ribbons, scraps, wax or soap base. */
const CRAFTS =
  /\b(?:croche|trico|amigurumi|lacos?|lacinhos?|tiaras?|bord(?:o|ar|ado)|macrame|cestos?|cestaria|tapetes?|velas?|sabonetes?|bijuterias?|pulseiras?|artesanato|patchwork|fuxico)\b/;
const BEAUTY_KITS = new Set<AssetKind>(["kit-manicure", "kit-maquiagem", "kit-sobrancelha", "kit-cilios"]);

/** A word read as a trade's own thing when the person speaks of that trade. */
const TRADE_WORDS: ReadonlyArray<{ trade: RegExp; kind: AssetKind; words: RegExp }> = [
  // A painter's "rolo" (alone, also a rolling pin).
  {
    trade: /\b(?:trinchas?|pinceis|pintor|pintura|pintar|textura|grafiato|massa corrida)\b/,
    kind: "ferramentas-pintura",
    words: /\brolos?\b/g,
  },
  // A manicure's "alicate" is a cuticle nipper, not an electrician's pliers, and her "lixadeira" an e-file.
  { trade: MANICURE, kind: "kit-manicure", words: /\balicates?\b(?! amperimetro)/g },
  { trade: MANICURE, kind: "cabine-e-lixadeira", words: /\blixadeira(?: eletrica)?\b/g },
  // A joiner's "lixadeira" is a sander.
  { trade: /\b(?:marcenari|marceneir|moveis|madeira|pallet)/, kind: "ferramentas-marcenaria", words: /\blixadeiras?\b/g },
  // A barber's "máquina" is his clipper; a beekeeper's "macacão" is his suit.
  {
    trade: /\b(?:barbeir|barbearia|cabeleireir|corte de cabelo|cort(?:o|ava|ar) (?:o |os )?cabelos?|degrade)/,
    kind: "maquina-de-corte",
    words: /\b(?:maquinas?(?: de cortar| profissional)?|maquininhas?|wahl|shaver)\b/g,
  },
  { trade: /\b(?:abelhas?|colmeias?|apicult|mel)\b/, kind: "epi-apicultura", words: /\bmacacao\b/g },
  // A musician's "instrumentos" are musical.
  { trade: /\b(?:toco|tocar|musico|musica|banda|cantor|cantora|canto)\b/, kind: "instrumentos-musicais", words: /\binstrumentos?\b/g },
  // A trainer's "elástico" is a resistance band; a bartender's "dosador" a jigger; a nail technician's
  // "gel", "fibra" and "moldes" her extension kit.
  {
    trade: /\b(?:cref|personal|treino|treinar|academia|alunos?|educacao fisica|ed fisica|funcional)\b/,
    kind: "acessorios-de-treino",
    words: /\belasticos?\b/g,
  },
  { trade: /\b(?:bartender|barman|drinks?|coquetel)/, kind: "kit-de-bar", words: /\bdosadore?s?\b/g },
  {
    trade: /\b(?:alongamento|unhas? (?:de|em) (?:gel|fibra)|fibra de vidro)\b/,
    kind: "kit-alongamento",
    words: /\b(?:gel|geis|fibras?(?: de vidro)?|moldes?|tips)\b/g,
  },
  // A street cook's "chapa" is her griddle (an X-ray is a "chapa" too).
  { trade: /\b(?:tapiocas?|cuscuz|lanches?|hamburguer(?:es)?|crepes?|feira)\b/, kind: "chapa-de-tapioca", words: /\bchapas?\b/g },
  // A barbecue cook's knife is one of his utensils.
  {
    trade: /\b(?:churrasco|churrasqueir[ao]|assador|grelha|espetos?)\b/,
    kind: "utensilios-de-cozinha",
    words: /\bfacas?(?: boa)?\b/g,
  },
  // A bike mechanic's "ferramentas" and "cavalete" are a bike's.
  {
    trade:
      /\b(?:cambio|centralizo|centralizar|catraca|freios? hidraulicos?|chave de raio|(?:arrumo|conserto|mexo com|regulo) (?:as |a )?(?:bikes?|bicicletas?))\b/,
    kind: "ferramentas-de-bike",
    words: /\b(?:ferramentas?(?: basicas?)?|cavaletes?(?: improvisado)?)\b/g,
  },
  // A watchmaker's keys, loupe and case opener.
  {
    trade: /\b(?:relojoeir[oa]|relogios?)\b/,
    kind: "ferramentas-de-relojoeiro",
    words: /\b(?:kit de chaves?|lupa|abridor de tampas?|ferramentas?)\b/g,
  },
  // A magician's deck, rings and dove are his props.
  {
    trade: /\b(?:magic[oa]s?|magicas?|ilusionis\w*)\b/,
    kind: "kit-de-magica",
    words: /\b(?:baralhos?(?: marcados?)?|argolas?|pombas? de pano|truques)\b/g,
  },
  // A leatherworker's punches and scalpels; a dent repairer's rods and reflector light.
  {
    trade: /\b(?:couro|cabedal|selaria|sapato)\b/,
    kind: "ferramentas-de-couro",
    words: /\b(?:vazadore?s?|bisturis?|riscadore?s?|ferramentas? de couro)\b/g,
  },
  {
    trade: /\b(?:amassados?|martelinho|funilaria|sem pintar)\b/,
    kind: "kit-martelinho",
    words: /\b(?:kit de alavancas?|alavancas?|luz de (?:led|reflexo|referencia)|refletor)\b/g,
  },
  // A seamstress's "elétrica portátil" is a sewing machine.
  { trade: /\bcostur/, kind: "maquina-de-costura", words: /\b(?:eletrica portatil|maquina portatil|maquininha de costura)\b/g },
  // A crocheter's "agulhas" are her hooks.
  { trade: /\b(?:croche|trico|amigurumi)\b/, kind: "agulhas-de-croche", words: /\bagulhas?\b/g },
  // A braider's "pentes" and "grampos" are her tools.
  { trade: BRAIDS, kind: "pentes-e-grampos", words: /\b(?:pentes?|grampos?)\b/g },
  // A lash designer's tweezers are for lashes.
  { trade: LASHES, kind: "kit-cilios", words: /\bpincas?\b/g },
  // A welder's "lixadeira" is an angle grinder.
  {
    trade: /\b(?:solda\w*|serralheir\w*|portao|portoes|grades?|metalurgic\w*)\b/,
    kind: "policorte-e-esmerilhadeira",
    words: /\blixadeiras?\b/g,
  },
  // Behind a tractor, a "grade" is a disc harrow.
  { trade: /\b(?:trator\w*|massey|valtra|gradear|arar)\b/, kind: "grade-aradora", words: /\bgrades?(?: aradoras?| niveladoras?)?\b/g },
  // A seamstress's scissors and rulers are for cloth.
  { trade: /\b(?:costur|alfaiat|modelist)/, kind: "tesouras-de-costura", words: /\b(?:tesouras?|reguas?)\b/g },
  // An embroiderer's "aros" are hoops and her "linhas" are threads.
  { trade: /\bbord(?:o|ar|ado|ados|adeira)\b/, kind: "bastidores-e-linhas", words: /\b(?:aros?|linhas?)\b/g },
  // A braider's leftover jumbo is her first batch.
  { trade: BRAIDS, kind: "materiais-do-primeiro-lote", words: /\b(?:(?:uns |umas |pacotes? de |sacos? de )?jumbos?)\b/g },
  // A craftswoman's leftover string, ribbons and scraps are her first batch.
  {
    trade: CRAFTS,
    kind: "materiais-do-primeiro-lote",
    words:
      /\b(?:(?:rolos?|novelos?|sacolas?|caixas?|pacotes?|monte|estoque|quilos?) (?:cheias? |cheios? |grandes? )?de )?(?:barbantes?|novelos?|retalhos|fitas? de cetim|rolos? de fitas?|micangas|parafina|cera de soja|base glicerinada)\b/g,
  },
  // A candle or soap maker's "formas" are moulds, and her glass jars are the candles' pots.
  {
    trade: /\b(?:velas?|sabonetes?|gesso|cimento|resina)\b/,
    kind: "formas-de-artesanato",
    words: /\b(?:formas?|formi?nhas?|moldes?|potes? de vidro|recipientes?)(?: de (?:vidro|plastico|acrilico|silicone))?\b/g,
  },
  // A painter of canvases: easel, brushes and paints.
  {
    trade: /\b(?:quadros?|telas? (?:a oleo|acrilica)|pintura em tela|artista plastic[oa]|aquarela)\b/,
    kind: "material-de-pintura",
    words: /\b(?:cavaletes?|pinceis|tintas?(?: a oleo| acrilicas?)?)\b/g,
  },
  // A dog person's cones and leads; "pistola" beside bows and ribbons is a glue gun.
  { trade: DOGS, kind: "equipamento-de-adestramento", words: /\b(?:cones?|clickers?|apitos?)\b/g },
  { trade: DOGS, kind: "guias-e-coleiras", words: /\b(?:guias?(?! longas?| de turismo)|coleiras?(?! de (?:treino|adestramento)))\b/g },
  { trade: /\b(?:lacos?|lacinhos?|tiaras?|fitas?|biscuit|eva)\b/, kind: "pistola-de-cola", words: /\bpistol(?:a|inha)s?\b/g },
  // A fish breeder's water tanks, filters and aerators.
  {
    trade: /\b(?:peixes?|betta|guppy|guppys|aquario|aquarios|alevinos?|carpas?)\b/,
    kind: "aquarios",
    words: /\b(?:caixas? d\W?agua|tanques?|filtros?|aeradore?s?|bombas? de ar)\b/g,
  },
  // A boatman's jackets; a pool cleaner's vacuum, net, brushes and test kit; a football coach's cones.
  {
    trade: /\b(?:barcos?|lanchas?|voadeiras?|canoas?|passeios? (?:de|no) (?:rio|barco))\b/,
    kind: "coletes-salva-vidas",
    words: /\bcoletes?\b/g,
  },
  {
    trade: /\bpiscinas?\b/,
    kind: "kit-piscina",
    words: /\b(?:aspirador(?:es)?|peneiras?|escovas?|kit de (?:testes?|analise|cloro)|estojo de testes?|fitas? de (?:ph|teste))\b/g,
  },
  {
    trade: /\b(?:futebol|futsal|escolinha|volei|treino de bola)\b/,
    kind: "material-esportivo",
    words: /\b(?:bolas?|cones?|coletes?|redes?)\b/g,
  },
];

/** Words whose kind depends on the trade the person speaks of, when they have one. */
export function contextualPatterns(folded: string): Array<{ kind: AssetKind; re: RegExp }> {
  const out: Array<{ kind: AssetKind; re: RegExp }> = [];
  const kit = KIT_BY_TRADE.find(([trade]) => trade.test(folded))?.[1];
  if (kit) out.push({ kind: kit, re: BARE_KIT });
  // A beautician's "material" is her kit; a builder's is stock, not tools.
  if (kit && BEAUTY_KITS.has(kit)) out.push({ kind: kit, re: /\bmateria(?:l|is)(?: de trabalho)?(?: todo| completo)?\b/g });
  for (const { trade, kind, words } of TRADE_WORDS) if (trade.test(folded)) out.push({ kind, re: words });
  return out;
}
