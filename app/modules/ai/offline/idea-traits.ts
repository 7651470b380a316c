/**
 * What each catalogue idea asks of a person, read from the catalogue's own data (keywords,
 * description, category, requirements), so the traits follow the catalogue when its figures or
 * texts change. Only the asset list is kept by hand: whether an idea uses a car *as the person has
 * it* (a tow truck and a driving school mention cars but need other vehicles).
 */
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { normalize, stem, tokens } from "~/modules/language/pt-text";
import { itemAssetKind } from "~/modules/economics/assets";
import { LEGACY_ASSET, type Asset, type Credential } from "~/modules/language/query-understanding";

/** Ideas that put to work an asset a person already owns, as an ordinary person owns it. */
export const IDEAS_USING_ASSET: Record<Asset, readonly string[]> = {
  carro: ["motorista-de-aplicativo", "taxi-dog", "representante-comercial", "lavagem-de-carros-a-domicilio", "cestas-de-cafe-da-manha"],
  moto: ["motoboy-entregas", "mototaxi"],
  van: ["fretamento-de-van", "transporte-escolar", "fretes-e-carretos", "excursoes-e-passeios-em-grupo"],
  notebook: [
    "desenvolvimento-de-sites",
    "desenvolvimento-de-aplicativos",
    "design-grafico",
    "edicao-de-videos",
    "assistente-virtual",
    "transcricao-e-digitacao",
    "gestao-de-redes-sociais",
    "gestao-de-trafego-pago",
    "gestao-de-lojas-em-marketplaces",
    "traducao-e-versao",
    "aulas-de-idiomas-online",
    "cursos-online-de-negocios",
    "agente-de-viagens",
  ],
  "maquina-de-costura": [
    "ajustes-e-consertos-de-roupas",
    "costura-sob-medida",
    "roupas-e-acessorios-para-pets",
    "bolsas-e-mochilas",
    "upcycling-de-roupas",
    "aulas-de-costura",
    "moda-praia",
    "lingerie",
  ],
  cozinha: [
    "marmitas-caseiras",
    "marmitas-fitness-congeladas",
    "bolos-de-pote",
    "bolos-de-aniversario-sob-encomenda",
    "docinhos-para-festas",
    "salgados-para-festas",
    "paes-de-fermentacao-natural",
    "cookies-e-biscoitos-artesanais",
    "chocolates-e-ovos-de-pascoa",
    "doces-regionais-artesanais",
    "geleias-e-compotas",
    "molhos-de-pimenta-e-temperos",
    "massas-frescas",
    "papinhas-congeladas-para-bebes",
    "coffee-break-para-empresas",
    "cestas-de-cafe-da-manha",
    "aulas-de-culinaria",
    "petiscos-naturais-para-caes",
    "sushi-delivery",
  ],
  terreno: [
    "horta-organica",
    "viveiro-de-mudas",
    "apicultura",
    "galinhas-caipiras-e-ovos",
    "cultivo-de-cogumelos",
    "hidroponia",
    "cultivo-de-morangos",
    "piscicultura",
    "turismo-rural",
    "camping",
    "queijos-artesanais",
  ],
  "ponto-comercial": [],
};

export const ASSET_NAMES: Record<Asset, string> = {
  carro: "carro",
  moto: "moto",
  van: "van",
  notebook: "computador",
  "maquina-de-costura": "máquina de costura",
  cozinha: "cozinha",
  terreno: "terreno",
  "ponto-comercial": "ponto comercial",
};

// Requirement lines that name a credential the owner must hold (hiring a "responsável técnico"
// does not count: that can be an employee).
const CREDENTIAL_REQUIREMENTS: Array<[RegExp, Credential[]]> = [
  [/\bCREFITO\b/, ["fisioterapeuta"]],
  [/\bCRP\b/, ["psicologo"]],
  [/\bCRN\b/, ["nutricionista"]],
  [/^Graduação em medicina veterinária/, ["veterinario"]],
  [/\bCREF\b/, ["educador-fisico"]],
  [/^Enfermeiro responsável técnico/, ["enfermeiro"]],
  [/prótese dentária registrado/, ["protetico"]],
  [/^Curso técnico em podologia/, ["podologo"]],
  [/guia de turismo \(Lei/, ["guia-turismo"]],
  [/\(agrônomo\)|técnico agrícola/, ["agronomo"]],
  [/^Curso técnico ou superior em estética/, ["esteticista"]],
  [/^Formação exigida pela Lei 12\.319/, ["interprete-libras"]],
];

export function requiredCredentials(idea: CatalogueIdea): Credential[] {
  const needed = new Set<Credential>();
  for (const line of idea.requirements) {
    if (/^Registro da academia|^Responsável técnico/.test(line)) continue;
    for (const [pattern, credentials] of CREDENTIAL_REQUIREMENTS) {
      if (pattern.test(line)) credentials.forEach((c) => needed.add(c));
    }
  }
  return [...needed];
}

export type IdeaTraits = {
  /** Stems of the title and keywords: what the idea *is*, used for negations. */
  coreStems: Set<string>;
  usesAsset: Set<Asset>;
  /** Assets the idea's own model buys: lacking one rules the idea out (a school van, not a chartered excursion). */
  buysAsset: Set<Asset>;
  credentials: Credential[];
  homeFriendly: boolean;
  online: boolean;
  /** Works mostly at night (a night trade: bars, night snacks, DJs). */
  nightTrade: boolean;
  /** Can be done at night (a night trade, or work done at home or online). */
  nightFriendly: boolean;
  daytimeOnly: boolean;
  weekendFriendly: boolean;
  weekdayOnly: boolean;
  physical: boolean;
  driving: boolean;
  longTrips: boolean;
  rural: boolean;
  needsShop: boolean;
};

const has = (text: string, pattern: RegExp) => pattern.test(text);

export function ideaTraits(idea: CatalogueIdea): IdeaTraits {
  const keywords = normalize(idea.keywords.join(" , "));
  const all = normalize(`${idea.title} ${idea.keywords.join(" ")} ${idea.description}`);
  const usesAsset = new Set<Asset>();
  for (const [asset, ids] of Object.entries(IDEAS_USING_ASSET) as Array<[Asset, readonly string[]]>) {
    if (ids.includes(idea.id)) usesAsset.add(asset);
  }
  const buysAsset = new Set<Asset>();
  for (const item of idea.economics.fixedInvestment) {
    const kind = itemAssetKind(item.item);
    const asset = kind ? LEGACY_ASSET[kind] : undefined;
    if (asset) buysAsset.add(asset);
  }
  // A shop, studio or fixed premises: named in the title or keywords, or licensed as premises.
  const needsShop =
    has(keywords, /\b(ponto comercial|galpao)\b/) ||
    /^(loja|salao|studio|estudio|clinica|escola|consultorio|oficina|academia|padaria|restaurante|cafeteria|pet shop|farmacia|otica|barbearia|mercadinho|acougue|papelaria|floricultura|tabacaria|hortifruti|peixaria|sorveteria|boteco|lavanderia self|lan house|autoescola|creche|pousada|hostel|vidracaria|serralheria|borracharia|auto pecas|armarinho|adega|emporio|deposito|casa agropecuaria)\b/.test(
      normalize(idea.title),
    ) ||
    idea.requirements.some((line) => /Corpo de Bombeiros|Alvará de funcionamento/.test(line));
  if (needsShop) usesAsset.add("ponto-comercial");
  const online = has(all, /\b(online|internet|digital|remoto|home office|marketplace|loja virtual|ecommerce|pela internet)\b/);
  const homeFriendly =
    !needsShop &&
    (online ||
      has(all, /\b(em casa|de casa|cozinha de casa|encomenda|encomendas|por encomenda|atelie em casa)\b/) ||
      usesAsset.has("cozinha") ||
      usesAsset.has("notebook"));
  const night = has(all, /\b(noite|noturn[oa])\b/);
  const construction = idea.category === "Construção e Reparos";
  const daytimeOnly =
    !night &&
    (construction ||
      has(
        keywords,
        /\b(almoco|cafe da manha|escola|escolar|cantina|creche|bercario|feira livre|colheita|plantio|trator|jardim|piscina|condominio|obra|obras|ceasa)\b/,
      ));
  const weekdayOnly =
    has(keywords, /\b(empresas|escola|escolar|cantina|creche|obras|trabalhadores|escritorio|escritorios)\b/) &&
    // A service at the client's home also works on Saturdays (washing the car at home, not at the office).
    !has(keywords, /\b(festa|festas|eventos|fim de semana|domicilio)\b/);
  const driving =
    has(
      keywords,
      /\b(motorista|dirigir|caminhao|van|moto|motoboy|mototaxi|frete|carreto|guincho|taxi|fretamento|transporte escolar|pilotar|food truck|utilitario|picape|onibus)\b/,
    ) ||
    usesAsset.has("carro") ||
    usesAsset.has("moto") ||
    usesAsset.has("van");
  return {
    coreStems: new Set(tokens(`${idea.title} ${idea.keywords.join(" ")}`).map(stem)),
    usesAsset,
    buysAsset,
    credentials: requiredCredentials(idea),
    homeFriendly,
    online,
    nightTrade: night,
    nightFriendly:
      night ||
      online ||
      usesAsset.has("cozinha") ||
      idea.category === "Eventos" ||
      ["motorista-de-aplicativo", "motoboy-entregas", "mototaxi", "taxi"].includes(idea.id),
    daytimeOnly,
    weekendFriendly:
      has(all, /\b(fim de semana|fins de semana|feira|feiras|festa|festas|eventos|sabado|domingo)\b/) ||
      homeFriendly ||
      idea.category === "Eventos",
    weekdayOnly,
    // Building trades are physical work; repairing appliances or locks on a bench is not, nor is
    // organising closets (whose "mudança" is organising a move, not carrying it).
    physical:
      (construction && !has(keywords, /\b(eletrodomesticos|eletronica|fechaduras)\b/)) ||
      (!has(keywords, /\b(organizacao|closet)\b/) &&
        has(
          keywords,
          /\b(limpeza|faxina|diarista|jardim|grama|poda|piscina|colheita|plantio|mudanca|frete|carreto|bicicleta|passear|caminhada|obra|obras|rapel|altura|trilhas|ajudantes|moto|mototaxi|motoboy|carga|pedreiro|roçagem|rocagem|trator|pneus)\b/,
        )) ||
      (idea.category === "Agro" && !["consultoria-agronomica", "cultivo-de-cogumelos"].includes(idea.id)),
    driving,
    longTrips: has(keywords, /\b(estrada|carga|rodovia|logistica)\b/),
    rural: idea.category === "Agro" || has(keywords, /\b(zona rural|sitio|fazenda|roca)\b/),
    needsShop,
  };
}
