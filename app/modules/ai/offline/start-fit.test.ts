import { describe, expect, it } from "vitest";
import { suggestedIds as ids } from "../../../../tests/fixtures/suggested-ids";
import { catalogueIdea } from "../../../../tests/fixtures/catalogue-idea";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { leanStart } from "~/modules/economics/lean-start";
import { understand } from "~/modules/language/query-understanding";
import { matchIdeas } from "./matcher";
import { linkingPossessions, possessionLink } from "./start-fit";

const idea = catalogueIdea;

describe("what the person owns links only to the work done with it (decision 031)", () => {
  it("a notebook links to freelance work, not to teaching oratory or selling trips", () => {
    const u = understand("só tenho o notebook");
    expect(linkingPossessions(idea("transcricao-e-digitacao"), u)).toEqual(["notebook"]);
    expect(linkingPossessions(idea("aulas-de-oratoria"), u)).toEqual([]);
    expect(possessionLink(idea("aulas-de-oratoria"), u)).toBeNull();
  });

  it("a builder's tools link to building work, not to jewellery pliers", () => {
    const u = understand("tenho minhas ferramentas");
    expect(linkingPossessions(idea("eletricista-residencial"), u)).toContain("ferramentas");
    expect(linkingPossessions(idea("bijuterias-artesanais"), u)).toEqual([]);
    const picks = ids("trabalhei 10 anos de pedreiro, tenho minhas ferramentas e uma betoneira, tenho 500 reais");
    expect(picks[0]).toBe("pedreiro-de-reformas");
    for (const id of picks) expect(idea(id).economics.archetype, id).not.toBe("artesanato");
  });

  it("two owned things used by one start count more than one (3D printer and computer)", () => {
    const u = understand("tenho impressora 3d e um pc, uns 800 reais");
    expect(possessionLink(idea("impressao-3d"), u)?.used).toBe(2);
    const picks = matchIdeas("tenho impressora 3d e um pc, uns 800 reais", CATALOGUE);
    expect(picks[0]!.id).toBe("impressao-3d");
    expect(picks[0]!.beyondBudget).toBeUndefined();
    expect(leanStart(idea("impressao-3d"), u.possessions).total).toBeLessThanOrEqual(800);
  });
});

describe("licences rank up the work they open", () => {
  it("NR-10 puts the electrical trades first and says so", () => {
    const picks = matchIdeas("tenho nr10 e 1000 reais", CATALOGUE);
    // Both start above R$ 1.000 and within a quarter of each other: the one NR-10 names more.
    expect(["eletricista-residencial", "instalacao-de-cameras-de-seguranca"]).toContain(picks[0]!.id);
    expect(picks[0]!.matchReason).toContain("Usa a sua habilitação (NR-10).");
  });

  it("a D licence alone points to carrying passengers", () => {
    const top = ids("tenho carteira D").slice(0, 3);
    expect(top.some((id) => ["transporte-escolar", "fretamento-de-van", "excursoes-e-passeios-em-grupo"].includes(id))).toBe(true);
  });

  it("a B licence is too common to point anywhere", () => {
    expect(ids("tenho cnh b")).toEqual([]);
  });
});

describe("when nothing fits the budget", () => {
  it("shows one way in, flagged, rather than a list of things over the budget", () => {
    const picks = matchIdeas("tenho um carro quitado no meu nome, sem grana nenhuma", CATALOGUE);
    expect(picks).toHaveLength(1);
    expect(picks[0]).toMatchObject({ id: "motorista-de-aplicativo", beyondBudget: true });
  });

  it("picks the way in closest to what the person said among the cheapest (a teacher: tutoring)", () => {
    const picks = matchIdeas("sou professora, tenho notebook, quero dar aula de reforço, sem dinheiro", CATALOGUE);
    expect(picks.map((p) => p.id)).toEqual(["reforco-escolar"]);
    const cleaner = matchIdeas("faço faxina, to sem grana mas tenho aspirador", CATALOGUE);
    expect(cleaner.map((p) => p.id)).toEqual(["diarista"]);
  });
});

describe("lean starts as an adviser would write them", () => {
  it("freelance work starts as a person: no company opening, no accountant", () => {
    const lean = leanStart(idea("transcricao-e-digitacao"), ["notebook"]);
    expect(lean.formalization).toBe("later");
    expect(lean.items.some((l) => /CNPJ|Abertura/i.test(l.item))).toBe(false);
    expect(lean.monthlyFixed.some((m) => m.item === "Contador")).toBe(false);
    expect(lean.total).toBeLessThanOrEqual(300);
  });

  it("app work carries one week of costs to the first weekly payout, and says so", () => {
    for (const [id, owned] of [
      ["motorista-de-aplicativo", "carro"],
      ["motoboy-entregas", "moto"],
    ] as const) {
      const lean = leanStart(idea(id), [owned]);
      expect(lean.workingCapitalRule, id).toMatch(/^Capital de giro do começo: 1 semana /);
      expect(lean.formalization, id).toBe("later");
    }
    expect(leanStart(idea("motorista-de-aplicativo"), ["carro"]).total).toBeLessThanOrEqual(1000);
  });

  it("bicycle couriers pay no vehicle insurance at the start", () => {
    const lean = leanStart(idea("entregas-de-bicicleta"), ["bicicleta"]);
    expect(lean.monthlyFixed.some((m) => /seguro do ve[ií]culo/i.test(m.item))).toBe(false);
  });

  it("tutoring starts with paper material, not a whiteboard", () => {
    const lean = leanStart(idea("reforco-escolar"), ["notebook"]);
    expect(lean.items.some((l) => /quadro branco/i.test(l.item))).toBe(false);
    expect(lean.postponed.some((p) => /quadro branco/i.test(p.item))).toBe(true);
  });
});

describe("people written apart from the engine, one fault each (decision 031)", () => {
  it("a washer owner who cleans the street's cars hears washing, not tapioca (lava rápido ≠ rápido)", () => {
    const picks = ids("tenho uma lavadora de alta pressao karcher e lavo a calcada e o carro de todo mundo da rua no sabado. 300 reais");
    expect(picks.some((id) => ["lavagem-de-carros-a-domicilio", "limpeza-com-alta-pressao"].includes(id))).toBe(true);
    expect(picks).not.toContain("barraca-de-tapioca");
  });

  it("a former app driver tired of driving, with a vacuum and a polisher, hears car detailing within his budget", () => {
    const picks = ids(
      "rodei 4 anos de uber com meu onix e nao aguento mais dirigir o dia todo, mas sou caprichoso com carro, tenho aspirador e politriz, mil e pouco",
    );
    expect(picks.slice(0, 3)).toContain("estetica-automotiva");
    expect(picks).not.toContain("motorista-de-aplicativo");
  });

  it("a cook whose street asks for lunch hears marmitas: her freezer counts there too", () => {
    const picks = ids(
      "cozinho pra 6 pessoa em casa todo dia, tenho fogao 5 boca, panelao e freezer. tem uma obra e 3 oficina na minha rua q o povo vive pedindo comida. tenho 600 reais",
    );
    expect(picks.slice(0, 3)).toContain("marmitas-caseiras");
  });

  it("a computer science student who knows React hears software work", () => {
    const picks = ids("estudo ciencia da computacao, sei react, node e um pouco de flutter. tenho um notebook lenovo. sem grana");
    expect(["desenvolvimento-de-sites", "desenvolvimento-de-aplicativos"]).toContain(picks[0]);
  });

  it("a masseuse with her couch and R$ 1.000 hears massage within her budget", () => {
    const picks = matchIdeas("fiz massoterapia no senac, tenho maca portatil e oleos. tenho 1.000", CATALOGUE);
    expect(picks[0]?.beyondBudget).toBeUndefined();
    expect(["massoterapia", "terapias-integrativas", "massagem-modeladora-e-drenagem"]).toContain(picks[0]?.id);
  });

  it("a market trader with his stall hears the utilities stall; a furniture assembler hears assembly, within his money", () => {
    const trader = ids(
      "trabalhei de feirante com meu tio faz anos, vendendo vasilha, pano de prato, pilha. tenho barraca desmontavel e uma kombi velha. quero ter minha propria banca, tenho uns 2.500",
    );
    expect(trader.slice(0, 3)).toContain("barraca-de-utilidades-em-feira");
    const assembler = matchIdeas(
      "monto guarda roupa e cozinha de loja tipo casas bahia e magalu pros conhecido, faço uns reparo tb. tenho parafusadeira bosch e jogo de broca. uns 200 real",
      CATALOGUE,
    );
    // He has the screwdriver and, assembling for others, the hand tools: the first week's bus fares remain.
    expect(assembler[0]).toMatchObject({ id: "montagem-de-moveis-e-pequenos-reparos" });
    expect(assembler[0]!.beyondBudget).toBeUndefined();
    // A wardrobe full of clothes to sell is still clothes, not furniture.
    expect(ids("tenho um guarda-roupa cheio de roupa boa e quero vender")).not.toContain("montagem-de-moveis-e-pequenos-reparos");
  });

  it("'renda rápido' is haste, not a quick oil change: a paid-off car still means app driving", () => {
    expect(ids("carro quitado, zero grana, quero renda rapido")[0]).toBe("motorista-de-aplicativo");
  });

  it("a camera links photography and video, not oratory lessons that record pupils", () => {
    expect(ids("tenho uma camera e um notebook, 1000 reais, gosto de fotografar")).not.toContain("aulas-de-oratoria");
  });

  it("a beekeeper with 20 hives hears beekeeping from them, not a honeymoon trip", () => {
    const picks = matchIdeas("tenho 20 colmeias e vendo mel na feira, 2 mil", CATALOGUE);
    expect(picks[0]?.id).toBe("apicultura");
    expect(leanStart(idea("apicultura"), ["colmeias"]).total).toBeLessThan(leanStart(idea("apicultura"), []).total);
  });

  it("someone who knows social media and Canva starts on the phone", () => {
    expect(ids("sei mexer com redes sociais e canva, tenho celular, sem dinheiro")[0]).toBe("gestao-de-redes-sociais");
  });

  it("a car owner with no money hears app driving, whatever stray word the rest of the text has", () => {
    for (const text of [
      "tenho um gol g5 2012 quitado, documento tudo em dia. perdi o emprego mes passado e to liso, nem um real",
      "meu argo ainda ta financiado, faltam 22 parcela. de dia cuido da minha mae acamada entao so consigo sair depois das 18h. to sem um tostão",
    ])
      expect(ids(text)[0], text).toBe("motorista-de-aplicativo");
  });

  it("a retired accountant hears office support; a jam maker hears jams; a seedling grower a backyard nursery", () => {
    const accountant = ids(
      "contador aposentado, entendo de imposto, fluxo de caixa, folha de pagamento. tenho notebook e uns 10 mil. nao quero mais abrir escritorio com funcionario",
    );
    expect(accountant[0]).toBe("assistente-virtual");
    expect(ids("faço goiabada cascão e geleia de jabuticaba no fogao a lenha. uns 300 conto")[0]).toBe("geleias-e-compotas");
    const grower = matchIdeas(
      "sempre mexi com planta, faço muda de ipê e jabuticaba. tenho um terreno de 1000 metro. uns 7 mil",
      CATALOGUE,
    );
    expect(grower[0]).toMatchObject({ id: "viveiro-de-mudas" });
    expect(grower[0]?.beyondBudget).toBeUndefined();
  });

  it("a farmer with 40 hens hears eggs, and her hens are not money", () => {
    const u = understand("moro num sitio, tenho umas 40 galinha caipira solta e vendo ovo na cidade");
    expect(u.budget).toBeNull();
    expect(u.possessions).toContain("galinhas");
    expect(ids("moro num sitio, tenho umas 40 galinha caipira solta e vendo ovo na cidade")[0]).toBe("galinhas-caipiras-e-ovos");
  });

  it("a hairdresser hears hair, not cakes sold in salons; a phone repairer with his kit hears phone repair within R$ 1.500", () => {
    expect(ids("sou cabeleireira faz 15 ano, corte escova progressiva luzes. tenho 8 mil guardado")).not.toContain("bolos-de-pote");
    const repair = matchIdeas(
      "troco tela e bateria de celular ha 2 anos, tenho estacao de solda, separadora de tela. tenho 1500",
      CATALOGUE,
    );
    expect(repair[0]).toMatchObject({ id: "conserto-de-celulares" });
    expect(repair[0]?.beyondBudget).toBeUndefined();
  });

  it("a trainer with his bands and kettlebell starts within R$ 300", () => {
    const picks = matchIdeas("formado em ed fisica, cref ativo. tenho elastico, kettlebell, trx e colchonete. 300 conto", CATALOGUE);
    expect(picks[0]).toMatchObject({ id: "personal-trainer" });
    expect(picks[0]?.beyondBudget).toBeUndefined();
  });
});
