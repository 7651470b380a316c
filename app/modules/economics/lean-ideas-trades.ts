/**
 * Trades and services whose "começo enxuto" differs from their archetype's (decision 031): cleaning,
 * repair, pets, lessons, tourism. Merged into LEAN_BY_IDEA (lean-ideas.ts); each entry says why.
 */
import { AUTONOMOUS_REGISTRATION, type LeanSpec } from "./lean-archetypes";

export const LEAN_BY_TRADE_IDEA: Record<string, Partial<LeanSpec>> = {
  // Pressure washing has no MEI occupation (the catalogue says so): the first jobs are done as an
  // autonomous person, without the R$ 1.500 company opening; the company comes with contracts.
  // Sidewalks, garages and yards are washed with a semi-professional washer (about R$ 1.000 in 2026,
  // our estimate) and a 20 m extension and a floor brush (about R$ 150); the professional machine
  // comes with condominium contracts. A home washer is not counted as the semi-professional one.
  "limpeza-com-alta-pressao": {
    formalization: "later",
    swap: [
      {
        from: /^lavadora de alta pressao profissional/,
        item: "Lavadora de alta pressão semiprofissional (calçadas e garagens)",
        value: 1000,
      },
      { from: /^mangueiras, extensoes e escovas/, item: "Extensão elétrica de 20 m e escova de piso", value: 150 },
    ],
    advice: `Comece com calçadas, garagens e quintais de vizinhos e condomínios, como autônomo ${AUTONOMOUS_REGISTRATION}; a empresa vem com os contratos.`,
  },
  // A bike mechanic starts in the garage or at the courier's door with the essential bike tools and a
  // simple repair stand (about R$ 600 in 2026, our estimate); tubes, cables and pads are bought for
  // each repair with the client's money: the first lot is the consumables (oil, grease, patches, a
  // couple of common tubes: a twentieth of the model's stock, about R$ 100). The bench, the truing
  // stand and the premises come later.
  "oficina-de-bicicletas": {
    postpone: /^bancada e iluminacao|^centralizador de rodas/,
    swap: [
      {
        from: /^cavalete de manutencao e ferramentas de bike/,
        item: "Ferramentas de bike essenciais (chave de raio, saca-corrente, chaves de pedivela e de cassete) e um cavalete simples",
        value: 600,
        kind: "ferramentas-de-bike",
      },
    ],
    batch: 0.05,
    advice:
      "Atenda na garagem de casa ou na porta do cliente e dos entregadores, com as ferramentas essenciais; câmaras, cabos e pastilhas são comprados a cada conserto com o dinheiro do cliente. Bancada, centralizador e ponto vêm com a clientela.",
  },
  // A watchmaker changes batteries, straps and glasses at a home table with a lamp, with his own
  // tools; the water-resistance tester and the counter come with the clients.
  "conserto-de-relogios": {
    postpone: /^testador de estanqueidade|^bancada e iluminacao/,
    advice:
      "Comece em casa, numa mesa com boa luz, com troca de bateria, pulseira e vidro para conhecidos e lojas do bairro; o testador de estanqueidade e o balcão vêm com a clientela.",
  },
  // A book collector's own books are the second-hand bookshop's first lot.
  "sebo-de-livros": { batchOwnedWith: "acervo-de-livros" },
  // Upholstery is vacuumed first with the home vacuum; the wet-and-dry one comes with the agenda. The
  // first sofas need one extractor shampoo, a stain remover and two brushes (about R$ 200, our estimate).
  "limpeza-de-estofados": {
    postpone: /^aspirador de po e agua/,
    swap: [{ from: /^escovas e produtos iniciais/, item: "Xampu para extratora, tira-manchas e duas escovas", value: 200 }],
  },
  // A pool cleaner uses each client's own pool vacuum and skimmer (they come with the filter) and
  // brings the water tests and brushes; his own set comes with the clients.
  piscineiro: {
    postpone: /^aspirador e peneira de piscina/,
    advice:
      "Comece com as piscinas de conhecidos e do condomínio, usando o aspirador e a peneira de cada piscina e levando o seu kit de testes e as escovas; o equipamento próprio vem com a clientela.",
  },
  // A farm's first day-use visitors walk the trails as they are, cleared and signposted, and use a
  // bathroom of the house adapted for them (about R$ 3.000 each, our estimates); bookings come by
  // phone. The full reception, new bathrooms and the notebook come with the season.
  "turismo-rural": {
    postpone: /^notebook/,
    swap: [
      {
        from: /^adequacao de trilhas/,
        item: "Limpeza e sinalização simples das trilhas e uma área de recepção",
        value: 3000,
      },
      { from: /^banheiros para visitantes/, item: "Adaptação de um banheiro da casa para os visitantes", value: 3000 },
    ],
    advice:
      "Comece com day use em fins de semana, grupos pequenos com hora marcada e o café da casa; Cadastur e seguro dos visitantes vêm antes do primeiro grupo. Recepção, banheiros novos e hospedagem vêm com a procura.",
  },
  // A day ironer irons at the client's home with the client's iron and board; her own professional
  // iron comes with the clients who send clothes to her.
  passadeira: {
    postpone: /^ferro a vapor profissional|^tabua reforcada/,
    advice:
      "Comece passando na casa de cada cliente, com o ferro e a tábua de lá; o ferro profissional vem quando os clientes mandarem a roupa para você.",
  },
  // Leather pieces are cut with the trade's own punches and scalpels: a craft's generic toolbox waits.
  "artesanato-em-couro": { postpone: /^ferramentas e materiais de apoio/ },
  // The first gates and grilles are made and installed by the metalworker alone; the helper comes
  // with the orders.
  serralheria: { skipMonthly: /^aluguel do ponto|^salario e encargos/ },
  // Waterproofing has no MEI occupation (the catalogue says so): the first slabs and water tanks are
  // done alone, as an autonomous person, without the company opening, the helper or his CPP.
  impermeabilizacao: {
    formalization: "later",
    skipMonthly: /^salario e encargos|^inss patronal/,
    advice: `Comece sozinho com caixas d'água, lajes pequenas e banheiros, como autônomo ${AUTONOMOUS_REGISTRATION}; o ajudante e a empresa vêm com as obras maiores.`,
  },
  // Mushrooms grow on pasteurised substrate, not soil: no soil analysis. The first batches grow on
  // shelves with a humidifier in a closed room (about R$ 800) from substrate pasteurised in a drum
  // over a gas burner (about R$ 300; our estimates); the climate-controlled room and the autoclave
  // come with the restaurants' orders. Field tools are not used.
  "cultivo-de-cogumelos": {
    postpone: /^ferramentas de campo/,
    swap: [
      { from: /^sala de cultivo climatizada/, item: "Prateleiras e umidificador num cômodo fechado", value: 800 },
      { from: /^autoclave\/pasteurizador/, item: "Tambor e fogareiro para pasteurizar o substrato", value: 300 },
    ],
    skipPreop: /^analise de solo/,
  },
  // Older people learn on their own phone, at home: the archetype's notebook waits, and so do the
  // training devices, which come with group classes.
  "informatica-para-idosos": {
    postpone: /projetor|carteiras|camera e tripe|^notebook ou tablet para aulas|^tablets e celulares de treino/,
  },
  // A trainer works at the client's home, with the client's dog and its lead: a long line, a
  // clicker, a treat pouch and treats (about R$ 150 in 2026, our estimate) start the classes.
  "adestramento-de-caes": {
    swap: [
      {
        from: /^equipamentos de adestramento/,
        item: "Guia longa, clicker, bolsa de petiscos e petiscos",
        value: 150,
        kind: "equipamento-de-adestramento",
      },
    ],
  },
  // Protection training starts with a jute bite sleeve and a protection lead (about R$ 600 in
  // 2026, our estimate); the full bite suit comes with the clients.
  "adestramento-de-caes-de-guarda": {
    swap: [
      {
        from: /^equipamentos de protecao e mordida/,
        item: "Manga de mordida de juta e guia de proteção",
        value: 600,
        kind: "manga-de-mordida",
      },
    ],
  },
  // Bookings are taken on the phone; the notebook comes with agency and company clients.
  "passeios-de-barco": { postpone: /^notebook/ },
  // A group trip is sold by WhatsApp and in the parish or the neighbourhood, on the phone; the bus is
  // hired from a licensed company with the fares paid in advance. Booking sites and the notebook
  // come with the regular trips.
  "excursoes-e-passeios-em-grupo": { postpone: /^notebook/, skipMonthly: /^sites de reserva/ },
  // Balloon decoration is sold to order: each party's 50% deposit buys its balloons, so the first
  // lot is one sample arch for the photos (a fifth of the model's stock, our estimate).
  "decoracao-com-baloes": {
    batch: 0.2,
    advice:
      "Feche cada festa com sinal de 50%: ele paga os balões daquela decoração. O primeiro lote é só para montar um arco de amostra e fotografar; o resto do equipamento vem com as indicações.",
  },
  // A birthday or christening photographer edits the first events in Lightroom on the phone or
  // tablet (the plan's monthly Adobe subscription includes it); the editing notebook comes with the
  // first contracts. A spare memory card and battery are what an event cannot do without (about
  // R$ 250 in 2026, our estimate).
  "fotografo-de-eventos": {
    postpone: /flash|kit de iluminacao|fundo|microfones sem fio|^notebook para edicao/,
    swap: [{ from: /^cartoes de memoria e baterias extras/, item: "Um cartão de memória e uma bateria reserva", value: 250 }],
    advice:
      "Comece com a câmera e a lente que você tem, um cartão e uma bateria reserva, editando no Lightroom do celular ou do tablet; o notebook de edição, lentes a mais e o flash vêm com os primeiros contratos.",
  },
  // A family that already keeps laying hens already buys their feed and has the spade, the
  // wheelbarrow and the boots: what is new for selling eggs is the trays (about R$ 80 for trays of
  // 12 and 30 in 2026, our estimate), sold at the door, to neighbours and at the feira: no freight.
  "galinhas-caipiras-e-ovos": {
    firstUnits: [{ from: /^ferramentas e epis/, units: 1, ownedWith: "galinhas" }],
    batchOwnedWith: "galinhas",
    postponePreop: /^embalagens e rotulos iniciais/,
    extra: [{ item: "Bandejas de ovos (de 12 e de 30) para as primeiras vendas", value: 80 }],
    skipMonthly: /^frete ate os compradores/,
    advice:
      "Comece vendendo os ovos na porta, aos vizinhos e na feira, com o cadastro sanitário em dia; rótulos, frete e mercados vêm com a produção.",
  },
  // A beekeeper with hives has his hive tool, and one suit and smoker start the work; the first
  // honey goes into simple jars with a label (about R$ 150 in 2026, our estimate), sold to
  // neighbours and at the feira: no freight. The extractor is the cooperative's at first.
  apicultura: {
    postpone: /centrifuga/,
    firstUnits: [
      { from: /^ferramentas e epis/, units: 1, ownedWith: "colmeias" },
      { from: /^macacoes, fumigador/, units: 1 },
    ],
    postponePreop: /^embalagens e rotulos iniciais/,
    extra: [{ item: "Potes e rótulos simples para o primeiro mel", value: 150 }],
    skipMonthly: /^frete ate os compradores/,
  },
  // Without a working mill, the first flour is made in the community casa de farinha or a
  // neighbour's, paid per batch as is the custom (about R$ 300 for the first month, our estimate);
  // their press and sieves come with it, and a mill of one's own with the clients.
  "casa-de-farinha": {
    swap: [
      {
        from: /^forno de farinha e raladora/,
        item: "Fornadas na casa de farinha comunitária ou de um vizinho (primeiro mês)",
        value: 300,
      },
    ],
    postpone: /^prensa e peneiras/,
  },
  // A family that milks its own cows starts with fresh cheese (frescal, ricota), sold within days:
  // no ripening room and no press at first. The curd is set in a 50 L stainless pot with moulds
  // (about R$ 1.200 in 2026, our estimate) on a stainless table, in the room the inspection
  // (SIM) approves; the first batch's milk is their own. Ripened cheeses come with the clients.
  "queijos-artesanais": {
    postpone: /^camara de maturacao|^prensa e mesa inox/,
    swap: [{ from: /^tanque de coagulacao e formas/, item: "Caldeirão de inox de 50 L e formas para queijo frescal", value: 1200 }],
    batchOwnedWith: "gado-de-leite",
    advice:
      "Comece com queijo frescal e ricota do leite das suas vacas, feitos na sala aprovada pelo serviço de inspeção (SIM) e vendidos na semana; o queijo curado, a câmara de maturação e a prensa vêm com a clientela.",
  },
  // Grooming at home starts on a folding grooming table (about R$ 450 in 2026, our estimate), the
  // bath given in the laundry tub or the shower of the house; the pet bathtub comes with the clients.
  "banho-e-tosa-em-casa": {
    swap: [
      {
        from: /^mesa de tosa dobravel e banheira pet/,
        item: "Mesa de tosa dobrável (o banho no tanque ou no box de casa)",
        value: 450,
        kind: "mesa-de-tosa",
      },
    ],
  },
  // A tractor service starts with one used disc harrow (about R$ 12.000 in 2026, our estimate)
  // behind the tractor; the mower and the plough come with the clients.
  "servicos-com-trator": {
    swap: [{ from: /^grade, rocadeira e arado/, item: "Grade aradora usada", value: 12000, kind: "grade-aradora" }],
  },
};
