import { describe, expect, it } from "vitest";
import { catalogueIdea } from "../../../tests/fixtures/catalogue-idea";
import { leanStart, ownedItemsOf } from "./lean-start";

const idea = catalogueIdea;

describe("what the growth step buys but the person already has (decision 031)", () => {
  it("uses an owned freezer in the marmitas' start at R$ 0 instead of postponing it", () => {
    const without = leanStart(idea("marmitas-caseiras"), []);
    expect(without.items.some((l) => /^Freezer/.test(l.item))).toBe(false);
    expect(without.postponed.some((p) => /^Freezer/.test(p.item))).toBe(true);

    const withFreezer = leanStart(idea("marmitas-caseiras"), ["freezer"]);
    const freezer = withFreezer.items.find((l) => /^Freezer/.test(l.item));
    expect(freezer).toMatchObject({ owned: true, value: 0, kind: "freezer" });
    expect(withFreezer.postponed.some((p) => /^Freezer/.test(p.item))).toBe(false);
    expect(withFreezer.total).toBe(without.total);
  });

  it("brings a mason's own concrete mixer into his start, at no cost", () => {
    const lean = leanStart(idea("pedreiro-de-reformas"), ["ferramentas", "betoneira"]);
    expect(lean.items.find((l) => l.kind === "betoneira")).toMatchObject({ owned: true, value: 0 });
    expect(lean.total).toBe(leanStart(idea("pedreiro-de-reformas"), ["ferramentas"]).total);
  });
});

describe("lean starts written per trade (decision 031)", () => {
  it("opens a small shop as an MEI while small, with a card machine and the owner at the counter", () => {
    const lean = leanStart(idea("papelaria"), ["ponto-comercial"]);
    expect(lean.formalization).toBe("mei-small");
    expect(lean.items.some((l) => /^Maquininha de cartão/.test(l.item))).toBe(true);
    expect(lean.postponed.some((p) => /^Sistema de caixa/.test(p.item))).toBe(true);
    expect(lean.monthlyFixed.some((m) => /funcionário/.test(m.item))).toBe(false);
    expect(lean.monthlyFixed.some((m) => /^Aluguel/.test(m.item))).toBe(false);
  });

  it("keeps the pharmacist and the company of a pharmacy, which cannot be an MEI", () => {
    const lean = leanStart(idea("farmacia"), []);
    expect(lean.formalization).toBe("me");
    expect(lean.monthlyFixed.some((m) => /farmacêutico/i.test(m.item))).toBe(true);
  });

  it("starts massage at the client's home as an autonomous professional, without a room", () => {
    const lean = leanStart(idea("massoterapia"), ["maca"]);
    expect(lean.formalization).toBe("later");
    expect(lean.monthlyFixed.some((m) => /^Aluguel/.test(m.item))).toBe(false);
    expect(lean.items.some((l) => /Abertura/.test(l.item))).toBe(false);
    expect(lean.total).toBeLessThan(1000);
  });
});

describe("licences from day one, as an MEI while small (LC 123/2006, art. 4º, § 3º)", () => {
  it("opens a tattoo studio as an MEI, with the sanitary licence and no fee, not as a company", () => {
    const lean = leanStart(idea("estudio-de-tatuagem"), ["maquina-de-tatuagem"]);
    expect(lean.formalization).toBe("mei-small");
    expect(lean.formalizationText).toContain("Tatuador(a) independente");
    expect(lean.formalizationText).toContain("Vigilância Sanitária");
    const opening = lean.items.find((l) => /^Abertura do MEI \(gratuita\), alvará e licença sanitária/.test(l.item));
    expect(opening?.value).toBe(0);
    expect(lean.monthlyFixed.some((m) => m.item === "Contador")).toBe(false);
  });
});

describe("lean starts that follow their own advice (decision 031, sixth session)", () => {
  it("puts a handicraft's branded packaging in the growth step: the first lot carries simple packaging", () => {
    const lean = leanStart(idea("tapetes-de-croche-em-barbante"), []);
    expect(lean.items.some((l) => /^Embalagens e etiquetas da marca/.test(l.item))).toBe(false);
    expect(lean.postponed).toContainEqual({ item: "Embalagens e etiquetas da marca", value: 150 });
    expect(lean.items.some((l) => l.group === "primeiro-lote")).toBe(true);
  });

  it("starts a thrift shop with phone photos, as its advice says: no backdrop nor lights", () => {
    const lean = leanStart(idea("brecho"), ["celular"]);
    expect(lean.items.some((l) => /^Fundo fotográfico/.test(l.item))).toBe(false);
    expect(lean.postponed.some((p) => /^Fundo fotográfico/.test(p.item))).toBe(true);
  });

  it("keeps no rent in the working capital of a licensed professional who starts at home or online", () => {
    const lean = leanStart(idea("consultorio-de-nutricao"), ["notebook"]);
    expect(lean.monthlyFixed.some((m) => /^Aluguel/.test(m.item))).toBe(false);
    expect(lean.workingCapitalRule).not.toMatch(/aluguel/);
    // The portable scale and caliper first; the bioimpedance scale waits, unless she has one.
    expect(lean.items.some((l) => /^Balança digital portátil/.test(l.item))).toBe(true);
    const owning = leanStart(idea("consultorio-de-nutricao"), ["notebook", "balanca-bioimpedancia"]);
    expect(owning.items.find((l) => /^Balança de bioimpedância/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(owning.total).toBeLessThan(lean.total);
  });

  it("starts a bar for events as an autonomous bartender, with his own bar tools free", () => {
    const without = leanStart(idea("bar-de-drinks-para-eventos"), []);
    expect(without.formalization).toBe("later");
    expect(without.monthlyFixed.some((m) => /funcionário/.test(m.item))).toBe(false);
    expect(without.postponed.some((p) => /^Bar móvel/.test(p.item))).toBe(true);
    const tools = without.items.find((l) => /^Coqueteleiras/.test(l.item));
    expect(tools).toMatchObject({ owned: false, value: 500 });

    const withKit = leanStart(idea("bar-de-drinks-para-eventos"), ["kit-de-bar"]);
    expect(withKit.items.find((l) => /^Coqueteleiras/.test(l.item))).toMatchObject({ owned: true, value: 0, kind: "kit-de-bar" });
    expect(withKit.total).toBe(without.total - 500);
  });

  it("counts a joiner's own sander, jigsaw and router", () => {
    const lean = leanStart(idea("pecas-de-madeira-artesanais"), ["ferramentas-marcenaria"]);
    expect(lean.items.find((l) => /^Serra tico-tico/.test(l.item))).toMatchObject({ owned: true, value: 0 });
  });

  it("makes a joiner's first pieces in his garage: no rent, the shop fitting waits", () => {
    const lean = leanStart(idea("serralheria"), []);
    expect(lean.monthlyFixed.some((m) => /^Aluguel/.test(m.item))).toBe(false);
    expect(lean.items.some((l) => /^Adaptação do ponto/.test(l.item))).toBe(false);
    expect(lean.postponed.some((p) => /^Adaptação do ponto/.test(p.item))).toBe(true);
  });

  it("buys a phone repairer's consumables first, the parts with each client's deposit", () => {
    const lean = leanStart(idea("conserto-de-celulares"), ["estacao-de-solda", "kit-reparo-celular"]);
    expect(lean.items.find((l) => l.group === "primeiro-lote")?.value).toBe(250);
    expect(lean.advice).toContain("sinal do cliente");
    expect(lean.total).toBeLessThan(1000);
  });

  it("repairs appliances at the client's home: the bench waits, the technician's own tools are free", () => {
    const lean = leanStart(idea("conserto-de-eletrodomesticos"), ["ferramentas"]);
    expect(lean.items.some((l) => /^Bancada/.test(l.item))).toBe(false);
    expect(lean.items.find((l) => /^Multímetro, ferramentas/.test(l.item))).toMatchObject({ owned: true, value: 0 });
  });

  it("translates the first jobs with a free CAT tool and pours the first candles in a double boiler", () => {
    const translation = leanStart(idea("traducao-e-versao"), ["notebook"]);
    expect(translation.items.find((l) => /^Ferramenta de tradução gratuita/.test(l.item))?.value).toBe(0);
    expect(translation.postponed.some((p) => /^Software de tradução/.test(p.item))).toBe(true);
    const candles = leanStart(idea("velas-aromaticas"), []);
    expect(candles.items.find((l) => /^Panela para banho-maria/.test(l.item))?.value).toBe(80);
    expect(candles.postponed.some((p) => /^Derretedeira/.test(p.item))).toBe(true);
  });

  it("starts babysitting and home organising as an autonomous person: neither is an MEI occupation", () => {
    for (const id of ["baba-folguista", "personal-organizer"]) {
      const lean = leanStart(idea(id), []);
      expect(lean.formalization).toBe("later");
      expect(lean.items.some((l) => /^Abertura/.test(l.item))).toBe(false);
      expect(lean.monthlyFixed.some((m) => m.item === "Contador")).toBe(false);
    }
  });

  it("details cars at the client's garage: polisher and vacuum first, no rent and no employee", () => {
    const lean = leanStart(idea("estetica-automotiva"), ["aspirador", "politriz"]);
    expect(lean.formalization).toBe("mei-small");
    expect(lean.items.find((l) => /^Politriz roto-orbital/.test(l.item))).toMatchObject({ owned: true, value: 0, price: 850 });
    expect(lean.items.find((l) => /^Aspirador de pó e água/.test(l.item))).toMatchObject({ owned: true, value: 0, price: 400 });
    expect(lean.monthlyFixed.some((m) => /^Aluguel|funcionário/.test(m.item))).toBe(false);
    expect(lean.postponed.some((p) => /^Compressor de ar/.test(p.item))).toBe(true);
    expect(lean.total).toBe(leanStart(idea("estetica-automotiva"), []).total - 1250);
  });

  it("opens a salon with one chair in a room of the house, worked by its owner", () => {
    const lean = leanStart(idea("salao-de-beleza"), []);
    expect(lean.items.some((l) => l.item === "Cadeiras de corte (1 unidade)")).toBe(true);
    expect(lean.postponed.some((p) => /^Recepção/.test(p.item))).toBe(true);
    expect(lean.monthlyFixed.some((m) => /^Aluguel|funcionários/.test(m.item))).toBe(false);
    expect(lean.items.find((l) => /^Um secador e uma prancha/.test(l.item))?.value).toBe(900);
    expect(lean.total).toBeLessThan(16000);
  });

  it("buys the ingredients of party sweets with each order's deposit: the first batch is the tasting", () => {
    for (const id of ["docinhos-para-festas", "bolos-de-aniversario-sob-encomenda", "salgados-para-festas"]) {
      const lean = leanStart(idea(id), []);
      expect(lean.batchRule).toContain("20%");
      expect(lean.advice).toContain("sinal de 50%");
    }
    expect(leanStart(idea("bolos-de-pote"), []).advice).not.toContain("sinal");
  });

  it("lets a carer use the family's blood-pressure monitor at first, and her own when she has one", () => {
    expect(leanStart(idea("cuidador-de-idosos"), []).postponed.some((p) => /^Medidor de pressão/.test(p.item))).toBe(true);
    const owning = leanStart(idea("cuidador-de-idosos"), ["aparelho-de-pressao"]);
    expect(owning.items.find((l) => /^Medidor de pressão/.test(l.item))).toMatchObject({ owned: true, value: 0 });
  });

  it("takes a cosmetics consultant's orders on the brand's app: no shop platform in her working capital", () => {
    const lean = leanStart(idea("revenda-de-cosmeticos-por-catalogo"), []);
    expect(lean.monthlyFixed.some((m) => /^Plataforma de loja/.test(m.item))).toBe(false);
    expect(lean.workingCapitalRule).not.toMatch(/plataforma/);
  });

  it("counts a braider's own combs and clips", () => {
    const lean = leanStart(idea("trancista"), ["pentes-e-grampos"]);
    expect(lean.items.find((l) => /^Pentes, grampos/.test(l.item))).toMatchObject({ owned: true, value: 0, price: 150 });
  });

  it("buys a maker's first batch for the first month's pessimistic sales, never more than the stock share", () => {
    const rugs = leanStart(idea("tapetes-de-croche-em-barbante"), []);
    const batch = rugs.items.find((l) => l.group === "primeiro-lote")!;
    const { materialCost, scenarios } = idea("tapetes-de-croche-em-barbante").economics.revenue;
    const units = Math.ceil(scenarios.pessimista.volume * scenarios.pessimista.ramp[0]!);
    expect(batch.value).toBe(units * materialCost);
    expect(rugs.batchRule).toContain(`(${units} `);
    // Cakes in jars sell more in the first month than half the model's stock: the share stays.
    const jars = leanStart(idea("bolos-de-pote"), []);
    expect(jars.batchRule).toContain("% do estoque inicial");
  });

  it("leaves the phone bill out of the money to start, and says so", () => {
    const lean = leanStart(idea("motorista-de-aplicativo"), ["carro"]);
    expect(lean.workingCapitalRule).not.toMatch(/custos fixos do começo \([^)]*celular/);
    expect(lean.workingCapitalRule).toContain("A conta de celular e internet, que você já paga");
    expect(lean.monthlyFixed.some((m) => /^Celular e internet/.test(m.item))).toBe(true);
  });

  it("leaves energy and water, billed after the month of use, out of the money to start; a business's gas cylinder stays", () => {
    const sweets = leanStart(idea("docinhos-para-festas"), ["utensilios-de-cozinha"]);
    expect(sweets.items.some((l) => l.group === "capital-de-giro")).toBe(false);
    expect(sweets.workingCapitalRule).toContain("A conta de energia (e de água) chega depois do mês de uso");
    expect(sweets.monthlyFixed.some((m) => /^Energia e gás a mais em casa/.test(m.item))).toBe(true);
    const burgers = leanStart(idea("hamburgueria-delivery"), []);
    expect(burgers.workingCapitalRule).toMatch(/custos fixos do começo \([^)]*energia, (?:gás|água)/);
  });

  it("shows no working-capital line when nothing new is due before the first sales", () => {
    const lean = leanStart(idea("tapetes-de-croche-em-barbante"), ["agulhas-de-croche"]);
    expect(lean.items.some((l) => l.group === "capital-de-giro")).toBe(false);
    expect(lean.workingCapitalRule).toContain("nenhum custo fixo novo");
    expect(lean.total).toBe(lean.items.find((l) => l.group === "primeiro-lote")!.value);
  });

  it("starts a sewing subcontractor alone at her own industrial machine, not at a domestic one", () => {
    const own = leanStart(idea("faccao-de-costura"), ["maquina-industrial", "maquina-de-costura"]);
    expect(own.items.find((l) => /^Máquinas retas industriais \(1 unidade\)/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(own.monthlyFixed.some((m) => /funcionário/.test(m.item))).toBe(false);
    const domestic = leanStart(idea("faccao-de-costura"), ["maquina-de-costura"]);
    expect(domestic.items.find((l) => /^Máquinas retas industriais/.test(l.item))?.value).toBe(3500);
  });

  it("counts a council registration the professional holds as paid", () => {
    const without = leanStart(idea("consultorio-de-nutricao"), []);
    const registered = leanStart(idea("consultorio-de-nutricao"), ["registro-no-conselho"]);
    const line = registered.items.find((l) => /^Registro no conselho profissional/.test(l.item))!;
    expect(line).toMatchObject({ owned: true, value: 0, price: 700, kind: "registro-no-conselho" });
    expect(registered.total).toBe(without.total - 700);
  });

  it("starts a bike mechanic, a watchmaker and a mushroom grower at home, with their own tools", () => {
    const bike = leanStart(idea("oficina-de-bicicletas"), []);
    expect(bike.items.find((l) => /^Ferramentas de bike essenciais/.test(l.item))?.value).toBe(600);
    expect(bike.postponed.some((p) => /^Centralizador de rodas/.test(p.item))).toBe(true);
    expect(
      leanStart(idea("oficina-de-bicicletas"), ["ferramentas-de-bike"]).items.find((l) => l.kind === "ferramentas-de-bike"),
    ).toMatchObject({
      owned: true,
      value: 0,
    });
    const watches = leanStart(idea("conserto-de-relogios"), ["ferramentas-de-relojoeiro"]);
    expect(watches.postponed.some((p) => /^Testador de estanqueidade/.test(p.item))).toBe(true);
    expect(watches.total).toBeLessThan(600);
    const mushrooms = leanStart(idea("cultivo-de-cogumelos"), []);
    expect(mushrooms.items.some((l) => /análise de solo/i.test(l.item))).toBe(false);
    expect(mushrooms.items.find((l) => /^Tambor e fogareiro/.test(l.item))?.value).toBe(300);
  });

  it("starts metalwork and waterproofing alone: no helper's salary, waterproofing as an autonomous person", () => {
    const metal = leanStart(idea("serralheria"), ["maquina-de-solda"]);
    expect(metal.monthlyFixed.some((m) => /funcionário|^Aluguel/.test(m.item))).toBe(false);
    expect(metal.items.find((l) => l.kind === "maquina-de-solda")).toMatchObject({ owned: true, value: 0 });
    const waterproofing = leanStart(idea("impermeabilizacao"), ["macarico-e-rolos", "escada", "ferramentas"]);
    expect(waterproofing.formalization).toBe("later");
    expect(waterproofing.items.some((l) => /^Abertura/.test(l.item))).toBe(false);
    expect(waterproofing.monthlyFixed.some((m) => /funcionário|INSS patronal/.test(m.item))).toBe(false);
  });

  it("takes a collector's own books and a wardrobe of good clothes as the first lot", () => {
    const books = leanStart(idea("sebo-de-livros"), ["acervo-de-livros"]);
    expect(books.items.find((l) => l.group === "primeiro-lote")).toMatchObject({ owned: true, value: 0, kind: "acervo-de-livros" });
    expect(books.total).toBe(leanStart(idea("sebo-de-livros"), []).total - books.items.find((l) => l.group === "primeiro-lote")!.price);
    expect(leanStart(idea("brecho"), ["roupas-para-revender"]).items.find((l) => l.group === "primeiro-lote")?.value).toBe(0);
  });

  it("cleans the first sofas with the extractor the person owns, and buys appliance parts with each deposit", () => {
    const sofas = leanStart(idea("limpeza-de-estofados"), ["extratora"]);
    expect(sofas.items.find((l) => /^Extratora compacta/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(sofas.postponed.some((p) => /^Aspirador de pó e água/.test(p.item))).toBe(true);
    const appliances = leanStart(idea("conserto-de-eletrodomesticos"), []);
    expect(appliances.batchRule).toContain("20%");
    expect(appliances.advice).toContain("sinal");
    expect(leanStart(idea("piscineiro"), []).postponed.some((p) => /^Aspirador e peneira de piscina/.test(p.item))).toBe(true);
  });

  it("opens a farm to day-use visitors with cleared trails and a bathroom of the house, bookings by phone", () => {
    const farm = leanStart(idea("turismo-rural"), ["terreno"]);
    expect(farm.postponed.some((p) => /^Notebook/.test(p.item))).toBe(true);
    expect(farm.items.find((l) => /^Adaptação de um banheiro da casa/.test(l.item))?.value).toBe(3000);
    expect(farm.total).toBeLessThan(8000);
  });
});

describe("a trade's own gear and leftover materials (eighth session)", () => {
  it("counts a crocheter's leftover string as her first batch, and a braider's leftover jumbo", () => {
    const rug = leanStart(idea("tapetes-de-croche-em-barbante"), ["agulhas-de-croche", "materiais-do-primeiro-lote"]);
    expect(rug.items.find((l) => l.group === "primeiro-lote")).toMatchObject({ owned: true, value: 0 });
    const braids = leanStart(idea("trancista"), ["pentes-e-grampos", "materiais-do-primeiro-lote"]);
    expect(braids.items.find((l) => l.group === "primeiro-lote")).toMatchObject({ owned: true, value: 0 });
    expect(braids.total).toBeLessThan(leanStart(idea("trancista"), ["pentes-e-grampos"]).total);
  });

  it("trains dogs at the client's home with a long line and a clicker, not a kennel's kit", () => {
    const lean = leanStart(idea("adestramento-de-caes"), []);
    expect(lean.items.find((l) => /^Guia longa, clicker/.test(l.item))?.value).toBe(150);
    expect(lean.postponed.some((p) => /^Equipamentos de adestramento/.test(p.item))).toBe(true);
    const owned = leanStart(idea("adestramento-de-caes"), ["equipamento-de-adestramento", "guias-e-coleiras"]);
    expect(owned.items.filter((l) => l.group === "equipamento").every((l) => l.owned)).toBe(true);
  });

  it("teaches older people on their own phones: no training tablets, no notebook", () => {
    const lean = leanStart(idea("informatica-para-idosos"), []);
    expect(lean.items.filter((l) => l.group === "equipamento")).toEqual([]);
    expect(lean.postponed.map((p) => p.item)).toEqual(
      expect.arrayContaining(["Tablets e celulares de treino", "Notebook ou tablet para aulas"]),
    );
  });

  it("prices a boatman's tour without buying the boat he has, and without a notebook", () => {
    const lean = leanStart(idea("passeios-de-barco"), ["barco", "coletes-salva-vidas"]);
    expect(lean.items.find((l) => /^Embarcação/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(lean.postponed.some((p) => p.item === "Notebook")).toBe(true);
  });

  it("sells balloon arches to order: the first lot is one sample arch, the deposit buys the rest", () => {
    const lean = leanStart(idea("decoracao-com-baloes"), ["inflador-e-estruturas"]);
    expect(lean.batchRule).toContain("20%");
    expect(lean.advice).toContain("sinal de 50%");
  });

  it("lets a birthday photographer with a camera start with a spare card and battery", () => {
    const lean = leanStart(idea("fotografo-de-eventos"), ["camera"]);
    expect(lean.items.filter((l) => l.group === "equipamento" && !l.owned).map((l) => l.item)).toEqual([
      "Um cartão de memória e uma bateria reserva",
    ]);
    expect(
      leanStart(idea("fotografo-de-eventos"), ["camera", "notebook"]).items.some((l) => l.item === "Notebook para edição" && l.owned),
    ).toBe(true);
  });

  it("grooms at home on a folding table, bathing in the house's tub, with one lot of bath products", () => {
    const lean = leanStart(idea("banho-e-tosa-em-casa"), ["maquina-de-tosa", "soprador"]);
    expect(lean.items.find((l) => /^Mesa de tosa dobrável \(o banho no tanque/.test(l.item))?.value).toBe(450);
    expect(lean.items.some((l) => l.group === "primeiro-lote")).toBe(false);
    expect(lean.items.some((l) => /produtos para os primeiros banhos/.test(l.item))).toBe(true);
  });

  it("counts a courier's motofrete course as done, and starts a tractor service with one used harrow", () => {
    const courier = leanStart(idea("motoboy-entregas"), ["moto", "curso-de-motofrete"]);
    expect(courier.items.find((l) => /^Cursos e licenças exigidos/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(courier.total).toBeLessThan(leanStart(idea("motoboy-entregas"), ["moto"]).total);
    const tractor = leanStart(idea("servicos-com-trator"), ["trator"]);
    expect(tractor.items.find((l) => /^Trator/.test(l.item))).toMatchObject({ owned: true, value: 0 });
    expect(tractor.items.find((l) => l.item === "Grade aradora usada")?.value).toBe(12000);
  });

  it("does not value a hen keeper's own hens at the model's 300: she did not say how many she has", () => {
    const lean = leanStart(idea("galinhas-caipiras-e-ovos"), ["galinhas"]);
    const hens = lean.items.find((l) => /^Poedeiras caipiras/.test(l.item));
    expect(hens).toMatchObject({ item: "Poedeiras caipiras (frangas) (as que você já tem)", owned: true, value: 0, countUnknown: true });
    expect(lean.ownedValue).toBe(lean.totalBeforeOwned - lean.total - hens!.price);
    expect(ownedItemsOf(idea("galinhas-caipiras-e-ovos").economics, ["galinhas"]).find((o) => /^Poedeiras/.test(o.item))?.value).toBe(0);
    // A single owned item keeps its price as the owner's contribution.
    expect(ownedItemsOf(idea("motorista-de-aplicativo").economics, ["carro"])[0]?.value).toBeGreaterThan(0);
  });

  it("starts a dairy family on fresh cheese from its own milk: no ripening room, no press", () => {
    const lean = leanStart(idea("queijos-artesanais"), ["gado-de-leite"]);
    expect(lean.postponed.map((p) => p.item)).toEqual(expect.arrayContaining(["Câmara de maturação", "Prensa e mesa inox"]));
    expect(lean.items.find((l) => l.group === "primeiro-lote")).toMatchObject({ owned: true, value: 0 });
    expect(lean.items.some((l) => /^Registro do produto/.test(l.item) && l.value > 0)).toBe(true);
  });

  it("resells clothes from the first month's pieces, sublimates without a plotter, washes sidewalks with a semi-professional washer", () => {
    expect(leanStart(idea("revenda-de-roupas"), []).batchRule).toContain("primeiro mês");
    expect(leanStart(idea("camisetas-personalizadas"), []).postponed.some((p) => p.item === "Plotter de recorte")).toBe(true);
    const washer = leanStart(idea("limpeza-com-alta-pressao"), ["lavadora-de-alta-pressao"]);
    expect(washer.items.find((l) => /semiprofissional/.test(l.item))).toMatchObject({ owned: false, value: 1000 });
  });
});
