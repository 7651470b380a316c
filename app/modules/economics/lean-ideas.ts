/**
 * Ideas whose "começo enxuto" differs from their archetype's (decision 031), each with the reason.
 * `leanSpecOf` (lean-start.ts) lays these over the archetype's spec in lean-archetypes.ts.
 */
import { AUTONOMOUS_REGISTRATION, BEAUTY_POSTPONE, FOOD_ADVICE, type LeanSpec } from "./lean-archetypes";
import { LEAN_BY_TRADE_IDEA } from "./lean-ideas-trades";

/**
 * Sweets and savouries for parties are made to order: a 50% deposit on each order buys that
 * party's ingredients, so the first batch is only what the tasting and the photos need (a fifth of
 * the model's stock, our estimate).
 */
const TO_ORDER: Partial<LeanSpec> = {
  batch: 0.2,
  advice: `${FOOD_ADVICE} Cobre sinal de 50% em cada encomenda: ele paga os ingredientes daquela festa; o primeiro lote é só para a degustação e as fotos.`,
};

const CROCHET_TOOLS = {
  from: /^ferramentas e materiais de apoio/,
  item: "Agulhas de crochê, tesoura e marcadores de ponto",
  value: 60,
  kind: "agulhas-de-croche",
} as const;

const LEAN_BY_OTHER_IDEA: Record<string, Partial<LeanSpec>> = {
  // Online lessons and programming for children are given on the computer from the first class;
  // a headset with a microphone (about R$ 100-150 in 2026, our estimate) and the notebook's own
  // webcam start the lessons.
  "aulas-de-idiomas-online": {
    postpone: /projetor|carteiras|camera e tripe/,
    swap: [
      {
        from: /^fone com microfone e webcam/,
        item: "Fone com microfone (a webcam do notebook serve no começo)",
        value: 150,
        kind: "fone-e-webcam",
      },
    ],
  },
  "robotica-e-programacao-para-criancas": { postpone: /projetor|carteiras|camera e tripe/ },
  // A computer technician formats, cleans and upgrades at the client's home with screwdrivers and
  // a multimeter; the bench and the soldering station come with board repairs.
  "manutencao-de-computadores": { postpone: /balcao e vitrine|microscopio|pen drives|^bancada|^estacao de solda/ },
  // Braids are done with the client on a chair of the house; the hand dryer comes with the agenda.
  // The jumbo left over from braiding the family makes the first braids.
  trancista: {
    postpone: new RegExp(`${BEAUTY_POSTPONE.source}|^cadeira e secador de mao`),
    batchOwnedWith: "materiais-do-primeiro-lote",
  },
  // The wash is waterless ("a seco"): spray products and microfibre cloths for the first washes
  // (about R$ 200 in 2026, our estimate) and a portable car vacuum (about R$ 150-250, our
  // estimate); the pressure washer and the full kit of products come with the clients.
  "lavagem-de-carros-a-domicilio": {
    postpone: /^lavadora de alta pressao/,
    swap: [
      {
        from: /^kit de panos de microfibra e produtos/,
        item: "Panos de microfibra e produtos para as primeiras lavagens",
        value: 200,
      },
      { from: /^aspirador portatil/, item: "Aspirador portátil de carro", value: 250, kind: "aspirador" },
    ],
  },
  // A thrift shop starts from good clothes of one's own and pieces on consignment (paid to their
  // owner only once sold): a small first lot, the home iron, photos on the phone.
  brecho: {
    batchOwnedWith: "roupas-para-revender",
    postpone: /estudio de fotos|estantes|araras e cabides|^ferro a vapor|^fundo fotografico e iluminacao/,
    batch: 0.1,
    advice:
      "Comece com as peças boas que você já tem e com peças em consignação (quem deixou recebe só depois da venda), fotos feitas com o celular e venda pelo Instagram e pelos marketplaces de usados; compre lotes quando o giro mostrar o que sai.",
  },
  // A motorcycle is repaired in the home garage or at the client's door (oil, brakes, chain, simple
  // electrics) with the tools and the compressor; the premises and the lift come with the clients,
  // and the MEI of a motorcycle mechanic opens while the workshop is small.
  "mecanica-de-motos": {
    postpone: /cabine de pintura|elevadores automotivos|^elevador de motos/,
    skipMonthly: /^aluguel do ponto/,
    skipPreop: /^adaptacao do ponto/,
    batch: 0.2,
    formalization: "mei",
    advice:
      "Comece na garagem de casa ou na porta do cliente, com os serviços que mais aparecem (óleo, freio, relação, elétrica simples) e as suas ferramentas; o ponto e o elevador vêm com a clientela.",
  },
  // A Libras interpreter starts as an autonomous professional (interpreting is not an MEI
  // occupation): the company and its accountant come with regular contracts.
  "interprete-de-libras": { formalization: "later" },
  // Furniture is assembled on the floor with the drill, screwdrivers, a rubber mallet, a level and
  // a tape (about R$ 200 besides the drill, our estimate); the ladder and the full toolbox wait.
  "montagem-de-moveis-e-pequenos-reparos": {
    postpone: /andaime|utilitario|^nivel a laser|betoneira|^escada$/,
    swap: [{ from: /^caixa de ferramentas manuais/, item: "Chaves, martelo de borracha, nível e trena", value: 200 }],
  },
  // A painter's hand tools are spatulas, sandpaper, tape and a drop cloth, not a full toolbox.
  "pintor-de-paredes": {
    swap: [{ from: /^caixa de ferramentas manuais/, item: "Espátulas, lixas, fita crepe e lona de proteção", value: 150 }],
  },
  // A phone repairer quotes first and buys the screen or battery with the client's deposit: the first
  // lot is the consumables (adhesive, isopropyl alcohol, flux, solder), a tenth of the model's stock.
  // The first repairs are done at the home table under a LED magnifier lamp (about R$ 120 in 2026),
  // with a simple screen separator and precision screwdrivers (about R$ 450; our estimates).
  "conserto-de-celulares": {
    swap: [
      { from: /^bancada e iluminacao de trabalho/, item: "Luminária de LED com lupa para a mesa de casa", value: 120, kind: "bancada" },
      {
        from: /^separadora de tela e kit/,
        item: "Separadora de tela simples e chaves de precisão",
        value: 450,
        kind: "kit-reparo-celular",
      },
    ],
    batch: 0.1,
    advice:
      "Comece atendendo em casa ou na casa do cliente: faça o orçamento antes e compre a tela ou a bateria com o sinal do cliente; no estoque, só os consumíveis (cola, álcool isopropílico, fluxo e solda). O balcão e o microscópio vêm depois.",
  },
  // Washing machines and fridges are repaired at the client's home: the bench waits. The part is
  // bought after the diagnosis with the client's deposit: the first lot is consumables (a fifth).
  "conserto-de-eletrodomesticos": {
    postpone: /balcao e vitrine|^bancada/,
    batch: 0.2,
    advice:
      "Atenda na casa do cliente ou na sua garagem: faça o diagnóstico, cobre o sinal e compre a peça com ele; no estoque, só os consumíveis. A bancada vem com o movimento.",
  },
  // Free CAT tools (OmegaT, free software; Smartcat's free plan) translate the first jobs; the paid
  // licence comes when an agency asks for its format.
  "traducao-e-versao": {
    swap: [{ from: /^software de traducao/, item: "Ferramenta de tradução gratuita (OmegaT ou Smartcat)", value: 0 }],
  },
  // The first candles are poured from wax melted in a double boiler (banho-maria) on the home stove,
  // with a kitchen thermometer (about R$ 80 for the pan and the thermometer in 2026, our estimate).
  // The first candles go into a few reusable moulds and jars bought for them (about R$ 150 in 2026,
  // our estimate); the full set of moulds comes with the orders.
  "velas-aromaticas": {
    swap: [
      {
        from: /^derretedeira e termometro/,
        item: "Panela para banho-maria e termômetro culinário",
        value: 80,
        kind: "utensilios-de-cozinha",
      },
      { from: /^formas e recipientes/, item: "Formas e potes para as primeiras velas", value: 150, kind: "formas-de-artesanato" },
    ],
  },
  // A feira stall starts on a folding table under a parasol (about R$ 300 in 2026, our estimate);
  // the covered stall comes with a fixed spot.
  "barraca-de-tapioca": {
    swap: [{ from: /^barraca desmontavel/, item: "Mesa dobrável e guarda-sol", value: 300, kind: "barraca-de-feira" }],
  },
  // Babysitting by the day and home organising are not MEI occupations: the first families are
  // served as an autonomous person (the city's autonomous registration, INSS as an individual);
  // a company and its accountant only come with a team.
  // The first families' children play with their own toys: a basic first-aid kit (about R$ 80 in
  // 2026, our estimate) is what the sitter brings.
  "baba-folguista": {
    formalization: "later",
    swap: [
      {
        from: /^kit de primeiros socorros e materiais de recreacao/,
        item: "Kit básico de primeiros socorros (as crianças brincam com os próprios brinquedos)",
        value: 80,
      },
    ],
    advice: `Comece com as famílias que já confiam em você e as indicações delas, como autônoma ${AUTONOMOUS_REGISTRATION}; combine por escrito horários, valor da diária e contatos de emergência.`,
  },
  "personal-organizer": {
    formalization: "later",
    advice: `Comece organizando a casa de conhecidos com fotos de antes e depois para o portfólio, como autônoma ${AUTONOMOUS_REGISTRATION}; a empresa vem com a equipe.`,
  },
  // Massage and integrative therapies are not MEI occupations: the first sessions are given as an
  // autonomous professional (ISS and INSS as an individual), at the client's home with the portable
  // couch; the room and the company come with the agenda.
  massoterapia: {
    formalization: "later",
    skipMonthly: /^aluguel do ponto/,
    skipPreop: /^adaptacao do ponto/,
    advice: `Comece atendendo em domicílio com a maca portátil, como profissional autônomo ${AUTONOMOUS_REGISTRATION}; a sala e a empresa vêm com a agenda cheia.`,
  },
  "terapias-integrativas": {
    formalization: "later",
    skipMonthly: /^aluguel do ponto/,
    skipPreop: /^adaptacao do ponto/,
    advice: `Comece atendendo em domicílio ou em salas alugadas por hora, como profissional autônomo ${AUTONOMOUS_REGISTRATION}; a sala própria e a empresa vêm com a agenda cheia.`,
  },
  // A nutritionist starting at the patient's home or online measures with a portable digital scale,
  // a tape and a clinical skinfold caliper (about R$ 400 in 2026, our estimate); the bioimpedance
  // scale comes with the office.
  "consultorio-de-nutricao": {
    swap: [
      {
        from: /^balanca de bioimpedancia e adipometro/,
        item: "Balança digital portátil, fita métrica e adipômetro clínico",
        value: 400,
      },
    ],
  },
  // A bar for events has no MEI occupation. The first parties are served as an autonomous bartender
  // hired per event: the host buys the bottles from the bartender's list, who brings the bar tools
  // (shakers, jiggers, strainers and muddlers: about R$ 500 in 2026, our estimate), the fruit and
  // the ice. The mobile bar, the second person and the company come with the contracts.
  "bar-de-drinks-para-eventos": {
    formalization: "later",
    swap: [
      {
        from: /^bar movel e utensilios de coquetelaria/,
        item: "Coqueteleiras, dosadores, coadores e socadores",
        value: 500,
        kind: "kit-de-bar",
      },
      // Knives, a board and ice buckets (about R$ 200 in 2026, our estimate); the ice travels in
      // two cool boxes (about R$ 300, our estimate), a line of its own so that owned ones count.
      { from: /^facas, utensilios e caixas termicas/, item: "Facas, tábua e baldes de gelo", value: 200 },
    ],
    extra: [{ item: "Duas caixas térmicas para o gelo", value: 300, kind: "caixa-termica" }],
    skipMonthly: /^salario e encargos de 1 funcionario/,
    advice:
      "Comece como bartender contratado por festa, como autônomo: o anfitrião compra as bebidas pela sua lista e você leva o seu kit, as frutas e o gelo. O bar móvel, a equipe e a empresa vêm com os contratos.",
  },
  // Direct-selling brands register their consultants by CPF, and their catalogue has the photos;
  // orders are taken on the brand's own consultant app, so no shop platform is paid at the start.
  "revenda-de-cosmeticos-por-catalogo": { formalization: "later", skipMonthly: /^plataforma de loja/ },
  // Posts are made and scheduled on the phone (Canva, CapCut, Meta Business Suite) for the first
  // clients; the notebook comes with the clients.
  "gestao-de-redes-sociais": { postpone: /^notebook/ },
  // A backyard nursery starts under shade cloth on simple benches, watered by hose (about R$ 800 of
  // cloth, posts and benches, our estimate); the greenhouse and misting come with the sales.
  "viveiro-de-mudas": {
    postpone: /^irrigacao por nebulizacao/,
    swap: [{ from: /^estufa com sombrite e bancadas/, item: "Sombrite, estacas e bancadas simples", value: 800 }],
  },
  // A guide takes bookings on the phone; the notebook comes with the agency work.
  "guia-de-turismo": { postpone: /^notebook/ },
  // Ride apps register the driver as a person (CNH with EAR and a clean record); a company can come later.
  "motorista-de-aplicativo": { formalization: "later" },
  // No licence or course is required to deliver by bicycle, and bicycles are seldom insured.
  // Delivery apps register couriers by CPF; the MEI comes with fixed clients.
  "entregas-de-bicicleta": { skipPreop: /^cursos e licencas/, skipMonthly: /^seguro do veiculo/, formalization: "later" },
  // A courier who did the Contran motofrete course has that part of the line done.
  "motoboy-entregas": { formalization: "later", preopOwnedWith: { from: /^cursos e licencas exigidos/, kind: "curso-de-motofrete" } },
  // Prints sell first on marketplaces that accept a person (CPF); the company comes with volume.
  // The reel of the swap is the first batch of material: the batch here is the packaging of the
  // first orders (bags and labels). One printer prints the first orders; the second comes with them.
  "impressao-3d": { formalization: "later", batch: 0.1, firstUnits: [{ from: /^impressoras 3d/ }] },
  // A bag is sewn in an afternoon: fabric, zippers and lining for the first six or seven bags (a
  // fifth of the model's stock) make the first sales; the rest is bought with their money.
  "bolsas-e-mochilas": { batch: 0.2 },
  // A personal trainer works as a person registered in CREF (Lei 9.696/1998); the company and its
  // accountant come with the pupils.
  "personal-trainer": { formalization: "later" },
  // Eyebrow design is a half-hour service done with the client reclined in a chair or on her sofa;
  // the portable couch comes with the agenda (lash extension and waxing keep it: the client lies down).
  "design-de-sobrancelhas": { postpone: new RegExp(`${BEAUTY_POSTPONE.source}|^maca portatil`) },
  // Taxi-dog is not an MEI occupation: the first rides are done as an autonomous person (CPF and
  // the city's autonomous registration); the company, its accountant and fees come with the clients.
  "taxi-dog": { formalization: "later" },
  // Small loads first (a fridge, a sofa, a few boxes): straps, a tarp and blankets protect them;
  // the hand truck comes with the moves ("mudancas" keeps it from the start).
  // The roll-on truck carries the skips: without it no skip is delivered. Trailers wait. A skip
  // stays days on each site, so one truck starts with a third of the model's skips, not one
  // (our estimate: ten skips keep the truck busy while the first clients come).
  "cacambas-de-entulho": {
    postpone: /utilitario|carretinha|carreta/,
    firstUnits: [{ from: /^cacambas/, units: 10 }],
    advice:
      "O caminhão é o negócio: comece com poucas caçambas, ofereça às obras e reformas do bairro e veja na prefeitura as regras para caçamba na rua; a frota cresce com a procura.",
  },
  // One table serves no party: the first parties are small ones (about 40 guests, our estimate),
  // so ten tables with four chairs and their tablecloths.
  "aluguel-de-mesas-e-cadeiras": { firstUnits: [{ from: /^mesas com 4 cadeiras|^toalhas/, units: 10 }] },
  // One bicycle is not a rental point: five (our estimate) serve a family or a small group.
  "aluguel-de-bicicletas": { firstUnits: [{ from: /^bicicletas/, units: 5 }] },
  // The delivery vehicle is the gas and water reseller's business, and gas does not perish.
  "revenda-de-gas-e-agua": {
    advice:
      "A entrega em casa é o negócio: comece com o veículo de entrega, poucos botijões e galões e um bairro atendido por telefone e WhatsApp; o estoque cresce com os pedidos.",
  },
  // Tiles are laid with notched trowels (one line with the laser level) and cut with a tile cutter:
  // both lines stay; scaffolding and the concrete mixer are rented per job.
  "assentamento-de-pisos-e-revestimentos": { postpone: /andaime|utilitario|betoneira/ },
  // Crop spraying by drone needs the MAPA registration and an agronomist in charge before the first job.
  "pulverizacao-com-drone": { formalization: "full" },
  // A sewing subcontractor starts alone at her own industrial straight machine (one of the model's
  // two); the employee comes with the second machine and the volume.
  "faccao-de-costura": {
    firstUnits: [{ from: /^maquinas retas industriais/, ownedWith: "maquina-industrial" }],
    skipMonthly: /^salario e encargos/,
  },
  // Crochet is made with hooks, scissors and stitch markers (about R$ 60 in 2026, our estimate), not
  // a craft's generic toolbox; a crocheter already has them.
  "tapetes-de-croche-em-barbante": { swap: [CROCHET_TOOLS] },
  amigurumi: { swap: [CROCHET_TOOLS] },
  // Bows and headbands are made with a glue gun and scissors, which the idea lists apart: a craft's
  // generic toolbox waits.
  "lacos-e-tiaras-infantis": { postpone: /^ferramentas e materiais de apoio/ },
  "docinhos-para-festas": TO_ORDER,
  "bolos-de-aniversario-sob-encomenda": TO_ORDER,
  "salgados-para-festas": TO_ORDER,
  // A carer measures with the family's own monitor at first (an elderly person with hypertension
  // has one); the carer's own comes with the agenda. The oximeter and thermometer stay.
  "cuidador-de-idosos": { postpone: /^medidor de pressao/ },
  // Car detailing starts at the client's garage: interior cleaning, polishing and waxing with a
  // random-orbital polisher and its pads (about R$ 850 in 2026) and a wet-and-dry vacuum (about
  // R$ 400; our estimates), washed with rinseless products. The compressor, the tent, the
  // professional washer, the premises and the employee come with the clients.
  "estetica-automotiva": {
    postpone: /^ferramentas manuais e carrinho|^compressor de ar|^lavadora de alta pressao profissional|^iluminacao e tenda/,
    swap: [{ from: /^politrizes, extratora e aspirador/, item: "Politriz roto-orbital, boinas e pads", value: 850, kind: "politriz" }],
    extra: [{ item: "Aspirador de pó e água", value: 400, kind: "aspirador" }],
    skipMonthly: /^aluguel do ponto|^salario e encargos|^descarte de residuos/,
    skipPreop: /^adaptacao do ponto/,
    batch: 0.2,
    formalization: "mei",
    advice:
      "Comece na garagem do cliente ou na sua, com higienização interna, polimento e enceramento; a lavagem sem enxágue dispensa a lavadora no começo. Compressor, tenda, lavadora profissional, o ponto e o funcionário vêm com a clientela.",
  },
  // A salon starts with one station in a room of the house, worked by its owner: one cutting chair,
  // one basin (plumbing and a socket for it: about R$ 800, our estimate), a counter with a mirror
  // (about R$ 800, our estimate) and one professional dryer and flat iron (about R$ 900, our estimate). The reception, the other chairs, the
  // rented premises and the team come with the clients; the autoclave stays (manicure and
  // pedicure need it from the first client).
  "salao-de-beleza": {
    postpone: /^recepcao, cadeiras e moveis/,
    firstUnits: [{ from: /^cadeiras de corte/ }, { from: /^lavatorios/ }],
    swap: [
      { from: /^bancadas e espelhos/, item: "Bancada e espelho para uma cadeira", value: 800 },
      { from: /^secadores e pranchas/, item: "Um secador e uma prancha profissionais", value: 900, kind: "secador-e-prancha" },
    ],
    extra: [{ item: "Instalação do lavatório (água, esgoto e tomada) no cômodo", value: 800 }],
    skipMonthly: /^aluguel do ponto|^salario e encargos/,
    skipPreop: /^adaptacao do ponto/,
    batch: 0.2,
    weeks: 2,
    advice:
      "Comece com uma cadeira num cômodo da sua casa, sem equipe, atendendo quem já confia no seu trabalho; recepção, mais cadeiras, o ponto e a equipe vêm quando a agenda encher.",
  },
  // Sublimation prints polyester shirts with the printer and the heat press alone; the cutting
  // plotter (vinyl and cotton) comes with the orders that ask for it.
  // The designs are made in Canva on the phone and sent by the printer's own app: the computer comes
  // with bigger orders.
  "camisetas-personalizadas": { postpone: /guilhotina|software de matrizes|exaustao|^plotter de recorte|^computador com software de arte/ },
  // A reseller who takes pieces to the client's home buys the pieces of the first month's
  // pessimistic sales and restocks with their money, week by week.
  "revenda-de-roupas": { batchByFirstMonth: true },
  "fretes-e-carretos": {
    swap: [{ from: /^cintas, cobertores e carrinho/, item: "Cintas de amarração, lona e cobertores", value: 300 }],
  },
};

/** Every idea's own lean start: the trades' (lean-ideas-trades.ts) and the others' above. */
export const LEAN_BY_IDEA: Record<string, Partial<LeanSpec>> = { ...LEAN_BY_OTHER_IDEA, ...LEAN_BY_TRADE_IDEA };
