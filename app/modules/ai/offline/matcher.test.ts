import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { parseCues } from "./cues";
import { matchIdeas } from "./matcher";
import { stem, tokens } from "./text";

// Fifteen-plus people describing themselves in their own words; the top three must hold a fit.
const PERSONAS: Array<{ text: string; expectAny: string[] }> = [
  {
    text: "Adoro cozinhar, faço bolos e doces para a família e os vizinhos sempre elogiam. Queria começar em casa com menos de mil reais.",
    expectAny: ["bolos-de-pote", "docinhos-para-festas", "bolos-de-aniversario-sob-encomenda", "cookies-e-biscoitos-artesanais", "doces-regionais-artesanais"],
  },
  {
    text: "Tenho carro e conheço bem a cidade, gosto de dirigir e de conversar com as pessoas.",
    expectAny: ["motorista-de-aplicativo", "taxi", "transporte-escolar", "fretes-e-carretos", "excursoes-e-passeios-em-grupo", "taxi-dog", "lavagem-de-carros-a-domicilio"],
  },
  {
    text: "Sou apaixonada por cachorros, passeio com os cães do prédio e eles me adoram.",
    expectAny: ["pet-sitter-e-passeador", "adestramento-de-caes", "banho-e-tosa", "hotel-e-creche-para-caes", "taxi-dog"],
  },
  {
    text: "Trabalho com computador há anos, sei formatar, montar máquinas e resolver problemas de internet.",
    expectAny: ["manutencao-de-computadores", "instalacao-de-redes-e-wifi", "suporte-de-ti-para-empresas", "venda-de-computadores-recondicionados"],
  },
  {
    text: "Sei costurar muito bem, faço barras e ajustes de roupas para as amigas.",
    expectAny: ["ajustes-e-consertos-de-roupas", "costura-sob-medida", "aulas-de-costura", "faccao-de-costura"],
  },
  {
    text: "Sou professora aposentada de matemática e gosto de ensinar crianças.",
    expectAny: ["reforco-escolar", "aulas-preparatorias-para-enem", "robotica-e-programacao-para-criancas"],
  },
  {
    text: "Faço unhas das minhas amigas, adoro esmaltes e nail art.",
    expectAny: ["manicure-e-pedicure-em-domicilio", "alongamento-de-unhas"],
  },
  {
    text: "Tenho moto e preciso de uma renda extra nos fins de semana.",
    expectAny: ["motoboy-entregas", "mototaxi", "mecanica-de-motos"],
  },
  {
    text: "Gosto de plantas, cuido do jardim do condomínio e tenho uma horta em casa.",
    expectAny: ["jardinagem", "implantacao-de-hortas-em-casa", "horta-organica", "viveiro-de-mudas", "terrarios-e-suculentas"],
  },
  {
    text: "Fui pedreiro, sei assentar piso, rebocar e fazer pequenas reformas.",
    expectAny: ["pedreiro-de-reformas", "assentamento-de-pisos-e-revestimentos", "drywall-e-gesso", "pintor-de-paredes"],
  },
  {
    text: "Sou bom com redes sociais, Instagram e tenho criatividade para posts e vídeos.",
    expectAny: ["gestao-de-redes-sociais", "criador-de-conteudo-digital", "edicao-de-videos", "agencia-de-marketing-digital", "gestao-de-trafego-pago"],
  },
  {
    text: "Adoro festas infantis, sou animada e brinco muito com crianças.",
    expectAny: ["recreacao-infantil", "magico-para-festas", "decoracao-com-baloes", "aluguel-de-brinquedos-para-festas", "buffet-infantil"],
  },
  {
    text: "Tiro fotos lindas com minha câmera e gosto de registrar casamentos.",
    expectAny: ["fotografo-de-eventos", "filmagem-de-eventos", "fotografia-de-produtos"],
  },
  {
    text: "Moro no sítio, crio galinhas e tenho espaço para produzir.",
    expectAny: ["galinhas-caipiras-e-ovos", "horta-organica", "apicultura", "turismo-rural"],
  },
  {
    text: "Faço crochê e tricô desde criança, sei fazer tapetes e amigurumis.",
    expectAny: ["amigurumi", "tapetes-de-croche-em-barbante", "roupas-de-croche"],
  },
  {
    text: "Entendo de carros, sei trocar óleo e fazer revisão básica.",
    expectAny: ["oficina-mecanica", "troca-de-oleo", "eletrica-automotiva", "martelinho-de-ouro", "mecanica-de-motos"],
  },
  {
    text: "Quero vender pela internet, gosto de organizar estoque e embalar pedidos.",
    expectAny: ["loja-virtual-de-utilidades", "loja-online-de-acessorios-para-celular", "gestao-de-lojas-em-marketplaces", "loja-online-de-produtos-pet"],
  },
  {
    text: "Falo inglês fluente e gostaria de dar aulas online.",
    expectAny: ["aulas-de-idiomas-online", "traducao-e-versao"],
  },
];

describe("offline matcher", () => {
  it.each(PERSONAS)("finds a fit in the top 3 for: $text", ({ text, expectAny }) => {
    const picks = matchIdeas(text, CATALOGUE);
    expect(picks.length).toBeGreaterThanOrEqual(3);
    expect(picks.length).toBeLessThanOrEqual(6);
    const top3 = picks.slice(0, 3).map((p) => p.id);
    expect(top3.some((id) => expectAny.includes(id)), `top 3 was ${top3.join(", ")}`).toBe(true);
    for (const pick of picks) expect(pick.matchReason.length).toBeGreaterThan(10);
  });

  it("keeps every pick within a stated budget", () => {
    const picks = matchIdeas("Gosto de cozinhar e tenho menos de mil reais para começar", CATALOGUE);
    const byId = new Map(CATALOGUE.map((idea) => [idea.id, idea]));
    for (const pick of picks.slice(0, 3)) expect(byId.get(pick.id)!.investmentMin).toBeLessThanOrEqual(1200);
    expect(picks[0]!.matchReason).toMatch(/orçamento de R\$\s?1\.000/);
  });

  it("names what matched in the reason", () => {
    const [first] = matchIdeas("Adoro cachorros", CATALOGUE);
    expect(first!.matchReason).toContain("cachorros");
  });

  it("returns nothing when nothing matches", () => {
    expect(matchIdeas("xyzzy qwerty", CATALOGUE)).toEqual([]);
    expect(matchIdeas("   ", CATALOGUE)).toEqual([]);
  });
});

describe("cues", () => {
  it.each([
    ["tenho menos de mil reais", 1000],
    ["posso investir até R$ 2.500", 2500],
    ["tenho 5 mil guardados", 5000],
    ["orçamento de dois mil reais", 2000],
    ["tenho pouco dinheiro", 1000],
    ["gosto de doces", null],
  ])("%s → budget %s", (text, budget) => {
    expect(parseCues(text).budget).toBe(budget);
  });

  it("reads car, motorcycle, home and online cues", () => {
    expect(parseCues("Tenho carro próprio").hasCar).toBe(true);
    expect(parseCues("tenho uma moto").hasMotorcycle).toBe(true);
    expect(parseCues("quero trabalhar de casa").atHome).toBe(true);
    expect(parseCues("vender pela internet").online).toBe(true);
  });
});

describe("text normalisation", () => {
  it("folds case and accents, drops stop words and stems plurals alike", () => {
    expect(tokens("Eu ADORO Confeitaria e Doces")).toEqual(["confeitaria", "doces"]);
    expect(stem("bolos")).toBe(stem("bolo"));
    expect(stem("cachorros")).toBe(stem("cachorro"));
    expect(stem("costureira")).toBe(stem("costureiras"));
  });
});
