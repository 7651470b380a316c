import { stem, tokens } from "./pt-text";

/**
 * Words people use → words the catalogue uses, including slang and regional words. Shared by the
 * offline matcher and the searches. A query word expands to the rest of its group (with less
 * weight); groups stay narrow so that an expansion is something the person would accept.
 */
export const SYNONYM_GROUPS: readonly string[][] = [
  ["cozinhar", "cozinha", "culinaria", "comida", "gastronomia", "receitas", "rango", "cozinheira", "cozinheiro"],
  // A restaurant cook's (or a restaurant dreamer's) first business at home is lunch by the box.
  ["marmita", "marmitas", "quentinha", "quentinhas", "marmitex", "almoco", "restaurante"],
  ["doce", "doces", "confeitaria", "confeiteira", "docinho", "docinhos", "brigadeiro", "sobremesa"],
  ["bolo", "bolos", "boleira"],
  ["salgado", "salgados", "salgadinho", "salgadinhos", "coxinha", "coxinhas", "kibe", "esfiha"],
  ["pao", "paes", "padaria", "padeiro", "padeira", "panificacao", "cacetinho", "pao frances"],
  ["biscoito", "biscoitos", "bolacha", "bolachas", "cookies"],
  ["geladinho", "sacole", "chup chup", "dindin", "flau", "picole", "sorvete"],
  ["mandioca", "aipim", "macaxeira", "farinha"],
  ["lanche", "lanches", "sanduiche", "hamburguer", "xis", "lanchonete"],
  ["churrasco", "churras", "espetinho", "espetinhos", "carne"],
  ["cerveja", "breja", "bar", "boteco", "buteco"],
  ["motorista de aplicativo", "uber", "99", "aplicativo de transporte", "rodar"],
  ["carro", "carros", "automovel", "possante"],
  ["dirigir", "motorista", "volante"],
  ["moto", "motos", "motoca", "motocicleta", "motoqueiro", "motoboy", "motoboys"],
  ["entrega", "entregas", "entregador", "entregadora", "delivery", "ifood"],
  ["bicicleta", "bike", "bikes", "magrela", "ciclismo", "pedalo", "pedalar"],
  ["van", "kombi", "vans"],
  ["caminhao", "caminhoneiro", "carreta", "frete", "fretes", "carreto"],
  ["cachorro", "cachorros", "cachorrinho", "dog", "doguinho", "cao", "caes", "pet", "pets", "bicho", "bichos"],
  ["gato", "gatos", "gatinho", "felino", "pet", "pets"],
  ["veterinaria", "veterinario", "saude animal"],
  ["computador", "computadores", "pc", "notebook", "informatica", "hardware"],
  [
    "programar",
    "programacao",
    "programador",
    "programadora",
    "codigo",
    "dev",
    "software",
    "sistemas",
    "ti",
    "react",
    "node",
    "javascript",
    "typescript",
    "python",
    "java",
    "php",
    "flutter",
    "html",
    "front end",
    "back end",
    "full stack",
    "ciencia da computacao",
  ],
  ["excel", "planilha", "planilhas", "procv", "tabela dinamica", "dashboard", "dashboards", "macros", "power bi"],
  ["site", "sites", "pagina", "wordpress"],
  ["celular", "celulares", "cel", "smartphone", "iphone"],
  ["internet", "online", "digital"],
  ["instagram", "insta", "tiktok", "redes sociais", "facebook", "face", "reels", "posts", "zap", "whatsapp"],
  ["video", "videos", "filmar", "filmagem", "youtube", "edicao"],
  ["crianca", "criancas", "infantil", "kids", "guri", "guria", "guris", "pia", "molecada", "meninada", "criancada"],
  ["bebe", "bebes", "nenem", "recem nascido"],
  // Caring for someone bedridden (bed bath, nappies, a feeding tube) is an elderly carer's work.
  [
    "idoso",
    "idosos",
    "idosa",
    "velhinhos",
    "velhinhas",
    "terceira idade",
    "avo",
    "avos",
    "acamado",
    "acamada",
    "acamados",
    "fralda",
    "fraldas",
    "sonda",
  ],
  ["cuidar", "cuidado", "cuidadora", "cuidador"],
  ["cabelo", "cabelos", "cabeleireiro", "cabeleireira", "salao de beleza", "progressiva", "mechas", "coloracao"],
  ["barba", "barbeiro", "barbearia", "corte masculino"],
  ["trancas", "tranca", "trancista", "box braids", "nago"],
  ["unha", "unhas", "manicure", "pedicure", "esmalte", "esmaltacao", "nail"],
  ["maquiagem", "make", "maquiadora", "maquiar"],
  ["sobrancelha", "sobrancelhas", "henna", "design de sobrancelha"],
  ["estetica", "esteticista", "pele", "skincare"],
  ["tatuagem", "tattoo", "tatuador", "tatuadora", "tatuar"],
  ["costura", "costurar", "costureira", "costureiro", "maquina de costura", "overloque", "bainha"],
  ["roupa", "roupas", "moda", "brecho", "look", "looks"],
  ["croche", "trico", "amigurumi", "barbante", "fio", "agulha"],
  ["bordado", "bordar", "bordadeira", "ponto cruz"],
  ["artesanato", "artesanal", "artesa", "feito a mao", "manual"],
  ["limpeza", "limpar", "faxina", "faxineira", "diarista", "faxinar"],
  ["lavar", "lavagem", "lava jato", "lavajato", "lava rapido"],
  ["polir", "polimento", "cristalizacao", "vitrificacao", "estetica automotiva", "encerar"],
  ["organizar", "organizacao", "organizada", "organizado", "organizer", "arrumar", "arrumacao"],
  ["obra", "obras", "reforma", "reformas", "pedreiro", "construcao", "alvenaria", "servente"],
  ["pintar", "pintura", "pintor", "pintora", "tinta"],
  ["eletricista", "eletrica", "fiacao", "tomada", "tomadas"],
  ["encanador", "bombeiro hidraulico", "hidraulica", "vazamento"],
  ["marido de aluguel", "faz tudo", "reparos", "consertos", "montagem de moveis", "montador"],
  ["conserto", "consertar", "manutencao", "reparo"],
  // Small appliances a repairer names one by one.
  ["eletrodomesticos", "eletrodomestico", "microondas", "liquidificador", "liquidificadores", "ventilador", "ventiladores"],
  ["mecanica", "mecanico", "oficina", "motor"],
  ["ensinar", "professor", "professora", "aula", "aulas", "explicar", "reforco", "dar aula"],
  ["ingles", "idioma", "idiomas", "espanhol", "lingua", "linguas"],
  ["musica", "musico", "violao", "cantar", "cantora", "cantor", "banda", "teclado", "instrumento"],
  ["foto", "fotos", "fotografia", "fotografo", "fotografa", "fotografar", "camera"],
  ["festa", "festas", "evento", "eventos", "aniversario", "aniversarios"],
  ["casamento", "casamentos", "noiva", "noivas", "noivos"],
  ["decoracao", "decorar", "decoradora", "enfeite", "baloes"],
  ["academia", "exercicio", "treino", "treinar", "musculacao", "malhar", "fitness"],
  ["massagem", "massagista", "massoterapia", "relaxamento", "quick massage"],
  ["planta", "plantas", "jardim", "jardinagem", "jardineiro", "grama", "paisagismo", "flores"],
  ["horta", "hortas", "hortalicas", "verduras", "legumes", "plantar", "plantio"],
  ["roca", "fazenda", "sitio", "chacara", "agro", "rural", "campo", "lavoura"],
  // Farm work by the day: picking ("panhar café", regional), weeding, harvesting.
  ["cogumelo", "cogumelos", "fungo", "fungos", "shimeji", "shiitake", "champignon"],
  [
    "colheita",
    "colher",
    "colho",
    "panho",
    "panhar",
    "panha",
    "apanho",
    "derricar",
    "derrica",
    "capino",
    "capinar",
    "capina",
    "safra",
    "empreitada",
  ],
  ["galinha", "galinhas", "frango", "frangos", "ovos", "granja", "caipira"],
  ["abelha", "abelhas", "mel", "apicultura", "apicultor", "colmeia", "colmeias", "enxame", "enxames"],
  ["vaca", "vacas", "leite", "queijo", "gado"],
  ["peixe", "peixes", "tilapia", "pescado", "pesca", "pescar"],
  ["vender", "vendas", "vendedor", "vendedora", "revender", "revenda", "sacoleira"],
  ["desenho", "desenhar", "ilustracao", "ilustrar", "arte", "design", "designer"],
  ["madeira", "marcenaria", "marceneiro", "carpinteiro", "carpintaria"],
  ["viagem", "viagens", "turismo", "turista", "turistas", "passeio", "passeios"],
  ["documentos", "despachante", "detran", "burocracia", "papelada"],
  ["enfermagem", "enfermeira", "enfermeiro", "saude"],
  ["fisioterapia", "fisioterapeuta", "reabilitacao"],
];

/**
 * Words that, inside a phrase of a group, say nothing on their own: "lava rápido" links washing,
 * not everything "rápido"; "corte masculino" is a barber's, not every "corte".
 */
const PHRASE_ONLY = new Set(
  [
    "rapido",
    "jato",
    "end",
    "back",
    "front",
    "full",
    "stack",
    "tabela",
    "dinamica",
    "power",
    "bi",
    "corte",
    "masculino",
    "ciencia",
    "dar",
    "feito",
    "mao",
    "faz",
    "tudo",
    "pao",
    "frances",
    "recem",
    "terceira",
    "idade",
    "saude",
    "animal",
    "redes",
    "sociais",
    "ponto",
    "quick",
    "transporte",
    "montagem",
    "marido",
    "aluguel",
    "estetica",
    "bombeiro",
    "box",
    "design",
    "maquina",
  ].map(stem),
);

function termStems(term: string): string[] {
  const words = tokens(term).map(stem);
  return words.length > 1 ? words.filter((s) => !PHRASE_ONLY.has(s)) : words;
}

const SYNONYM_INDEX = new Map<string, Set<string>>();
for (const group of SYNONYM_GROUPS) {
  const groupStems = new Set(group.flatMap(termStems));
  for (const s of groupStems) {
    const existing = SYNONYM_INDEX.get(s) ?? new Set<string>();
    for (const other of groupStems) if (other !== s) existing.add(other);
    SYNONYM_INDEX.set(s, existing);
  }
}

/** Stems that mean the same as this stem in everyday speech (never includes the stem itself). */
export function synonymsOf(stemmed: string): ReadonlySet<string> {
  return SYNONYM_INDEX.get(stemmed) ?? new Set();
}

const PHRASE_INDEX = new Map<string, string[][]>();
for (const group of SYNONYM_GROUPS) {
  const phrases = group.map((term) => tokens(term).map(stem)).filter((phrase) => phrase.length > 0);
  for (const phrase of phrases) {
    if (phrase.length !== 1) continue;
    const others = phrases.filter((other) => other.join(" ") !== phrase[0]);
    PHRASE_INDEX.set(phrase[0]!, [...(PHRASE_INDEX.get(phrase[0]!) ?? []), ...others]);
  }
}

/**
 * The same meaning as whole phrases of stems ("uber" → ["motorist", "aplicativ"]), for searches,
 * where a phrase only matches a text that has all of its words.
 */
export function synonymPhrasesOf(stemmed: string): readonly string[][] {
  return PHRASE_INDEX.get(stemmed) ?? [];
}
