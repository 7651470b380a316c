import { describe, expect, it } from "vitest";
import { understand } from "./query-understanding";

describe("budget in the ways people say it", () => {
  it.each([
    ["tenho uns 500 conto", 500],
    // The box asks what one can invest: a lone amount that closes the text, after a comma.
    ["tenho uma motosserra e uma roçadeira, faço limpeza de terreno, 500", 500],
    ["faço bolo, 300", 300],
    ["uns 800 reais", 800],
    ["tenho uns 2 mil", 2000],
    ["uns 3 mil", 3000],
    ["uns 4 mil", 4000],
    ["uns 50 mil guardado", 50000],
    ["com 10 mil dá pra começar?", 10000],
    ["tenho R$ 2,5 mil", 2500],
    ["R$ 1.500,50 na poupança", 1500.5],
    ["posso investir até R$ 2.500", 2500],
    ["uns 50 pila", 50],
    ["10k guardados", 10000],
    ["1,5k", 1500],
    ["entre 2 e 3 mil", 3000],
    ["de 1 a 2 mil", 2000],
    ["2 ou 3 mil", 3000],
    ["menos de mil reais", 1000],
    ["mil e quinhentos reais", 1500],
    ["tenho uns 2k e meio", 2500],
    ["uns 2 mil e meio guardado", 2500],
    ["mil e meio pra começar", 1500],
    ["orçamento de dois mil reais", 2000],
    ["vinte e cinco mil reais", 25000],
    ["quinhentos reais", 500],
    ["tenho 5 mil guardados", 5000],
    ["tenho 80 centavos", 0.8],
    ["sem grana", 0],
    ["to sem grana nenhuma", 0],
    ["tenho um carro e mais nada, nem um centavo", 0],
    ["possuo um veículo quitado e nenhuma reserva", 0],
    ["moro do lado de uns prédios, não tenho um real", 0],
    ["dinheiro pra investir não tenho nenhum, a aposentadoria mal dá", 0],
    ["dinheiro não tenho, tá tudo no cartão", 0],
    ["não tenho dinheiro", 0],
    ["não tenho dinheiro nenhum", 0],
    ["tô liso", 0],
    ["tenho nada de dinheiro", 0],
    ["nao tenho nada de grana", 0],
    ["dinheiro nenhum", 0],
    ["nenhum real pra investir", 0],
    ["to zerado", 0],
    ["tô sem nada", 0],
    ["sem um real", 0],
    ["tenho nada, so quero trabalhar", 0],
    ["uns 300 conto", 300],
    ["tenho pouco dinheiro", 1000],
  ])("%s → R$ %s", (text, budget) => {
    expect(understand(text).budget).toBe(budget);
  });

  it.each([
    "tenho 64 anos",
    "tenho 150 galinhas",
    "tenho 3 filhos, 2",
    "tenho 10 mil seguidores",
    "tenho 3 filhos",
    "trabalho há 20 anos",
    "ganho 2 mil por mês",
    "cobro 50 reais a hora",
    "gosto de doces",
    "nao tenho nada contra bolo",
    "tenho nada a ver com isso",
  ])("%s → no budget", (text) => {
    expect(understand(text).budget).toBeNull();
  });

  it("quotes the budget back as the person can read it", () => {
    expect(understand("uns 500 conto").budgetLabel).toMatch(/^R\$\s500$/);
    expect(understand("sem grana").budgetLabel).toBe("sem dinheiro para investir");
  });
});

describe("age, assets, time, place, constraints, credentials, refusals", () => {
  it("reads the age only as an age", () => {
    expect(understand("tenho 64 anos e sou aposentada").age).toBe(64);
    expect(understand("trabalhei 20 anos em escritório").age).toBeNull();
  });

  it.each([
    ["tenho uma moto", "moto"],
    ["tenho carro próprio", "carro"],
    ["tenho uma van", "van"],
    ["tenho meu notebook", "notebook"],
    ["tenho máquina de costura em casa", "maquina-de-costura"],
    ["minha cozinha é grande", "cozinha"],
    ["tenho um terreno", "terreno"],
    ["moro no sítio", "terreno"],
    ["tenho um ponto comercial no centro", "ponto-comercial"],
  ])("%s → has %s", (text, asset) => {
    expect(understand(text).assets).toContain(asset);
  });

  it("reads a schedule, a school run and someone else's house for what they are", () => {
    const cleaner = understand(
      "trabalhei 6 anos de diarista em casa de familia e passo roupa. so posso de manha pq busco meus filhos na escola",
    );
    expect(cleaner.places).not.toContain("em-casa");
    expect(cleaner.time).toContain("meio-periodo");
    expect(cleaner.constraints).toContain("filhos-pequenos");
    expect(understand("queria revender roupa, tenho a tarde livre").time).toContain("meio-periodo");
  });

  it("reads what the person says they want to do, not what they refuse", () => {
    expect(understand("tem manga no quintal. queria fazer doce e polpa pra vender na feira").wants).toEqual(
      expect.arrayContaining(["doc", "polp", "feir"]),
    );
    expect(understand("nao quero mexer com comida, quero costurar").wants).not.toContain("comid");
  });

  it("tells owning from liking or lacking", () => {
    expect(understand("gosto de carros").assets).toEqual([]);
    expect(understand("adoro cozinha italiana").assets).toEqual([]);
    expect(understand("não tenho carro").lacks).toEqual(["carro"]);
    expect(understand("não tenho carro").assets).toEqual([]);
  });

  it.each([
    ["só posso à noite", "noite"],
    ["depois do trabalho", "noite"],
    ["nos fins de semana", "fim-de-semana"],
    ["sábado e domingo", "fim-de-semana"],
    ["meio período", "meio-periodo"],
  ])("%s → time %s", (text, slot) => {
    expect(understand(text).time).toContain(slot);
  });

  it.each(["trabalho de porteiro à noite", "trabalho no turno da noite", "faço plantão noturno"])(
    "%s → when the person is busy, not a night-only time",
    (text) => {
      expect(understand(text).time).not.toContain("noite");
    },
  );

  it("still reads a person free only at night", () => {
    expect(understand("só posso de noite porque trabalho de dia").time).toContain("noite");
  });

  it.each(["domingo faço almoço pra 15 pessoas da família", "todo domingo vendo feijoada na laje"])(
    "%s → a habit, not a time the person is free",
    (text) => {
      expect(understand(text).time).toEqual([]);
    },
  );

  it.each([
    ["quero trabalhar em casa", "em-casa"],
    ["moro no interior", "interior"],
    ["moro numa cidade pequena", "interior"],
    ["moro na zona rural", "zona-rural"],
    ["moro na roça", "zona-rural"],
    ["sou aposentado rural, planto mandioca", "zona-rural"],
    ["moro na capital", "capital"],
    ["quero vender online", "online"],
    ["pela internet", "online"],
  ])("%s → place %s", (text, place) => {
    expect(understand(text).places).toContain(place);
  });

  it("reads a room at the front of the house as premises, not as working from home", () => {
    expect(understand("tenho um cômodo na frente de casa que dá pra rua").places).not.toContain("em-casa");
  });

  it("does not place the person where someone else went", () => {
    expect(understand("meus filhos foram tudo pra são paulo").places).not.toContain("capital");
    expect(understand("moro em são paulo").places).toContain("capital");
  });

  it("reads 'não aguento mais' as a refusal", () => {
    expect(understand("rodei 4 anos de uber e não aguento mais dirigir").negated.map((n) => n.word)).toEqual(["dirigir"]);
  });

  it("refuses a phrase, not the verb before it nor each of its words alone", () => {
    const negated = understand("não quero mais pegar cozinha planejada").negated;
    expect(negated.map((n) => n.word)).toEqual(["cozinha", "planejada"]);
    expect(new Set(negated.map((n) => n.phrase)).size).toBe(1);
    expect(understand("não gosto de dar aula").negated.map((n) => n.word)).toEqual(["aula"]);
  });

  it.each([
    ["sou cadeirante", "mobilidade-reduzida"],
    ["tenho mobilidade reduzida", "mobilidade-reduzida"],
    ["tenho filhos pequenos", "filhos-pequenos"],
    ["sou mãe solo", "filhos-pequenos"],
    ["sou aposentada", "aposentada"],
    ["não dirijo", "nao-dirige"],
  ])("%s → constraint %s", (text, constraint) => {
    expect(understand(text).constraints).toContain(constraint);
  });

  it("reads credentials held, not studied or wished for", () => {
    expect(understand("sou técnica de enfermagem").credentials).toEqual(["tecnico-enfermagem"]);
    expect(understand("sou fisioterapeuta").credentials).toEqual(["fisioterapeuta"]);
    expect(understand("me formei em psicologia").credentials).toEqual(["psicologo"]);
    expect(understand("sou formado em educação física").credentials).toEqual(["educador-fisico"]);
    expect(understand("estudo fisioterapia").credentials).toEqual([]);
    expect(understand("quero ser nutricionista").credentials).toEqual([]);
  });

  it.each([
    ["nada de estrada", ["estrada"]],
    ["não quero mexer com comida", ["comida"]],
    ["odeio vender", ["vender"]],
    ["detesto cozinhar, mas gosto de festa", ["cozinhar"]],
    ["não gosto de ficar correndo atrás de cliente", ["correndo", "atras"]],
  ])("%s → refuses %s", (text, words) => {
    expect(understand(text).negated.map((n) => n.word)).toEqual(words);
  });

  it("leaves only the interests for ranking", () => {
    const u = understand("Quero uma renda extra à noite, nos fins de semana, tenho uma moto e uns 2 mil. Nada de estrada, gosto de bolo");
    expect(u.interestText).not.toMatch(/noite|fins|semana|moto|mil|estrada/);
    expect(u.interestText).toContain("bolo");
  });
});

describe("refusals and money said in passing (eighth session)", () => {
  it("'não quero vender nada pela internet' refuses selling online, not selling, and is no wish to work online", () => {
    const u = understand("costuro, faço bainha. nao quero vender nada pela internet. tenho uns 250 pila");
    expect(u.negated.map((n) => n.word)).toEqual(["online"]);
    expect(u.places).not.toContain("online");
    expect(understand("quero trabalhar pela internet").places).toContain("online");
  });

  it("'não tenho carro nem dinheiro' is no money and no car", () => {
    const u = understand("nao tenho carro nem dinheiro, so o celular");
    expect(u.budget).toBe(0);
    expect(u.lacks).toContain("carro");
  });
});
