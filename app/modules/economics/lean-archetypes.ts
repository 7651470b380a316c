/**
 * "Começo enxuto" per archetype (decision 031): the smallest honest way to the first sales, as a
 * Sebrae adviser would put it — what to buy first, what waits for the growth step ("para
 * crescer"), the first batch, the working capital for the first weeks and when to formalise.
 * Items are always the idea's own (from its archetype); `swap` and `extra` are this archetype's
 * lean versions, declared here so the test can check where every lean item comes from.
 *
 * Basis (stated to the person with the figures): Sebrae's business-plan method ("Como elaborar um
 * plano de negócio", https://sebrae.com.br/sites/PortalSebrae/artigos/como-elaborar-um-plano-de-negocio)
 * sizes working capital by the business's cash cycle. The lean start keeps weeks of fixed costs
 * instead of months because the first sales of these trades come in days (orders, rides, home
 * services); trades with a long cycle (crops, premises, licences) keep four weeks. The weeks, the
 * first-batch shares and the lean versions of items are our 2026 estimates, stated as such.
 */

/**
 * "mei": open the MEI from the start; "later": start as a person, the company comes with growth;
 * "full": the licences and the company come before the first sale; "me": the company from the
 * start, as an ME, because the activity is not an MEI occupation; "mei-small": an MEI occupation
 * whose full model outgrows the MEI, started as an MEI while small. An archetype never says "me"
 * or "mei-small": `leanStart` turns "mei" into one of them from the idea's catalogue flags.
 */
import type { AssetKind } from "./assets";

export type Formalization = "mei" | "later" | "full" | "me" | "mei-small";

export type LeanSpec = {
  /** Items of the idea's list that wait for the growth step (folded name). */
  postpone?: RegExp;
  /** Buy one of each kept item at first (a few units, not the full set). */
  oneOfEach?: boolean;
  /**
   * Buy only the first `units` (1 unless said) of the items matching `from` (one lens of two, one
   * freezer of two, ten tables of a hundred); takes precedence over `oneOfEach`. A single first
   * unit is the person's when they own `ownedWith` (a camera is sold with a lens).
   */
  firstUnits?: Array<{ from: RegExp; units?: number; ownedWith?: AssetKind }>;
  /** Cheaper first version of an item of the idea's list; free for a person who owns `kind`. */
  swap?: Array<{ from: RegExp; item: string; value: number; kind?: AssetKind }>;
  /** A pre-operational line already done by a person who holds `kind` (a courier's motofrete course). */
  preopOwnedWith?: { from: RegExp; kind: AssetKind };
  /** Pre-operational lines that wait for the growth step (listed with what is postponed). */
  postponePreop?: RegExp;
  /** Pre-operational lines and monthly costs that do not apply to this start (an idea's override). */
  skipPreop?: RegExp;
  skipMonthly?: RegExp;
  /** What this trade needs at the start that the full list does not name; free for a person who owns `kind`. */
  extra?: Array<{ item: string; value: number; kind?: AssetKind }>;
  /** Share of the idea's initial stock bought as the first batch (0..1). */
  batch: number;
  /**
   * Makers who produce as they sell: the first batch is at most the materials of the first month's
   * sales in the pessimistic scenario (a crocheter's first three rugs), never more than `batch`.
   */
  batchByFirstMonth?: boolean;
  /** The first batch is the person's own when they own this (a book collector's books). */
  batchOwnedWith?: AssetKind;
  /** Weeks of the lean monthly fixed costs kept as working capital. */
  weeks: number;
  formalization: Exclude<Formalization, "me" | "mei-small">;
  /** What to do first, in the adviser's words. */
  advice: string;
};

// The autoclave waits too: until it is bought, metal instruments are the client's own kit or
// single-use (what the Vigilância Sanitária de MG calls ideal; cited in scripts/catalogue/models.py).
export const BEAUTY_POSTPONE = /cadeira de pedicure|ring light|luminaria|^maleta ou bolsa de trabalho|^autoclave/;

/** How an autonomous professional registers, said the same way in every advice that needs it. */
export const AUTONOMOUS_REGISTRATION = "(inscrição de autônomo na prefeitura e INSS como contribuinte individual)";

export const FOOD_ADVICE =
  "Comece com a cozinha de casa e as encomendas de conhecidos: compre só o que falta para a primeira leva, venda antes de produzir e reinvista nas próximas compras.";

export const LEAN_BY_ARCHETYPE: Record<string, LeanSpec> = {
  "cozinha-doces": {
    postpone: /batedeira|forno|expositora|freezer|fritadeira|processador|temperadeira|tacho|cestos|policarbonato|esterilizador|envasadora/,
    batch: 0.5,
    batchByFirstMonth: true,
    weeks: 2,
    formalization: "mei",
    advice: `${FOOD_ADVICE} Batedeira planetária, forno elétrico e freezer vêm quando as encomendas pedirem.`,
  },
  "cozinha-refeicoes": {
    postpone: /freezer|panelas industriais/,
    // The first meals go to neighbours and nearby workplaces: one insulated bag carries them.
    swap: [{ from: /^caixas termicas/, item: "Bolsa térmica para levar as primeiras marmitas", value: 120 }],
    batch: 0.5,
    weeks: 2,
    formalization: "mei",
    advice: `${FOOD_ADVICE} As panelas de casa servem para as primeiras marmitas; panelas industriais e freezer vêm com o volume.`,
  },
  "fabrica-alimentos": {
    // Frozen products are stored frozen from the first batch: one freezer stays (the second waits),
    // and sausages are not made without the grinder and stuffer.
    postpone: /embaladora|masseira|extratora|processador|despolpadeira|seladora continua|camara|expositora|maquina de massa/,
    firstUnits: [{ from: /^freezer/ }],
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Produza pouco e venda em pontos parceiros antes de crescer: a licença sanitária vem primeiro, as máquinas maiores depois.",
  },
  "bebida-artesanal": {
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice:
      "Bebida exige registro no Ministério da Agricultura antes de vender: comece com uma leva pequena e uma carteira de bares que já aceitaram provar.",
  },
  "comida-de-rua": {
    postpone: /mesas e cadeiras|freezer/,
    batch: 0.5,
    weeks: 1,
    formalization: "mei",
    advice:
      "Escolha um ponto de movimento com a autorização da prefeitura, comece com poucos sabores e compre insumos para uma semana de cada vez.",
  },
  "food-truck": {
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "O veículo é o negócio: antes de comprar, teste o cardápio numa barraca em feiras e eventos.",
  },
  "cozinha-delivery": {
    // A pizzeria bakes in its pizza oven from the first order: the oven stays.
    postpone: /exaustor|bancada refrigerada|balcao|masseira|panela de arroz|geladeira vertical|facas japonesas/,
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Comece com um cardápio curto, em poucos horários, e só amplie os equipamentos quando os pedidos pedirem.",
  },
  "restaurante-loja": {
    // An artisanal ice-cream shop makes its ice cream in its own machine: the machine stays.
    postpone: /adicionais|vitrine de gelato|freezers de cerveja|moedor/,
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "Um ponto exige licenças e reforma antes de abrir; abra com o cardápio mais vendido e poucas mesas, e amplie com o movimento.",
  },
  "alimentacao-empresas": {
    // A school canteen sells from its heated display (estufa e vitrine): it stays.
    postpone: /veiculo|camara fria/,
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Feche os primeiros contratos antes de comprar: o volume de refeições decide a cozinha e o transporte.",
  },
  "chef-em-domicilio": {
    postpone: /maquina de gelo/,
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Os ingredientes são comprados com o sinal de cada evento: comece com seus utensílios e um cardápio fechado.",
  },
  "beleza-domicilio": {
    // The work bag is any bag the professional already carries; a proper case comes with the agenda.
    postpone: BEAUTY_POSTPONE,
    // One good cutting scissors, a razor and combs cut the first clients' hair; the full set comes later.
    swap: [{ from: /^tesouras, navalhas e pentes/, item: "Uma tesoura profissional de corte, navalha e pentes", value: 250 }],
    // Descartáveis and the most asked-for colours; the rest is bought with the first clients' money.
    batch: 0.2,
    weeks: 1,
    formalization: "mei",
    advice:
      "Atenda na casa dos clientes com materiais para as primeiras semanas, levados na bolsa que você já usa. Lâmina de barbear é de uso único; até comprar a autoclave, alicates, pinças e tudo o que pode ferir a pele são descartáveis ou do kit do próprio cliente, nunca o mesmo instrumento em duas pessoas (a estufa não vale como esterilização para a Vigilância Sanitária). Autoclave, cadeira, maleta e iluminação vêm quando a agenda encher.",
  },
  "estudio-beleza": {
    postpone: /espreguicadeiras|mostruario|mesa de luz|alta frequencia/,
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Um estúdio precisa de licença sanitária e biossegurança desde o primeiro dia; comece com os serviços que você já domina.",
  },
  "salao-clinica": {
    postpone: /depilacao a laser|radiofrequencia/,
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "Abra com a equipe mínima e os serviços de maior procura; aparelhos caros vêm quando a clientela pedir.",
  },
  "cosmeticos-artesanais": {
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Cosmético para venda exige regularização na Anvisa: comece com poucas fórmulas e lotes pequenos.",
  },
  "servico-domestico": {
    postpone: /etiquetadora/,
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Comece com clientes indicados por conhecidos e os materiais que você já usa; o MEI dá a nota e a aposentadoria.",
  },
  "limpeza-equipamento": {
    postpone: /enceradeira|moto ou carro/,
    // The first sofas and mattresses are cleaned with a compact extractor; the professional one
    // comes with the agenda.
    swap: [{ from: /^extratora profissional/, item: "Extratora compacta para os primeiros estofados", value: 1200, kind: "extratora" }],
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Compre o equipamento principal e leve-o por frete de aplicativo nos primeiros serviços; o veículo vem com a agenda cheia.",
  },
  "jardim-piscina": {
    postpone: /aparador de cerca/,
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Comece na vizinhança com as ferramentas básicas e contratos mensais; equipamentos a mais vêm com os clientes fixos.",
  },
  lavanderia: {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Lavanderia é ponto e máquinas: estude o movimento do bairro antes de assinar o aluguel.",
  },
  "balcao-reparo": {
    postpone: /balcao e vitrine|microscopio|pen drives/,
    // The advice is to start at home or at the client's: no rent nor shop fitting in the first weeks.
    skipMonthly: /^aluguel do ponto/,
    skipPreop: /^adaptacao do ponto/,
    batch: 0.5,
    weeks: 2,
    formalization: "mei",
    advice: "Comece atendendo em casa ou na casa do cliente, com as ferramentas do conserto mais pedido; o balcão vem depois.",
  },
  "oficio-obra": {
    // Only a laser level on its own waits: the drywall installer's own tools come with one, and a
    // tiler cuts and lays tiles with the cutter and trowels of the trade (an idea's override below).
    postpone: /andaime|utilitario|^nivel a laser|betoneira|detector de vazamentos$/,
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice:
      "Comece com as ferramentas manuais e alugue o que é de obra (betoneira, andaime) por serviço; o material entra no orçamento do cliente.",
  },
  "oficina-fabricacao": {
    // The upholsterer staples by hand at first; a joiner keeps the power tools of the trade, and a
    // metalworker the grinders that cut and finish the metal he welds.
    postpone: /esquadrejadeira e coladeira|utilitario|^grampeadores pneumaticos|serra circular/,
    // The first pieces are made where the person already works (a garage, the backyard, a room):
    // no rent in the first weeks, and fitting out a shop waits for the growth step.
    skipMonthly: /^aluguel do ponto/,
    postponePreop: /^adaptacao do ponto/,
    batch: 0.5,
    weeks: 2,
    formalization: "mei",
    advice:
      "Faça as primeiras peças sob encomenda na garagem ou no fundo de casa, com as ferramentas essenciais; o ponto e as máquinas grandes vêm quando os pedidos se repetirem.",
  },
  "freelancer-digital": {
    // A memory and SSD upgrade waits too: whoever buys a notebook to start buys one that works.
    postpone: /monitor adicional|alto desempenho|tratamento acustico|celular de testes|mesa digitalizadora|upgrade de memoria/,
    batch: 0,
    weeks: 2,
    // Freelance platforms (Workana, 99Freelas) and first clients accept a person (CPF): the
    // company comes when invoices are asked for.
    formalization: "later",
    advice:
      "Monte um portfólio com dois ou três trabalhos, ofereça nas plataformas de freelance e a conhecidos; o equipamento a mais vem com os clientes.",
  },
  "empresa-tecnologia": {
    oneOfEach: true,
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Comece com um notebook e o primeiro cliente pagante antes de montar equipe.",
  },
  "criador-conteudo": {
    postpone: /camera e iluminacao/,
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice: "Grave com o celular e publique com constância; câmera e luz vêm quando houver audiência e parcerias.",
  },
  "foto-video": {
    // The camera, the drone and the booth are the business and stay; a body needs one lens.
    postpone: /flash|kit de iluminacao|fundo|microfones sem fio/,
    firstUnits: [{ from: /^lentes/, ownedWith: "camera" }],
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice:
      "Comece com o equipamento que faz o trabalho (a câmera com uma lente, o drone ou a cabine) e o computador para editar; lentes a mais, luz e acessórios vêm com os contratos.",
  },
  "aulas-particulares": {
    // Classes at the pupil's home or one's own are given with paper and the instrument of the
    // subject: the notebook waits (online lessons keep it, an idea's override below).
    postpone: /projetor|carteiras|camera e tripe|^notebook ou tablet para aulas/,
    // At the pupil's home or online the first classes need paper material, not a whiteboard.
    swap: [{ from: /^quadro branco/, item: "Material didático básico (apostilas e impressões)", value: 100 }],
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Dê as primeiras aulas online ou na casa do aluno, com o material que você já tem.",
  },
  "escola-espaco": {
    postpone: /uniformes/,
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Escola é ponto, licenças e turmas: abra com as turmas que já têm interessados.",
  },
  "instrutor-empresas": {
    postpone: /projetor/,
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice: "As empresas costumam ter projetor: comece com o notebook e um primeiro treinamento vendido.",
  },
  costura: {
    // Scissors and the home table serve the first jobs; a cutting table comes with volume.
    postpone: /manequim|ferro industrial|maquina de corte|maquina de bordar|^mesa de corte/,
    oneOfEach: true,
    batch: 0.5,
    batchByFirstMonth: true,
    weeks: 2,
    formalization: "mei",
    advice: "Comece com a máquina que você tem e os consertos ou peças mais pedidos; a segunda máquina vem com as encomendas.",
  },
  personalizacao: {
    postpone: /guilhotina|software de matrizes|exaustao/,
    // A 1 kg reel of PLA (about R$ 100-120 in 2026, our estimate) prints dozens of keychains or a
    // dozen figures: with sandpaper and a craft knife it prints the first orders; the rest comes with them.
    swap: [{ from: /^filamentos e ferramentas/, item: "Um rolo de filamento PLA (1 kg), lixas e estilete", value: 150 }],
    batch: 0.5,
    weeks: 2,
    formalization: "mei",
    advice: "Compre a máquina do produto que você vai vender primeiro e um lote pequeno de insumos para as primeiras encomendas.",
  },
  artesanato: {
    postpone: /forno eletrico para ceramica|guilhotina/,
    // The first lot already carries simple packaging (kraft bags, tissue paper): the labels and
    // packaging printed with the brand come with the sales. No rule requires them of a handicraft.
    postponePreop: /^embalagens e etiquetas da marca/,
    batch: 0.5,
    batchByFirstMonth: true,
    // The string, ribbons or wax left at home make the first pieces.
    batchOwnedWith: "materiais-do-primeiro-lote",
    weeks: 2,
    formalization: "mei",
    advice: "Produza poucas peças, venda em feiras e pelas redes, e reinvista; um forno próprio vem depois de queimar em ateliê parceiro.",
  },
  "loja-varejo": {
    postpone: /veiculo|moto de entrega|caminhao|utilitario|patio|porta-paletes/,
    // A small shop's first till is a card machine (about R$ 200 in 2026, our estimate) and Pix by
    // QR code; the point-of-sale system comes with the volume. The one employee of the model is the
    // owner at the counter in the first weeks. A shop with an MEI occupation opens as one while small.
    swap: [{ from: /^sistema de caixa \(pdv\)/, item: "Maquininha de cartão (o Pix entra pelo QR Code, sem custo)", value: 200 }],
    skipMonthly: /^salario e encargos de 1 funcionario/,
    batch: 0.5,
    weeks: 4,
    formalization: "mei",
    advice:
      "Uma loja é ponto e estoque: abra com o mix que mais gira, atenda você mesmo no começo e compre pouco, mais vezes; o sistema de caixa e o funcionário vêm com o movimento.",
  },
  "loja-perecivel": {
    postpone: /camara de fermentacao|modeladora/,
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Perecível perde valor: compre para poucos dias e aumente com o giro.",
  },
  "loja-online": {
    // The first photos are taken with the phone by a window in daylight: the backdrop and the
    // lights come with the catalogue.
    // Clothes are shown on hangers at the client's home or on the body in the photos: the racks and
    // the mannequin come with a room to show them in.
    postpone: /estudio de fotos|estantes|araras|^fundo fotografico e iluminacao/,
    batch: 0.3,
    weeks: 2,
    formalization: "mei",
    advice: "Teste o que vende com um primeiro lote pequeno e fotos feitas com o celular, num marketplace antes da loja própria.",
  },
  "banca-feira": {
    batch: 0.5,
    weeks: 1,
    formalization: "mei",
    advice: "Comece numa feira com o produto de maior saída e compre mercadoria para uma semana de cada vez.",
  },
  distribuicao: {
    postpone: /prateleiras/,
    batch: 0.3,
    weeks: 4,
    formalization: "full",
    advice: "Feche os primeiros clientes antes de encher o estoque: compre o que já está vendido.",
  },
  "pratica-regulada": {
    postpone: /cadeira e iluminacao|software/,
    // The advice is to start at the patient's home or online: no rent in the first weeks.
    skipMonthly: /^aluguel do ponto/,
    batch: 0.5,
    weeks: 4,
    // A licensed professional may practise as an autonomous person (council registration, the
    // city's registration of autonomous workers, INSS as an individual): the company and its
    // accountant come when the income makes the Simples Nacional worth it.
    formalization: "later",
    advice:
      "O registro no conselho vem primeiro; comece atendendo em domicílio ou online como profissional autônomo, com o equipamento essencial, e abra a empresa quando a renda justificar.",
  },
  "atividade-fisica": {
    // The first pupils train with bands, a mini band and a pair of light dumbbells (and the
    // condominium's or the park's structure); the full portable set comes with the pupils.
    swap: [{ from: /^elasticos, halteres e acessorios/, item: "Elásticos, mini bands e um par de halteres leves", value: 400 }],
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice: "Comece com alunos em praças, condomínios ou em domicílio, com o material portátil.",
  },
  "hospedagem-cuidado": {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Hospedagem com cuidado exige licenças e estrutura desde o início: comece com poucas vagas.",
  },
  "banho-tosa": {
    // The mobile unit's van is the business (pet-movel): nothing of the list waits. Towels, a first
    // aid kit and the products of the first baths start it; the rest comes with the clients.
    swap: [
      {
        from: /^produtos de banho, toalhas e kit/,
        item: "Toalhas, kit de primeiros socorros e produtos para os primeiros banhos",
        value: 300,
      },
    ],
    // The products of the first baths are in the line above: no second lot of them.
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice:
      "Comece com o equipamento de banho e tosa e a agenda por WhatsApp; mais horários e mais gente na equipe vêm com os clientes fixos.",
  },
  "locacao-espaco": {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Locação de espaço depende do imóvel: feche os primeiros locatários antes da reforma completa.",
  },
  "servico-pet": {
    // The taxi-dog carries animals in a transport box or with a pet seat belt (a requirement the
    // catalogue states, citing the CTB): the box is the service, not an extra. One box and a seat
    // cover carry one animal per ride at first; the set for several animals comes with the agenda.
    swap: [{ from: /^caixas de transporte/, item: "Uma caixa de transporte e uma capa de banco (um animal por corrida)", value: 300 }],
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Comece com os vizinhos e o material básico; o transporte de vários animais de uma vez vem com a agenda cheia.",
  },
  "produto-pet": {
    batch: 0.5,
    weeks: 2,
    // Pet food is sold only by an establishment registered at the Ministério da Agricultura (the
    // catalogue's monthly "Registro no MAPA e responsável técnico"): licences from day one.
    formalization: "full",
    advice:
      "O registro no Ministério da Agricultura vem antes da primeira venda: produza lotes pequenos e venda em pet shops parceiros e nas redes.",
  },
  "criacao-animais": {
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "Comece com poucas matrizes e o registro sanitário; o plantel cresce com as vendas.",
  },
  lavoura: {
    // A first plot is watered by hose; drip irrigation and a shade house come with the second cycle.
    postpone: /motocultivador|sistema de irrigacao por gotejamento|estufa\/sombrite pequena/,
    batch: 0.5,
    weeks: 4,
    // The producer sells as a registered rural producer (inscrição estadual and CAF), a person.
    formalization: "later",
    advice: "Plante uma área pequena e venda antes de colher (feiras, cestas, mercados do bairro); a estrutura cresce a cada safra.",
  },
  "criacao-rural": {
    postpone: /centrifuga/,
    batch: 0.5,
    weeks: 4,
    formalization: "later",
    advice: "Comece com poucos animais e use a estrutura de uma cooperativa para beneficiar no começo.",
  },
  agroindustria: {
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "Produto de origem animal ou agroindustrial só vende com inspeção sanitária: comece com lotes pequenos e a sala aprovada.",
  },
  "servico-maquina-agricola": {
    batch: 0,
    weeks: 2,
    formalization: "mei",
    // True for the machine services and for manual harvesting by the job alike.
    advice:
      "Feche os primeiros serviços da safra com produtores da região antes de comprar o equipamento, e cobre por hectare ou por empreitada.",
  },
  "veiculo-passageiros": {
    extra: [
      { item: "Suporte de celular e carregador para o veículo", value: 80 },
      { item: "Limpeza e higienização do veículo antes de começar", value: 120 },
    ],
    batch: 0,
    // The apps pay every week: one week of the start's costs carries the driver to the first payout.
    weeks: 1,
    formalization: "mei",
    // School transport and van charter work by contract, not by rides: the advice holds for all.
    advice:
      "Com o veículo em dia, o começo é a documentação da atividade, o suporte de celular e o veículo limpo; concentre-se nos horários e nas rotas de mais procura.",
  },
  "veiculo-carga": {
    swap: [
      { from: /^bau, capacete/, item: "Bag térmica de entrega, capa de chuva e antena corta-pipa", value: 350, kind: "bag-de-entrega" },
      // The delivery apps run on the phone the person already uses (they are reading this on it):
      // the start buys the mount; a second phone comes with the volume.
      { from: /^suporte e celular/, item: "Suporte de celular para o guidão (com o celular que você já usa)", value: 60 },
    ],
    batch: 0,
    // Delivery apps and neighbourhood freight pay by the week or on delivery.
    weeks: 1,
    formalization: "mei",
    advice:
      "Com o veículo em dia e os documentos que a atividade exige, comece por quem já contrata esse serviço perto de você (plataformas de entrega ou de frete, comércios, obras, seguradoras, condomínios) e cobre por serviço; os equipamentos a mais vêm com os clientes fixos.",
  },
  turismo: {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Cadastur e seguro vêm antes do primeiro passeio: comece com roteiros curtos e grupos pequenos.",
  },
  hospedagem: {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Comece com os quartos que já estão prontos e anuncie nas plataformas de reserva.",
  },
  "locacao-equipamentos": {
    postpone: /utilitario|carretinha|caminhao|carreta/,
    oneOfEach: true,
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice: "Comece com poucas unidades do que mais se aluga e pague o frete por entrega; a frota cresce com a procura.",
  },
  "artista-eventos": {
    // The balloon decorator's inflator and structures are the trade: they stay.
    postpone: /iluminacao basica/,
    batch: 0.5,
    weeks: 1,
    formalization: "mei",
    advice: "Comece com o equipamento essencial e as primeiras festas de conhecidos; o resto vem com as indicações.",
  },
  "espaco-eventos": {
    batch: 0,
    weeks: 4,
    formalization: "full",
    advice: "Espaço de eventos exige licenças e reforma: feche as primeiras datas antes de equipar tudo.",
  },
  "oficina-automotiva": {
    // An alignment shop aligns with its aligner: it stays.
    postpone: /cabine de pintura|elevadores automotivos/,
    batch: 0.5,
    weeks: 2,
    formalization: "full",
    advice: "Comece com os serviços de maior procura e as ferramentas deles; equipamentos grandes vêm com o movimento.",
  },
  "servico-automotivo-movel": {
    batch: 0,
    weeks: 1,
    formalization: "mei",
    advice: "Atenda no endereço do cliente com o equipamento portátil; o produto é comprado por serviço.",
  },
  consultoria: {
    batch: 0,
    weeks: 2,
    formalization: "mei",
    advice: "Comece com clientes da sua rede e o notebook; o resto vem com os contratos.",
  },
  "industria-servico": {
    batch: 0.5,
    weeks: 4,
    formalization: "full",
    advice: "Operação industrial exige licenças e equipamento desde o início: não há começo pequeno sem o licenciamento.",
  },
};
