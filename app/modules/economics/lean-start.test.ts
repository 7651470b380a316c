import { describe, expect, it } from "vitest";
import { catalogueIdea } from "../../../tests/fixtures/catalogue-idea";
import { CATALOGUE, findIdea } from "~/modules/discovery/catalogue.server";
import { LEAN_BY_ARCHETYPE } from "./lean-archetypes";
import { fullStructure, leanSpecOf, leanStart, ownedItemsOf, ownedPhrase } from "./lean-start";
import { computeEconomics } from "./model";

const idea = catalogueIdea;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

/**
 * The item that IS the business, per archetype (folded names): every item of an idea's full list
 * matching one of these stays in its lean start, so a future postpone rule cannot silently drop it.
 */
const CORE_BY_ARCHETYPE: Record<string, RegExp[]> = {
  "veiculo-carga": [/^moto|^bicicleta|^utilitario|^caminhao/],
  "veiculo-passageiros": [/^carro|^moto|^van/],
  "foto-video": [/^camera|^drone|^cabine/],
  "food-truck": [/^food truck/],
  "servico-maquina-agricola": [/^trator|^drone|^ferramentas de colheita/],
  "locacao-equipamentos": [/^camas|^bicicletas|^line array|^kits tematicos|^pula-pula|^mesas|^tendas|^palco|^consoles|^cacambas|^trator/],
  "banho-tosa": [/banheira|soprador|^furgao/],
  lavanderia: [/^lavadora|^maquina lavadora/],
  "comida-de-rua": [/^churrasqueira|^carrinho|^chapas|^pipoqueira/],
  costura: [/^maquina(?! de bordar)/],
  personalizacao: [/^maquina|^impressora|^prensa|^mesa de serigrafia/],
  "bebida-artesanal": [/^alambique|^equipamento de brassagem|^fermentadores/],
  agroindustria: [/^torrador|^forno de farinha|^tanque de coagulacao/],
  "industria-servico": [/^forno crematorio|^maquina de gelo|^perfuratriz/],
  "criador-conteudo": [/^celular/],
  "freelancer-digital": [/^notebook adequado/],
  "empresa-tecnologia": [/^notebooks/],
  consultoria: [/^notebook/],
  "instrutor-empresas": [/^notebook/],
  "chef-em-domicilio": [/^facas, utensilios/],
  "cozinha-doces": [/^formas, bicos/],
  "oficina-automotiva": [/^ferramentas manuais/],
};

/** Ideas whose core differs from their archetype's, or archetypes without one core for all members. */
const CORE_BY_IDEA: Record<string, RegExp[]> = {
  // Car detailing is done with the polisher and the vacuum (swapped for their lean versions); the
  // hand tools and trolley of a shop wait.
  "estetica-automotiva": [/^politrizes/],
  // Classes at home are given with the subject's own tools; online ones on the computer.
  // The headset is bought at first (the notebook's webcam waits): the swap keeps its line.
  "aulas-de-idiomas-online": [/^notebook ou tablet/],
  "robotica-e-programacao-para-criancas": [/^notebook ou tablet/, /^kits de robotica/],
  "aulas-de-musica": [/^instrumentos para aula/],
  // Social media is made on the phone for the first clients; the notebook comes with them.
  "gestao-de-redes-sociais": [/^celular com boa camera/],
  "aulas-de-costura": [/^maquinas de costura/],
  "fotografo-de-eventos": [/^camera/, /^lentes/],
  "pet-movel": [/^furgao/],
  "cacambas-de-entulho": [/^cacambas/, /^caminhao poliguindaste/],
  "revenda-de-gas-e-agua": [/^moto com carretinha/, /^cascos/],
  "cantina-escolar": [/^estufa e vitrine/],
  "pizzaria-delivery": [/^forno de pizza/],
  "hamburgueria-delivery": [/^chapa/],
  "sorveteria-artesanal": [/^produtora de sorvete/],
  "cafeteria-de-bairro": [/^maquina de espresso/],
  "linguicas-artesanais": [/^moedor/, /^freezer/],
  "marmitas-fitness-congeladas": [/^freezer/],
  "massas-frescas": [/^freezer/],
  "pao-de-queijo-congelado": [/^freezer/],
  "papinhas-congeladas-para-bebes": [/^freezer/],
  "polpas-de-frutas-congeladas": [/^freezer/],
  "drywall-e-gesso": [/^ferramentas de drywall/],
  "marcenaria-sob-medida": [/^ferramentas eletricas/],
  serralheria: [/^maquina de solda/, /^policorte, esmerilhadeiras/],
  "assentamento-de-pisos-e-revestimentos": [/^cortadora de piso/, /desempenadeiras/],
  "decoracao-com-baloes": [/^inflador/],
  "dj-para-festas": [/^controladora/],
  "alinhamento-e-balanceamento": [/^alinhador/, /^balanceadora/],
  "passeios-de-barco": [/^embarcacao/],
  "estudio-de-tatuagem": [/^maquinas rotativas/],
  micropigmentacao: [/^dermografo/],
  "transporte-escolar": [/^van escolar/],
  mototaxi: [/^moto/],
};

/**
 * Archetypes whose members share no single core item: the trade is the person's skill with
 * small tools, a shop's premises and stock, a farm's land, a licensed room (their core, when
 * there is one, is named per idea above).
 */
const NO_SINGLE_CORE = [
  "aulas-particulares",
  "beleza-domicilio",
  "estudio-beleza",
  "salao-clinica",
  "cosmeticos-artesanais",
  "servico-domestico",
  "limpeza-equipamento",
  "jardim-piscina",
  "balcao-reparo",
  "oficio-obra",
  "oficina-fabricacao",
  "artesanato",
  "loja-varejo",
  "loja-perecivel",
  "loja-online",
  "banca-feira",
  "distribuicao",
  "pratica-regulada",
  "atividade-fisica",
  "hospedagem-cuidado",
  "locacao-espaco",
  "servico-pet",
  "produto-pet",
  "criacao-animais",
  "lavoura",
  "criacao-rural",
  "turismo",
  "hospedagem",
  "artista-eventos",
  "espaco-eventos",
  "servico-automotivo-movel",
  "cozinha-refeicoes",
  "fabrica-alimentos",
  "cozinha-delivery",
  "restaurante-loja",
  "alimentacao-empresas",
  "escola-espaco",
];

describe("the lean start of every idea (decision 031)", () => {
  it("has a lean start written for every archetype of the catalogue", () => {
    for (const i of CATALOGUE) expect(LEAN_BY_ARCHETYPE[i.economics.archetype], i.economics.archetype).toBeDefined();
  });

  it("is never larger than the full structure", () => {
    const over = CATALOGUE.filter((i) => leanStart(i).totalBeforeOwned > computeEconomics(i.economics).totalInvestment).map((i) => i.id);
    expect(over).toEqual([]);
  });

  it("is built from items of the idea's own archetype", () => {
    for (const i of CATALOGUE) {
      const spec = leanSpecOf(i);
      const own = new Set([...i.economics.fixedInvestment.map((x) => x.item), ...i.economics.preOperational.map((x) => x.item)]);
      const declared = new Set([...(spec.swap ?? []).map((s) => s.item), ...(spec.extra ?? []).map((e) => e.item)]);
      for (const line of leanStart(i).items) {
        if (line.group === "primeiro-lote" || line.group === "capital-de-giro") continue;
        const name = line.item.replace(/ \(\d+ unidades?\)$/, "").replace(/ — (?:sem custo para o MEI|há versões gratuitas) .*$/, "");
        // An MEI while small opens as one: the company's opening line, renamed.
        const asCompany = ["Junta Comercial", "Junta Comercial ou cartório"].map((j) =>
          name.replace(/^Abertura do MEI \(gratuita\)/, `Abertura da empresa (${j}, contador, taxas)`),
        );
        expect(own.has(name) || asCompany.some((n) => own.has(n)) || declared.has(name), `${i.id}: ${line.item}`).toBe(true);
      }
    }
  });

  it("states the rule of its working capital and, when it buys stock, of its first batch", () => {
    for (const i of CATALOGUE) {
      const lean = leanStart(i);
      expect(lean.workingCapitalRule).toMatch(
        /^Capital de giro do começo: (?:\d+ semanas? |os custos variáveis da primeira semana|nenhum custo fixo novo)/,
      );
      if (lean.items.some((l) => l.group === "primeiro-lote"))
        expect(lean.batchRule).toMatch(/% do estoque inicial|das vendas do primeiro mês no cenário pessimista \(\d+ /);
      expect(lean.advice.length).toBeGreaterThan(30);
    }
  });
});

describe("what the person owns", () => {
  it("prices the car of a driver who owns one at R$ 0, in the lean start and in the full structure", () => {
    const driver = idea("motorista-de-aplicativo");
    const lean = leanStart(driver, ["carro"]);
    expect(lean.total).toBeLessThanOrEqual(2000);
    expect(lean.items.find((l) => l.kind === "carro")).toMatchObject({ owned: true, value: 0, price: 55000 });
    expect(lean.ownedValue).toBe(55000);
    const full = fullStructure(driver.economics, ["carro"]);
    const bought = fullStructure(driver.economics);
    expect(full.totalInvestment).toBe(bought.totalInvestment - 55000);
    expect(full.scenarios.provavel.paybackMonths!).toBeLessThan(bought.scenarios.provavel.paybackMonths ?? Infinity);
    expect(ownedItemsOf(driver.economics, ["carro"])).toEqual([
      { item: "Carro usado aceito pelos aplicativos", kind: "carro", value: 55000 },
    ]);
    expect(ownedPhrase(lean.items)).toBe("você já tem o carro");
  });

  it("starts a manicure with her kit within R$ 150; her estufa is not the autoclave, which waits for the first clients", () => {
    const lean = leanStart(idea("manicure-e-pedicure-em-domicilio"), ["kit-manicure", "estufa-esterilizacao"]);
    expect(lean.total).toBeLessThanOrEqual(150);
    expect(ownedPhrase(lean.items)).toBe("você já tem o kit de trabalho");
    expect(lean.items.some((i) => /autoclave/i.test(i.item))).toBe(false);
    expect(lean.advice).toContain("nunca o mesmo instrumento em duas pessoas");
    // Whoever owns an autoclave has it counted.
    const withAutoclave = leanStart(idea("manicure-e-pedicure-em-domicilio"), ["kit-manicure", "autoclave"]);
    expect(ownedItemsOf(idea("manicure-e-pedicure-em-domicilio").economics, ["autoclave"])).toEqual([
      { item: "Autoclave portátil", kind: "autoclave", value: 2200 },
    ]);
    expect(withAutoclave.total).toBeLessThanOrEqual(lean.total);
  });

  it("starts a barber at home from his clipper and scissors, with no autoclave to buy", () => {
    const barber = idea("barbeiro-a-domicilio");
    const lean = leanStart(barber, ["maquina-de-corte", "tesouras"]);
    expect(lean.total).toBeLessThanOrEqual(300);
    expect(ownedPhrase(lean.items)).toBe("você já tem a máquina de corte e as tesouras e navalhas");
    expect(lean.formalization).toBe("mei");
    // Without them, the clipper is the trade and is bought first.
    expect(leanStart(barber).items.some((i) => /^Máquinas de corte/.test(i.item) && i.value > 0)).toBe(true);
  });

  it("starts 3D printing on one printer and one reel; a person's own printer is that printer", () => {
    const printing = idea("impressao-3d");
    const printers = (lean: ReturnType<typeof leanStart>) => lean.items.filter((i) => /^Impressoras 3D/.test(i.item));
    expect(printers(leanStart(printing)).map((i) => i.value)).toEqual([2800]);
    const owned = leanStart(printing, ["impressora-3d", "notebook"]);
    expect(printers(owned).map((i) => [i.value, i.owned])).toEqual([[0, true]]);
    expect(owned.items.some((i) => /^Um rolo de filamento/.test(i.item))).toBe(true);
  });

  it("starts bags with material for the first few bags, not half the model's stock", () => {
    const bags = leanStart(idea("bolsas-e-mochilas"), ["maquina-de-costura"]);
    expect(bags.items.find((i) => i.group === "primeiro-lote")!.value).toBe(240);
    expect(bags.batchRule).toContain("20%");
  });

  it("starts classes at the pupil's home without a notebook, and online lessons with one", () => {
    const has = (id: string) => leanStart(idea(id)).items.some((i) => /^Notebook ou tablet/.test(i.item));
    expect(has("reforco-escolar")).toBe(false);
    expect(has("aulas-de-musica")).toBe(false);
    expect(has("aulas-de-idiomas-online")).toBe(true);
  });

  it("starts a braider without a chair, a painter with spatulas and tape, a car washer with a portable vacuum", () => {
    expect(leanStart(idea("trancista")).items.some((i) => /^Cadeira/.test(i.item))).toBe(false);
    const painter = leanStart(idea("pintor-de-paredes"), ["ferramentas-pintura", "escada"]);
    expect(painter.items.map((i) => i.item)).toContain("Espátulas, lixas, fita crepe e lona de proteção");
    expect(painter.total).toBeLessThanOrEqual(500);
    expect(leanStart(idea("lavagem-de-carros-a-domicilio"), ["lavadora-de-alta-pressao"]).total).toBeLessThanOrEqual(720);
  });

  it("starts repairs at home: no rent for the repair counter, a motorcycle mechanic in the garage as an MEI", () => {
    const phones = leanStart(idea("conserto-de-celulares"), ["estacao-de-solda"]);
    expect(phones.monthlyFixed.some((m) => /^Aluguel/.test(m.item))).toBe(false);
    const moto = leanStart(idea("mecanica-de-motos"), ["ferramentas", "compressor"]);
    expect(moto.formalization).toBe("mei-small");
    expect(moto.items.some((i) => /^Adaptação do ponto/.test(i.item))).toBe(false);
    expect(moto.postponed.map((p) => p.item)).toContain("Elevador de motos");
    expect(moto.total).toBeLessThanOrEqual(8000);
  });

  it("counts a market trader's own stall at R$ 0", () => {
    const stall = leanStart(idea("barraca-de-utilidades-em-feira"), ["barraca-de-feira"]);
    expect(stall.items.find((i) => /^Barraca desmontável/.test(i.item))).toMatchObject({ value: 0, owned: true });
    expect(ownedPhrase(stall.items)).toBe("você já tem a barraca");
  });

  it("starts cakes to order from a home kitchen within R$ 500", () => {
    for (const id of ["bolos-de-pote", "salgados-para-festas", "docinhos-para-festas"]) {
      expect(leanStart(idea(id), ["utensilios-de-cozinha"]).total, id).toBeLessThanOrEqual(500);
    }
  });

  it("leaves the rent out for a person with their own premises", () => {
    const shop = CATALOGUE.find((i) => i.economics.monthlyFixed.some((m) => m.item === "Aluguel do ponto"))!;
    const rent = shop.economics.monthlyFixed.find((m) => m.item === "Aluguel do ponto")!.value;
    expect(fullStructure(shop.economics, ["ponto-comercial"]).monthlyFixedTotal).toBe(
      fullStructure(shop.economics).monthlyFixedTotal - rent,
    );
  });

  it("prices the food handler's course at R$ 0 (free versions exist) and says where to confirm it", () => {
    const lean = leanStart(idea("marmitas-caseiras"), ["utensilios-de-cozinha"]);
    const course = lean.items.find((l) => l.item.startsWith("Curso de Boas Práticas"))!;
    expect(course).toMatchObject({ value: 0, group: "documentos" });
    expect(course.item).toMatch(/confirme na Vigilância Sanitária/);
  });

  it("reads a beauty professional's own kit as owned: make-up, eyebrow pliers, scissors", () => {
    expect(leanStart(idea("maquiagem-para-eventos"), ["kit-maquiagem"]).total).toBeLessThanOrEqual(300);
    const brows = leanStart(idea("design-de-sobrancelhas"), ["kit-sobrancelha"]);
    expect(brows.total).toBeLessThanOrEqual(200);
    expect(brows.postponed.map((p) => p.item)).toEqual(expect.arrayContaining(["Maca portátil", "Maleta ou bolsa de trabalho"]));
    // Lash extension keeps the couch: the client lies down for two hours.
    expect(leanStart(idea("extensao-de-cilios")).items.map((l) => l.item)).toContain("Maca portátil");
    const hair = leanStart(idea("cabeleireira-a-domicilio"), ["secador-e-prancha"]);
    expect(hair.items.map((l) => l.item)).toContain("Uma tesoura profissional de corte, navalha e pentes");
    expect(leanStart(idea("cabeleireira-a-domicilio"), ["secador-e-prancha", "tesouras"]).total).toBeLessThan(hair.total);
  });

  it("keeps a transport box for the taxi-dog (animals are not carried loose) and starts it as a person", () => {
    const lean = leanStart(idea("taxi-dog"), ["carro"]);
    expect(lean.items.map((l) => l.item)).toContain("Uma caixa de transporte e uma capa de banco (um animal por corrida)");
    expect(lean.formalization).toBe("later");
    expect(lean.items.some((l) => /^Abertura/.test(l.item))).toBe(false);
  });

  it("does not buy a phone for a courier: the mount for the phone they already use", () => {
    const lean = leanStart(idea("motoboy-entregas"), ["moto"]);
    expect(lean.items.map((l) => l.item)).toContain("Suporte de celular para o guidão (com o celular que você já usa)");
    expect(lean.items.some((l) => l.kind === "celular")).toBe(false);
  });

  it("keeps what needs a licence from day one", () => {
    const lean = leanStart(idea("motoboy-entregas"), ["moto", "celular"]);
    expect(lean.items.map((l) => l.item)).toContain("Cursos e licenças exigidos");
    expect(lean.postponed.map((p) => p.item)).toContain("Baú, capacete e equipamentos de segurança");
  });
});

describe("the item that is the business stays in the lean start", () => {
  it("names the core items of every archetype, or says why it has none", () => {
    const archetypes = new Set(CATALOGUE.map((i) => i.economics.archetype));
    for (const a of archetypes) expect(a in CORE_BY_ARCHETYPE || NO_SINGLE_CORE.includes(a), a).toBe(true);
    for (const id of Object.keys(CORE_BY_IDEA)) expect(findIdea(id), id).toBeDefined();
  });

  it("keeps every item of the full list that matches a core pattern, for every idea", () => {
    const dropped: string[] = [];
    for (const i of CATALOGUE) {
      const patterns = CORE_BY_IDEA[i.id] ?? CORE_BY_ARCHETYPE[i.economics.archetype] ?? [];
      const lean = leanStart(i)
        .items.filter((l) => l.group === "equipamento")
        .map((l) => l.item);
      for (const pattern of patterns) {
        const core = i.economics.fixedInvestment.filter((x) => pattern.test(fold(x.item)));
        // A pattern that names nothing of the idea's list would guard nothing.
        if (core.length === 0) dropped.push(`${i.id}: nothing matches ${pattern}`);
        // A swap is the same item's cheaper first version (a polisher and its pads for a shop's set).
        const swapped = (item: string) => leanSpecOf(i).swap?.some((s) => s.from.test(fold(item))) ?? false;
        for (const x of core) if (!lean.some((l) => l.startsWith(x.item)) && !swapped(x.item)) dropped.push(`${i.id}: ${x.item}`);
      }
    }
    expect(dropped).toEqual([]);
  });

  it("keeps the drone, the photo booth, the camera with one lens", () => {
    expect(leanStart(idea("imagens-aereas-com-drone")).items.map((l) => l.item)).toContain("Drone com câmera 4K e baterias extras");
    expect(leanStart(idea("cabine-de-fotos-para-festas")).items.map((l) => l.item)).toContain("Cabine fotográfica com impressora dye-sub");
    const photographer = leanStart(idea("fotografo-de-eventos"));
    expect(photographer.items.map((l) => l.item)).toEqual(expect.arrayContaining(["Câmera full frame", "Lentes (1 unidade)"]));
    expect(photographer.postponed.map((p) => p.item)).toContain("Lentes (a outra unidade)");
    expect(photographer.advice).not.toMatch(/drone vêm/);
    // A camera is sold with a lens: whoever owns the camera starts with their own lens.
    const withCamera = leanStart(idea("fotografo-de-eventos"), ["camera", "notebook"]);
    expect(withCamera.items.find((l) => l.item === "Lentes (1 unidade)")).toMatchObject({ owned: true, value: 0, price: 4000 });
    expect(ownedPhrase(withCamera.items)).toBe("você já tem a câmera e o computador");
  });

  it("keeps the van of the mobile pet grooming and the roll-on truck of the skip hire", () => {
    // Only the full kit of products waits (towels and the first products start it).
    expect(leanStart(idea("pet-movel")).postponed.map((p) => p.item)).toEqual(["Produtos de banho, toalhas e kit de primeiros socorros"]);
    expect(leanStart(idea("pet-movel")).advice).not.toMatch(/furgão/);
    const skips = leanStart(idea("cacambas-de-entulho"));
    expect(skips.items.map((l) => l.item)).toContain("Caminhão poliguindaste usado");
    expect(skips.postponed.some((p) => /caminh/i.test(p.item))).toBe(false);
  });

  it("starts equipment hire with enough units for the first clients, not one table or one skip", () => {
    const kept = (id: string) => leanStart(idea(id)).items.map((l) => l.item);
    expect(kept("aluguel-de-mesas-e-cadeiras")).toEqual(
      expect.arrayContaining(["Mesas com 4 cadeiras (10 unidades)", "Toalhas (10 unidades)"]),
    );
    expect(kept("cacambas-de-entulho")).toContain("Caçambas metálicas 5 m³ (10 unidades)");
    expect(kept("aluguel-de-bicicletas")).toContain("Bicicletas (5 unidades)");
    // Hospital equipment is rented one by one as it is asked for: one of each stays the start.
    expect(kept("aluguel-de-equipamentos-hospitalares")).toContain("Camas hospitalares (1 unidade)");
  });

  it("keeps the gas reseller's delivery vehicle, with advice true for gas", () => {
    const gas = leanStart(idea("revenda-de-gas-e-agua"));
    expect(gas.items.map((l) => l.item)).toContain("Moto com carretinha ou utilitário usado");
    expect(gas.advice).not.toMatch(/perec/i);
    expect(leanStart(idea("hortifruti")).advice).toMatch(/Perecível/);
  });

  it("keeps the school canteen's heated display", () => {
    expect(leanStart(idea("cantina-escolar")).items.map((l) => l.item)).toContain("Estufa e vitrine");
  });

  it("keeps the tools of the trade that a postpone rule used to drop (oven, machine, grinder, aligner, inflator)", () => {
    const kept = (id: string) => leanStart(idea(id)).items.map((l) => l.item);
    expect(kept("pizzaria-delivery")).toContain("Forno de pizza a lenha ou gás");
    expect(kept("sorveteria-artesanal")).toContain("Produtora de sorvete (máquina)");
    expect(kept("linguicas-artesanais")).toEqual(expect.arrayContaining(["Moedor e embutideira", "Freezer horizontal 500 L"]));
    expect(kept("polpas-de-frutas-congeladas")).toContain("Freezer horizontal 500 L (1 unidade)");
    expect(kept("drywall-e-gesso")).toContain("Ferramentas de drywall e nível a laser");
    expect(kept("marcenaria-sob-medida")).toContain("Ferramentas elétricas e compressor");
    expect(kept("alinhamento-e-balanceamento")).toContain("Alinhador 3D");
    expect(kept("decoracao-com-baloes")).toContain("Inflador elétrico e estruturas");
    expect(kept("serralheria")).toContain("Policorte, esmerilhadeiras e furadeira de bancada");
    expect(kept("assentamento-de-pisos-e-revestimentos")).toEqual(
      expect.arrayContaining(["Cortadora de piso e serra mármore", "Nível a laser e desempenadeiras"]),
    );
  });
});

describe("formalization follows the idea's own MEI flag", () => {
  it("never tells a person to open the MEI for an idea that cannot be MEI, across the whole catalogue", () => {
    const wrong = CATALOGUE.filter((i) => !i.mei)
      .map((i) => ({ id: i.id, lean: leanStart(i) }))
      .filter(({ lean }) => lean.formalization === "mei" || /o MEI é aberto/.test(lean.formalizationText))
      .map(({ id }) => id);
    expect(wrong).toEqual([]);
    for (const i of CATALOGUE.filter((x) => x.mei)) expect(leanStart(i).formalization, i.id).not.toBe("me");
    // Only an activity with an MEI occupation starts as one while small.
    for (const i of CATALOGUE.filter((x) => !x.meiWhenSmall)) expect(leanStart(i).formalization, i.id).not.toBe("mei-small");
  });

  it("starts an MEI activity that the full model outgrows as an MEI while it is small, and says when to change", () => {
    const thrift = idea("brecho");
    expect(thrift.mei).toBe(false);
    const lean = leanStart(thrift);
    expect(lean.formalization).toBe("mei-small");
    expect(lean.formalizationText).toContain(thrift.meiWhenSmall!.occupation);
    expect(lean.formalizationText).toMatch(/R\$\s81\.000 por ano, em média R\$\s6\.750 por mês/);
    const opening = lean.items.find((l) => l.group === "documentos" && /^Abertura/.test(l.item))!;
    expect(opening.item).toMatch(/^Abertura do MEI \(gratuita\)/);
    expect(opening.value).toBe(0);
    expect(lean.monthlyFixed.map((m) => m.item)).not.toContain("Contador");
    expect(lean.monthlyFixed.some((m) => /^DAS do MEI/.test(m.item))).toBe(true);
    // The full structure stays the company the model needs.
    expect(thrift.economics.preOperational.some((p) => /^Abertura da empresa/.test(p.item))).toBe(true);
  });

  it("starts dog treats and crop spraying by drone with the registrations, not as an MEI", () => {
    for (const id of ["petiscos-naturais-para-caes", "pulverizacao-com-drone"]) {
      const lean = leanStart(idea(id));
      expect(lean.formalization, id).toBe("full");
      expect(lean.formalizationText).not.toMatch(/MEI/);
    }
    expect(leanStart(idea("petiscos-naturais-para-caes")).advice).toMatch(/Ministério da Agricultura/);
    // Tractor work under contract is an MEI occupation: the lean start opens the MEI while small.
    expect(leanStart(idea("servicos-com-trator")).formalization).toBe("mei-small");
    expect(leanStart(idea("colheita-sob-empreitada")).formalization).toBe("mei");
  });

  it("gives advice true for the idea: no freight to pay for skips, no machine for manual harvest, no rides for school vans", () => {
    expect(leanStart(idea("cacambas-de-entulho")).advice).not.toMatch(/frete/);
    expect(leanStart(idea("colheita-sob-empreitada")).advice).not.toMatch(/máquina é o negócio/);
    expect(leanStart(idea("transporte-escolar")).advice).not.toMatch(/corridas/);
  });

  it("gives the cargo vehicles advice true for each of them (no delivery apps for a septic truck)", () => {
    for (const i of CATALOGUE.filter((x) => x.economics.archetype === "veiculo-carga")) {
      expect(leanStart(i).advice, i.id).not.toMatch(/aplicativos de entrega e fretes da vizinhança/);
    }
  });
});
