/**
 * The one vocabulary of things a person may already own (decision 031). The text reader
 * (`~/modules/language/possessions.ts`) reads these kinds from what a person writes; each
 * investment item of the catalogue's economic models is classified into one of them, or is
 * explicitly "not something a person starting out would own" (a commercial fridge, a truck, an
 * autoclave for a clinic). An item the person owns costs R$ 0 in their start ("você já tem").
 */

/** How to name each kind in a sentence, with its article: "você já tem a moto". Its keys are the vocabulary. */
export const ASSET_KIND_NAMES = {
  carro: { name: "carro", article: "o" },
  moto: { name: "moto", article: "a" },
  van: { name: "van", article: "a" },
  caminhonete: { name: "caminhonete ou utilitário", article: "a" },
  bicicleta: { name: "bicicleta", article: "a" },
  notebook: { name: "computador", article: "o" },
  "fone-e-webcam": { name: "fone e webcam", article: "o" },
  celular: { name: "celular", article: "o" },
  camera: { name: "câmera", article: "a" },
  drone: { name: "drone", article: "o" },
  impressora: { name: "impressora", article: "a" },
  "impressora-3d": { name: "impressora 3D", article: "a" },
  "maquina-de-costura": { name: "máquina de costura", article: "a" },
  "maquina-industrial": { name: "máquina de costura industrial", article: "a" },
  "maquina-de-bordar": { name: "máquina de bordar", article: "a" },
  "forno-industrial": { name: "forno ou fogão industrial", article: "o" },
  "forno-eletrico": { name: "forno elétrico", article: "o" },
  batedeira: { name: "batedeira", article: "a" },
  freezer: { name: "freezer", article: "o" },
  "utensilios-de-cozinha": { name: "utensílios da cozinha", article: "os" },
  ferramentas: { name: "ferramentas", article: "as" },
  "ferramentas-pintura": { name: "rolos e pincéis", article: "os" },
  "ferramentas-de-piso": { name: "ferramentas de assentar piso", article: "as" },
  "ferramentas-refrigeracao": { name: "ferramentas de refrigeração", article: "as" },
  "ferramentas-de-roca": { name: "ferramentas de roça (enxada, foice)", article: "as" },
  compressor: { name: "compressor", article: "o" },
  "estacao-de-solda": { name: "estação de solda", article: "a" },
  "maquina-de-solda": { name: "máquina de solda", article: "a" },
  "macarico-e-rolos": { name: "maçarico e os rolos", article: "o" },
  "ferramentas-de-bike": { name: "ferramentas de bike", article: "as" },
  "ferramentas-de-relojoeiro": { name: "ferramentas de relojoeiro", article: "as" },
  "bag-de-entrega": { name: "bag térmica de entrega", article: "a" },
  "kit-de-magica": { name: "kit de mágicas", article: "o" },
  "ferramentas-de-couro": { name: "ferramentas de couro", article: "as" },
  "kit-martelinho": { name: "kit de alavancas e a luz de referência", article: "o" },
  "barraca-de-feira": { name: "barraca", article: "a" },
  "chapa-de-tapioca": { name: "chapa", article: "a" },
  churrasqueira: { name: "churrasqueira e os espetos", article: "a" },
  furadeira: { name: "furadeira", article: "a" },
  escada: { name: "escada", article: "a" },
  betoneira: { name: "betoneira", article: "a" },
  "lavadora-de-alta-pressao": { name: "lavadora de alta pressão", article: "a" },
  aspirador: { name: "aspirador", article: "o" },
  politriz: { name: "politriz", article: "a" },
  extratora: { name: "extratora", article: "a" },
  rocadeira: { name: "roçadeira ou cortador de grama", article: "a" },
  "maquina-de-tosa": { name: "máquina de tosa", article: "a" },
  soprador: { name: "soprador", article: "o" },
  "aparelho-de-pressao": { name: "aparelho de pressão", article: "o" },
  derretedeira: { name: "derretedeira", article: "a" },
  "instrumentos-musicais": { name: "instrumentos", article: "os" },
  "kit-manicure": { name: "kit de trabalho", article: "o" },
  "kit-sobrancelha": { name: "kit de pinças e henna", article: "o" },
  "kit-maquiagem": { name: "kit de maquiagem", article: "o" },
  tesouras: { name: "tesouras e navalhas", article: "as" },
  "maquina-de-corte": { name: "máquina de corte", article: "a" },
  "ring-light": { name: "ring light", article: "o" },
  "estufa-esterilizacao": { name: "estufa", article: "a" },
  "cabine-e-lixadeira": { name: "cabine de LED e lixadeira", article: "a" },
  "kit-cilios": { name: "kit de cílios e pinças", article: "o" },
  autoclave: { name: "autoclave", article: "a" },
  "secador-e-prancha": { name: "secador e prancha", article: "o" },
  "pentes-e-grampos": { name: "pentes e grampos", article: "os" },
  "agulhas-de-croche": { name: "agulhas de crochê", article: "as" },
  maca: { name: "maca", article: "a" },
  "inflador-e-estruturas": { name: "inflador e estruturas", article: "o" },
  "caixa-de-som": { name: "caixa de som", article: "a" },
  "controladora-dj": { name: "controladora de DJ", article: "a" },
  "ferro-de-passar": { name: "ferro de passar", article: "o" },
  "kit-limpeza": { name: "material de limpeza", article: "o" },
  galinhas: { name: "galinhas e o galinheiro", article: "as" },
  colmeias: { name: "colmeias", article: "as" },
  "epi-apicultura": { name: "macacão e fumigador", article: "o" },
  "maquina-de-tatuagem": { name: "máquinas de tatuagem", article: "as" },
  "ferramentas-marcenaria": { name: "ferramentas de marcenaria", article: "as" },
  "acessorios-de-treino": { name: "acessórios de treino", article: "os" },
  "kit-de-bar": { name: "kit de bar", article: "o" },
  "balanca-bioimpedancia": { name: "balança de bioimpedância", article: "a" },
  "kit-alongamento": { name: "kit de alongamento de unhas", article: "o" },
  "kit-reparo-celular": { name: "kit de reparo de celular", article: "o" },
  "registro-no-conselho": { name: "registro no conselho profissional", article: "o" },
  "acervo-de-livros": { name: "acervo de livros", article: "o" },
  "roupas-para-revender": { name: "roupas para o primeiro lote", article: "as" },
  "caixa-termica": { name: "caixa térmica", article: "a" },
  "tesouras-de-costura": { name: "tesouras e réguas de costura", article: "as" },
  "guias-e-coleiras": { name: "guias e coleiras", article: "as" },
  "equipamento-de-adestramento": { name: "material de adestramento (guia longa, cones, clicker)", article: "o" },
  "manga-de-mordida": { name: "manga e roupa de mordida", article: "a" },
  "oximetro-e-termometro": { name: "oxímetro e termômetro", article: "o" },
  microfone: { name: "microfone", article: "o" },
  "kit-de-recreacao": { name: "tintas faciais e balões", article: "as" },
  "pistola-de-cola": { name: "pistola de cola quente", article: "a" },
  "bastidores-e-linhas": { name: "bastidores e linhas", article: "os" },
  "formas-de-artesanato": { name: "formas e moldes", article: "as" },
  "materiais-do-primeiro-lote": { name: "materiais para as primeiras peças", article: "os" },
  aquarios: { name: "aquários", article: "os" },
  barco: { name: "barco", article: "o" },
  "coletes-salva-vidas": { name: "coletes salva-vidas", article: "os" },
  "casa-de-farinha": { name: "forno, a prensa e a raladeira da casa de farinha", article: "o" },
  "mesa-de-inox": { name: "mesa de inox", article: "a" },
  seladora: { name: "seladora", article: "a" },
  "cilindro-de-massa": { name: "cilindro de massa", article: "o" },
  fritadeira: { name: "fritadeira", article: "a" },
  "carrinho-de-lanche": { name: "carrinho", article: "o" },
  "panela-de-cera": { name: "panela de cera", article: "a" },
  "mesa-digitalizadora": { name: "mesa digitalizadora", article: "a" },
  monitor: { name: "monitor extra", article: "o" },
  plotter: { name: "plotter de recorte", article: "o" },
  "prensa-termica": { name: "prensa térmica", article: "a" },
  "impressora-de-sublimacao": { name: "impressora de sublimação", article: "a" },
  "material-de-yoga": { name: "tapetes e blocos", article: "os" },
  "material-esportivo": { name: "bolas, cones e coletes", article: "as" },
  "centrifuga-de-mel": { name: "centrífuga e o decantador", article: "a" },
  "policorte-e-esmerilhadeira": { name: "policorte e a esmerilhadeira", article: "a" },
  andaime: { name: "andaime", article: "o" },
  "alicate-de-crimpar": { name: "alicate de crimpar e o testador", article: "o" },
  microscopio: { name: "microscópio", article: "o" },
  carretinha: { name: "carretinha", article: "a" },
  araras: { name: "araras", article: "as" },
  bancada: { name: "bancada de trabalho", article: "a" },
  "quadro-branco": { name: "quadro branco", article: "o" },
  "kit-piscina": { name: "aspirador, peneira e kit de testes de piscina", article: "o" },
  "mesa-de-tosa": { name: "mesa de tosa e a banheira", article: "a" },
  "material-de-pintura": { name: "cavalete, pincéis e tintas", article: "o" },
  "maquina-de-chaves": { name: "máquina de copiar chaves", article: "a" },
  flash: { name: "flash", article: "o" },
  "cadeira-de-barbeiro": { name: "cadeira de barbeiro", article: "a" },
  "gado-de-leite": { name: "vacas de leite", article: "as" },
  "curso-de-motofrete": { name: "curso de motofrete", article: "o" },
  trator: { name: "trator", article: "o" },
  "grade-aradora": { name: "grade aradora", article: "a" },
  "comodo-em-casa": { name: "cômodo em casa", article: "o" },
  "ponto-comercial": { name: "ponto próprio", article: "o" },
  terreno: { name: "terreno", article: "o" },
} as const satisfies Record<string, { name: string; article: "o" | "a" | "os" | "as" }>;
export type AssetKind = keyof typeof ASSET_KIND_NAMES;
export const ASSET_KINDS = Object.keys(ASSET_KIND_NAMES) as AssetKind[];

export function assetWithArticle(kind: AssetKind): string {
  const { name, article } = ASSET_KIND_NAMES[kind];
  return `${article} ${name}`;
}

/** Why an item is not counted as something the person may own. */
export type NotOwnedReason = "equipamento de negócio" | "estoque ou insumo" | "estrutura do ponto" | "veículo especial" | "software";
export type ItemClass = { kind: AssetKind } | { kind: null; reason: NotOwnedReason };

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * Ordered rules over the folded item name: the first that matches decides. Kinds first, then the
 * explicit "not owned" families. Every item of the catalogue must match one rule (tested).
 */
export const ITEM_RULES: ReadonlyArray<[RegExp, ItemClass]> = [
  // Vehicles a person owns as they are (used cars, motorcycles, vans, pick-ups, bicycles).
  [/^carro (?:seda |usado)|^moto ou carro usado/, { kind: "carro" }],
  [/^moto (?:160|de entrega|com carretinha)/, { kind: "moto" }],
  [/^van (?:de passageiros|escolar)/, { kind: "van" }],
  [/^utilitario (?:ou caminhonete )?usad|^veiculo utilitario usado|^gerador e utilitario usado/, { kind: "caminhonete" }],
  [/^bicicleta/, { kind: "bicicleta" }],
  // Computers and phones.
  [/^notebook(?! de alto desempenho)(?!s)|^computador(?!es)/, { kind: "notebook" }],
  [/^celular com boa camera|^suporte e celular/, { kind: "celular" }],
  [/^fone com microfone e webcam/, { kind: "fone-e-webcam" }],
  [/^camera (?:mirrorless|full frame|de video|e iluminacao|e tripe)/, { kind: "camera" }],
  [/^drone com camera/, { kind: "drone" }],
  [/^impressora (?:de tanque|multifuncional)/, { kind: "impressora" }],
  [/^impressoras 3d/, { kind: "impressora-3d" }],
  // Sewing: one domestic or industrial machine (a workshop's set of machines is not).
  [/^maquina (?:reta|de costura|zigue)(?!s)|^overloque(?!s)|^galoneira|^maquinas de costura domesticas/, { kind: "maquina-de-costura" }],
  [/^maquina de bordar/, { kind: "maquina-de-bordar" }],
  // Kitchen.
  [/^fogao industrial|^forno turbo|^chapa e forno$/, { kind: "forno-industrial" }],
  [/^forno eletrico (?:45|de bancada|e utensilios)/, { kind: "forno-eletrico" }],
  [/^batedeira/, { kind: "batedeira" }],
  [/^freezer(?:s)?(?: horizontal| e geladeira|$)|^geladeira(?: e freezer| ou freezer vertical|$)/, { kind: "freezer" }],
  [
    /^formas(?:, bicos| de policarbonato)|^panelas (?:de fundo grosso|industriais|inox)|^tachos? de inox|^utensilios(?:, panelas| e louca)|^cafe da manha: cozinha|^balanca de cozinha|^facas, utensilios/,
    { kind: "utensilios-de-cozinha" },
  ],
  // Tools.
  [
    /^caixa de ferramentas|^ferramentas (?:de pedreiro|manuais|e epis|e materiais de apoio)|^kit de ferramentas e multimetro|^alicates e ferramentas|^multimetro, alicate amperimetro|^kit de testes e ferramentas de eletrica/,
    { kind: "ferramentas" },
  ],
  // A plumber's own wrenches, saw and drain spiral.
  [/^kit de ferramentas hidraulicas/, { kind: "ferramentas" }],
  // An appliance technician's multimeter and tools; a phone repairer's screen separator and kit.
  [/^multimetro, ferramentas e estacao de solda/, { kind: "ferramentas" }],
  [/^separadora de tela e kit/, { kind: "kit-reparo-celular" }],
  [/^furadeira|^parafusadeira/, { kind: "furadeira" }],
  // A furniture assembler's screwdrivers, rubber mallet, level and tape measure.
  [/^chaves, martelo de borracha, nivel e trena/, { kind: "ferramentas" }],
  [/^rolos, pinceis/, { kind: "ferramentas-pintura" }],
  [/^cortadora de piso|^nivel a laser e desempenadeiras/, { kind: "ferramentas-de-piso" }],
  [/^bomba de vacuo, manifold/, { kind: "ferramentas-refrigeracao" }],
  // A workshop's air compressor (not a well driller's or a paint shop's screw compressor).
  [/^compressor de ar$/, { kind: "compressor" }],
  [/^estacao de solda/, { kind: "estacao-de-solda" }],
  // A welder's own machine; a waterproofer's torch and rollers; a bike mechanic's stand and tools.
  [/^maquina de solda/, { kind: "maquina-de-solda" }],
  [/^macarico, rolos/, { kind: "macarico-e-rolos" }],
  [/^cavalete de manutencao e ferramentas de bike/, { kind: "ferramentas-de-bike" }],
  [/^kit de ferramentas de relojoeiro/, { kind: "ferramentas-de-relojoeiro" }],
  // A courier's delivery bag; a magician's props and costume.
  [/^bolsa termica e equipamentos de seguranca/, { kind: "bag-de-entrega" }],
  [/^kit de magicas e figurino/, { kind: "kit-de-magica" }],
  // A leatherworker's hand tools; a dent repairer's rods and reflector.
  [/^ferramentas de couro/, { kind: "ferramentas-de-couro" }],
  [/^kit de alavancas e martelos|^luz de referencia/, { kind: "kit-martelinho" }],
  // A market stall (not a campsite's tents for hire).
  [/^barraca desmontavel/, { kind: "barraca-de-feira" }],
  // A tapioca maker's own griddle (a burger bar's industrial one is business equipment).
  [/^chapas para tapioca/, { kind: "chapa-de-tapioca" }],
  // A barbecue cook's own portable grill (a kebab stall's charcoal grill is its business equipment).
  [/^churrasqueira portatil/, { kind: "churrasqueira" }],
  // A farmhand's or gardener's own hoe, scythe and machete.
  [/^ferramentas de (?:campo|colheita)/, { kind: "ferramentas-de-roca" }],
  [/^escada$/, { kind: "escada" }],
  [/^betoneira/, { kind: "betoneira" }],
  [/^lavadora de alta pressao(?! profissional)/, { kind: "lavadora-de-alta-pressao" }],
  // A home or car vacuum; a pool vacuum is a pool cleaner's own tool.
  [/^aspirador(?! industrial)(?!.*piscina)/, { kind: "aspirador" }],
  [/^rocadeira|^cortador de grama|^aparador de cerca/, { kind: "rocadeira" }],
  // Grooming at home or in a back room: the clippers and the dryer are a groomer's own.
  [/^maquinas de tosa/, { kind: "maquina-de-tosa" }],
  [/^soprador e secador/, { kind: "soprador" }],
  // A carer's own blood-pressure monitor.
  [/^medidor de pressao/, { kind: "aparelho-de-pressao" }],
  [/^derretedeira/, { kind: "derretedeira" }],
  [/^instrumentos para aula|^instrumento$/, { kind: "instrumentos-musicais" }],
  // Beauty.
  [/^kit de alicates|^maleta ou bolsa de trabalho/, { kind: "kit-manicure" }],
  [/^kit de pincas, linhas e henna/, { kind: "kit-sobrancelha" }],
  // A nail technician's curing lamp and e-file; a lash designer's tweezers and lash kit.
  [/^cabine de led\/uv e lixadeira/, { kind: "cabine-e-lixadeira" }],
  [/^pincas e kit de cilios/, { kind: "kit-cilios" }],
  // A make-up artist's kit is her brushes and products: owned as a whole, like a manicure's pliers.
  [/^maleta de maquiagem|^kit de pinceis e produtos profissionais/, { kind: "kit-maquiagem" }],
  [/^tesouras, navalhas/, { kind: "tesouras" }],
  [/^maquinas de corte e acabamento/, { kind: "maquina-de-corte" }],
  [/^ring light/, { kind: "ring-light" }],
  // The dry-heat estufa is not accepted as sterilisation (Vigilância Sanitária de MG, cited in
  // scripts/catalogue/models.py): owning one is not owning the autoclave.
  [/^autoclave portatil/, { kind: "autoclave" }],
  [/^secador e prancha|^secadores e pranchas/, { kind: "secador-e-prancha" }],
  // A braider's own combs and clips.
  [/^pentes, grampos e apoio/, { kind: "pentes-e-grampos" }],
  // A crocheter's own hooks.
  [/^agulhas e acessorios/, { kind: "agulhas-de-croche" }],
  [/^maca (?:portatil|articulada|fixa|e materiais)/, { kind: "maca" }],
  [/^caixa de som|^caixas de som ativas|^microfone sem fio e caixa/, { kind: "caixa-de-som" }],
  [/^controladora dj/, { kind: "controladora-dj" }],
  // A balloon decorator's electric inflator and arch frames.
  [/^inflador eletrico e estruturas/, { kind: "inflador-e-estruturas" }],
  [/^ferro (?:a vapor$|e mesa)/, { kind: "ferro-de-passar" }],
  // A cleaner's own buckets, cloths and products; a farmer's own laying hens and their coop.
  [/^kit de panos, baldes/, { kind: "kit-limpeza" }],
  [/^poedeiras caipiras|^galinheiro com ninhos/, { kind: "galinhas" }],
  // A beekeeper's own hives and protective gear; a tattoo artist's machines; a joiner's power tools.
  [/^colmeias langstroth/, { kind: "colmeias" }],
  [/^macacoes, fumigador/, { kind: "epi-apicultura" }],
  [/^maquinas rotativas e fontes/, { kind: "maquina-de-tatuagem" }],
  [/^serra circular, esquadrejadeira e lixadeiras|^serra tico-tico, lixadeira e tupia/, { kind: "ferramentas-marcenaria" }],
  // A trainer's portable set; a nutritionist's body-composition scale; a nail technician's gels and forms.
  [/^elasticos, halteres e acessorios/, { kind: "acessorios-de-treino" }],
  [/^balanca de bioimpedancia/, { kind: "balanca-bioimpedancia" }],
  [/^kit de moldes, geis/, { kind: "kit-alongamento" }],

  // A candle, soap or plaster maker's moulds are not a cook's baking tins.
  [/^formas (?:de silicone|e recipientes)/, { kind: "formas-de-artesanato" }],
  // Street food and lunchboxes: a cool box, a fryer, a dough sheeter, a stainless table, a bag sealer.
  [/^caixas? termicas?\b(?! e maquina de gelo)/, { kind: "caixa-termica" }],
  [/^fritadeira (?:eletrica|a gas)/, { kind: "fritadeira" }],
  [/^maquina de massa|^cilindro de massa/, { kind: "cilindro-de-massa" }],
  [/^mesa (?:e utensilios )?de inox/, { kind: "mesa-de-inox" }],
  [/^seladora (?:e rotul|e balanca)/, { kind: "seladora" }],
  [/^pipoqueira industrial com carrinho|^carrinho de cachorro-quente/, { kind: "carrinho-de-lanche" }],
  [/^churrasqueira de espetinho/, { kind: "churrasqueira" }],
  [/^temperadeira\/derretedeira/, { kind: "derretedeira" }],
  // A family's casa de farinha: the oven, the grater and the press.
  [/^forno de farinha|^prensa e peneiras/, { kind: "casa-de-farinha" }],
  [/^centrifuga e decantador/, { kind: "centrifuga-de-mel" }],
  // Sewing: the cutting table, scissors and rulers; a dressmaker's ironing set.
  [/^mesa de corte, tesouras/, { kind: "tesouras-de-costura" }],
  [/^ferro (?:industrial e mesa|a vapor profissional)/, { kind: "ferro-de-passar" }],
  // Crafts: a hot-glue gun, embroidery hoops and threads, face paints and modelling balloons.
  [/^pistola de cola quente/, { kind: "pistola-de-cola" }],
  [/^bastidores, linhas/, { kind: "bastidores-e-linhas" }],
  [/^tintas faciais, baloes/, { kind: "kit-de-recreacao" }],
  [/^cavaletes(?:, pinceis| e pranchetas)/, { kind: "material-de-pintura" }],
  // Pets: leads and collars, a trainer's long line and cones, a protection trainer's bite sleeve.
  [/^guias, coleiras/, { kind: "guias-e-coleiras" }],
  [/^equipamentos de adestramento/, { kind: "equipamento-de-adestramento" }],
  [/^equipamentos de protecao e mordida/, { kind: "manga-de-mordida" }],
  [/^mesa de tosa dobravel/, { kind: "mesa-de-tosa" }],
  [/^aquarios e tanques|^filtros, aeradores e aquecedores/, { kind: "aquarios" }],
  // A boatman's own boat and life jackets.
  [/^embarcacao usada para passeios/, { kind: "barco" }],
  [/^coletes e equipamentos de seguranca/, { kind: "coletes-salva-vidas" }],
  // A pool cleaner's vacuum head, skimmer net, test kit and brushes.
  [/^aspirador e peneira de piscina|^kit de testes e escovas/, { kind: "kit-piscina" }],
  [/^oximetro e termometro/, { kind: "oximetro-e-termometro" }],
  // Sound and image: microphones, a drawing tablet, a second screen, a flash, a studio backdrop.
  [/^microfone (?:condensador|de lapela)|^microfones sem fio/, { kind: "microfone" }],
  [/^mesa digitalizadora/, { kind: "mesa-digitalizadora" }],
  [/^monitor adicional/, { kind: "monitor" }],
  [/^flash e acessorios/, { kind: "flash" }],
  [/^fundo fotografico e iluminacao/, { kind: "ring-light" }],
  // Print on demand: the cutter, the heat press and the sublimation printer.
  [/^plotter de recorte/, { kind: "plotter" }],
  [/^prensa termica/, { kind: "prensa-termica" }],
  [/^impressora para sublimacao/, { kind: "impressora-de-sublimacao" }],
  // Trades: a metalworker's cut-off saw and grinders, a painter's scaffold, a network installer's
  // crimper, a board repairer's microscope, a locksmith's key cutter, a workbench, a trailer.
  [/^policorte, esmerilhadeiras/, { kind: "policorte-e-esmerilhadeira" }],
  [/^andaime/, { kind: "andaime" }],
  [/^alicate de crimpar/, { kind: "alicate-de-crimpar" }],
  [/^microscopio/, { kind: "microscopio" }],
  [/^maquina copiadora de chaves/, { kind: "maquina-de-chaves" }],
  [/^bancada e iluminacao de trabalho/, { kind: "bancada" }],
  [/^carretinha/, { kind: "carretinha" }],
  // Teaching and fitness: a whiteboard, yoga mats and blocks, a football school's balls and cones.
  [/^quadro branco/, { kind: "quadro-branco" }],
  [/^tapetes, blocos e almofadas/, { kind: "material-de-yoga" }],
  [/^bolas, cones, coletes/, { kind: "material-esportivo" }],
  // Shops and salons: clothes racks, a barber's chair, a panela de cera.
  [/^araras (?:e cabides|e manequim$)/, { kind: "araras" }],
  [/^cadeira de barbeiro/, { kind: "cadeira-de-barbeiro" }],
  [/^panela de cera/, { kind: "panela-de-cera" }],

  // A farmer's son's tractor.
  [/^trator 75 cv usado/, { kind: "trator" }],
  // Not owned by a person starting out: vehicles for a trade, business equipment, stock, premises, software.
  [
    /caminhao|\btrator|carreta|carros de aula|moto de aula|van escolar|food truck|furgao|embarcacao|veiculo (?:de remocao|e ferramentas)|pa carregadeira|perfuratriz|elevador|motocultivador|drone agricola|utilitario usado (?:com|para)|moto ou carro/,
    { kind: null, reason: "veículo especial" },
  ],
  [/software|sistema de (?:caixa|gestao|pagamento)|licencas|seguro reta/, { kind: null, reason: "software" }],
  [
    /alevinos|poedeiras|matrizes|colmeias|mudas|primeir[oa]s?|iniciais|filamentos|produtos|oleos|materia(?:is|l)|tintas|escovas|toalhas|pigmentos|cestas|bastidores|agulhas|uniformes|linhas/,
    { kind: null, reason: "estoque ou insumo" },
  ],
  [
    /mesas|cadeiras|mobiliario|moveis|prateleiras|estantes|gondolas|balcao|balcoes|vitrine|expositor|araras|manequi|espelhos|banheir|lavatorio|recepcao|quartos|beliches|bercos|camas|enxoval|estrutura|adequacao|adaptacoes|cobertura|patio|palco|piso|tratamento|canil|galinheiro|baias|tanques|estufa|sala |cozinha (?:industrial|compartilhada|e lactario)|area de|armarios|brinquedos|piscina|pula-pula|toboga|barracas|tendas|espreguicadeiras|varal|rede de fibra|irrigacao|sistema de irrigacao|cacambas|porta-paletes|silos|consoles|tvs|carteiras|quadro|simulador|iluminacao|som ambiente|som, climatizacao|luminaria|luz de referencia|barraca|caixotes|projetor|fundo|kits tematicos/,
    { kind: null, reason: "estrutura do ponto" },
  ],
  [/./, { kind: null, reason: "equipamento de negócio" }],
];

export function classifyItem(name: string): ItemClass {
  const folded = fold(name);
  for (const [pattern, cls] of ITEM_RULES) if (pattern.test(folded)) return cls;
  return { kind: null, reason: "equipamento de negócio" };
}

export function itemAssetKind(name: string): AssetKind | null {
  return classifyItem(name).kind;
}
