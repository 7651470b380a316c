/**
 * Decision 031's evaluation: our 45 people and the sets written apart (people-heldout*.ts), who say
 * what they own and what they can pay. The relevant ideas of each person were chosen by reading the
 * catalogue before running the engine; do not edit them to follow its output.
 * Run: node scripts/run-ts.mjs scripts/discovery/eval-possessions.ts
 * Prints, per person, the picks with their lean start after what is owned, then the totals:
 * relevant idea in the top 3, the first relevant pick's start within the budget (× 1 and × 1.2),
 * and how many suggestions were announced as over the budget.
 */
import { matchWithUnderstanding } from "~/modules/ai/offline/matcher";
import { CATALOGUE, findIdea } from "~/modules/discovery/catalogue.server";
import { leanStart } from "~/modules/economics/lean-start";
import { HELD_OUT } from "./people-heldout";
import { HELD_OUT_2 } from "./people-heldout-2";
import { HELD_OUT_3 } from "./people-heldout-3";
import { HELD_OUT_4 } from "./people-heldout-4";
import { HELD_OUT_5 } from "./people-heldout-5";
import { HELD_OUT_6 } from "./people-heldout-6";
import { HELD_OUT_7 } from "./people-heldout-7";
import { HELD_OUT_8 } from "./people-heldout-8";
import { HELD_OUT_9 } from "./people-heldout-9";
import { HELD_OUT_10 } from "./people-heldout-10";
import { HELD_OUT_11 } from "./people-heldout-11";
import { HELD_OUT_12 } from "./people-heldout-12";
import { HELD_OUT_13 } from "./people-heldout-13";
import { HELD_OUT_14 } from "./people-heldout-14";
import { HELD_OUT_15 } from "./people-heldout-15";
import { HELD_OUT_16 } from "./people-heldout-16";
import { HELD_OUT_17 } from "./people-heldout-17";
import { HELD_OUT_18 } from "./people-heldout-18";

type Person = { text: string; budget: number; relevant: string[] };

const FREELANCE = [
  "transcricao-e-digitacao",
  "assistente-virtual",
  "design-grafico",
  "desenvolvimento-de-sites",
  "edicao-de-videos",
  "gestao-de-redes-sociais",
  "traducao-e-versao",
  "gestao-de-trafego-pago",
  "desenvolvimento-de-aplicativos",
  "modelista-freelancer",
  "cursos-online-de-negocios",
  "aulas-de-idiomas-online",
  "gestao-de-lojas-em-marketplaces",
];
const CAKES = [
  "bolos-de-pote",
  "bolos-de-aniversario-sob-encomenda",
  "docinhos-para-festas",
  "salgados-para-festas",
  "doces-regionais-artesanais",
  "cookies-e-biscoitos-artesanais",
];

export const PEOPLE: Person[] = [
  { text: "tenho um carro quitado no meu nome, sem grana nenhuma", budget: 0, relevant: ["motorista-de-aplicativo"] },
  {
    text: "tenho uma moto CG 160 e um celular, quero fazer entrega, tenho uns 300 reais",
    budget: 300,
    relevant: ["motoboy-entregas", "mototaxi"],
  },
  {
    text: "cozinho bem demais, todo mundo pede minha coxinha e meu bolo de rolo, tenho uns 500 conto",
    budget: 500,
    relevant: ["salgados-para-festas", ...CAKES],
  },
  {
    text: "quero vender bolos, faço bolos muito bem, bolos de todo tipo, tenho 400 reais",
    budget: 400,
    relevant: ["bolos-de-pote", "bolos-de-aniversario-sob-encomenda"],
  },
  { text: "sou estudante, só tenho o notebook", budget: 0, relevant: FREELANCE },
  { text: "sou manicure, tenho meu kit e a estufa, tenho 150 reais", budget: 150, relevant: ["manicure-e-pedicure-em-domicilio"] },
  {
    text: "tenho uma van sprinter e carteira D, uns 2 mil pra começar",
    budget: 2000,
    relevant: ["transporte-escolar", "fretamento-de-van", "excursoes-e-passeios-em-grupo"],
  },
  { text: "tenho uma strada e quero fazer frete, tenho mil reais", budget: 1000, relevant: ["fretes-e-carretos", "mudancas"] },
  {
    text: "costuro bem, tenho maquina reta e overloque em casa, uns 300 reais",
    budget: 300,
    relevant: [
      "ajustes-e-consertos-de-roupas",
      "costura-sob-medida",
      "upcycling-de-roupas",
      "bolsas-e-mochilas",
      "roupas-e-acessorios-para-pets",
    ],
  },
  {
    text: "trabalhei 10 anos de pedreiro, tenho minhas ferramentas e uma betoneira, tenho 500 reais",
    budget: 500,
    relevant: ["pedreiro-de-reformas", "assentamento-de-pisos-e-revestimentos", "drywall-e-gesso"],
  },
  {
    text: "sou eletricista com nr10, tenho ferramentas e furadeira, 400 reais",
    budget: 400,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca"],
  },
  {
    text: "tenho uma camera canon e um notebook, gosto de fotografar, tenho 1000 reais",
    budget: 1000,
    relevant: ["fotografo-de-eventos", "fotografia-de-produtos", "filmagem-de-eventos", "edicao-de-videos"],
  },
  {
    text: "tenho um terreno no sitio e gosto de plantar, tenho uns 2 mil",
    budget: 2000,
    relevant: ["horta-organica", "cultivo-de-morangos", "viveiro-de-mudas", "hidroponia"],
  },
  {
    text: "tenho lavadora de alta pressao e aspirador, quero lavar carro, uns 300 conto",
    budget: 300,
    relevant: ["lavagem-de-carros-a-domicilio", "estetica-automotiva", "limpeza-com-alta-pressao"],
  },
  { text: "tenho roçadeira e gosto de jardim, tenho 200 reais", budget: 200, relevant: ["jardinagem", "implantacao-de-hortas-em-casa"] },
  { text: "sou cabeleireira, tenho secador e prancha, 500 reais", budget: 500, relevant: ["cabeleireira-a-domicilio", "trancista"] },
  { text: "tenho uma bike e quero fazer entregas, tenho 100 reais", budget: 100, relevant: ["entregas-de-bicicleta"] },
  { text: "tenho impressora 3d e um pc, uns 800 reais", budget: 800, relevant: ["impressao-3d"] },
  {
    text: "faço docinhos pra festa, tenho batedeira e freezer, uns 600 reais",
    budget: 600,
    relevant: ["docinhos-para-festas", "bolos-de-aniversario-sob-encomenda", "salgados-para-festas"],
  },
  {
    text: "sou professora, tenho notebook, quero dar aula de reforço, sem dinheiro",
    budget: 0,
    relevant: ["reforco-escolar", "aulas-preparatorias-para-enem", "aulas-de-idiomas-online"],
  },
  {
    text: "tenho caixa de som e controladora, sou dj, uns 500 reais",
    budget: 500,
    relevant: ["dj-para-festas", "som-e-iluminacao-para-eventos"],
  },
  {
    text: "faço faxina, to sem grana mas tenho aspirador",
    budget: 0,
    relevant: ["diarista", "limpeza-pos-obra", "limpeza-de-estofados", "personal-organizer"],
  },
  { text: "tenho um onix quitado, posso rodar à noite, tenho uns 1500 reais", budget: 1500, relevant: ["motorista-de-aplicativo"] },
  {
    text: "sei programar e tenho um notebook, tenho 500 reais",
    budget: 500,
    relevant: ["desenvolvimento-de-sites", "desenvolvimento-de-aplicativos", "sistema-por-assinatura-saas"],
  },
  // Added with their relevant ideas chosen from the catalogue before running the engine.
  { text: "sou técnica de enfermagem, quero cuidar de idosos, tenho 300 reais", budget: 300, relevant: ["cuidador-de-idosos"] },
  {
    text: "faço marmita pros vizinhos, tenho freezer, uns 400 reais",
    budget: 400,
    relevant: ["marmitas-caseiras", "marmitas-fitness-congeladas"],
  },
  { text: "tenho máquina de costura e sei fazer bolsa, 200 reais", budget: 200, relevant: ["bolsas-e-mochilas"] },
  { text: "faço sobrancelha de henna, tenho o kit de pinças, 200 reais", budget: 200, relevant: ["design-de-sobrancelhas"] },
  { text: "tenho maquiagem profissional e ring light, 300 reais", budget: 300, relevant: ["maquiagem-para-eventos"] },
  { text: "tenho um carro e gosto de cachorros, tenho 500 reais", budget: 500, relevant: ["taxi-dog", "pet-sitter-e-passeador"] },
  // Written as people write on WhatsApp (slang, typos, no accents); relevant ideas chosen from the
  // catalogue before running the engine.
  {
    text: "tenho uma saveiro 2012 quitada, faço uns carreto no bairro, tenho uns 800 conto",
    budget: 800,
    relevant: ["fretes-e-carretos", "mudancas"],
  },
  {
    text: "sou personal, tenho cref, queria dar aula em condominio, tenho uns 300",
    budget: 300,
    relevant: ["personal-trainer", "aulas-de-yoga-e-meditacao"],
  },
  {
    text: "tenho cnh d, fui motorista de onibus 10 anos, tenho uma ducato, 3 mil pra comecar",
    budget: 3000,
    relevant: ["transporte-escolar", "fretamento-de-van", "excursoes-e-passeios-em-grupo"],
  },
  {
    text: "tenho nr10 e nr35, mexo com eletrica, tenho minhas ferramenta, uns 600 reais",
    budget: 600,
    relevant: ["eletricista-residencial", "instalacao-de-cameras-de-seguranca", "instalacao-de-energia-solar"],
  },
  { text: "faco salgado pra fora, tenho fritadeira e frizer, uns 400 conto", budget: 400, relevant: ["salgados-para-festas"] },
  {
    text: "so tenho uma maquina de costura domestica, dinheiro nenhum",
    budget: 0,
    relevant: ["ajustes-e-consertos-de-roupas", "costura-sob-medida", "upcycling-de-roupas"],
  },
  { text: "tenho kit de unha completo e estufa, to sem grana", budget: 0, relevant: ["manicure-e-pedicure-em-domicilio"] },
  {
    text: "tenho uma nikon e sei editar video, uns 500 reais",
    budget: 500,
    relevant: ["fotografo-de-eventos", "filmagem-de-eventos", "fotografia-de-produtos", "edicao-de-videos"],
  },
  { text: "tenho uma ender 3 parada em casa e um note, 300 conto", budget: 300, relevant: ["impressao-3d"] },
  {
    text: "sou barbeiro, tenho maquina de corte e tesoura, quero atender em casa, 300 reais",
    budget: 300,
    relevant: ["barbeiro-a-domicilio", "cabeleireira-a-domicilio", "barbearia"],
  },
  { text: "tenho um notebook e sei mexer com excel, tenho nada de dinheiro", budget: 0, relevant: FREELANCE },
  { text: "tenho uma cg 150 e carteira A, quero fazer entrega de ifood, uns 500", budget: 500, relevant: ["motoboy-entregas"] },
  {
    text: "minha cozinha e boa, tenho forno e batedeira, faco bolo de pote, uns 250 reais",
    budget: 250,
    relevant: ["bolos-de-pote", "bolos-de-aniversario-sob-encomenda"],
  },
  { text: "tenho uma lavadora wap e sei limpar sofa, 400 reais", budget: 400, relevant: ["limpeza-de-estofados"] },
  { text: "tenho um hb20 e quero rodar de uber, tenho 1000", budget: 1000, relevant: ["motorista-de-aplicativo"] },
];

/** The 30 people of the previous rounds: their totals are printed apart, to compare like with like. */
const FIRST_SET = 30;

type Outcome = { person: Person; hit: boolean; start: number | null; picks: number; announced: number };

/**
 * The sets written apart, in the order they were written; each is summed on its own. The ordinal
 * words of the first labels are kept so that the printed report reads as before.
 */
const HELD_OUT_SETS: Array<{ label: string; file: string; people: Person[] }> = [
  { label: "pessoas escritas à parte, sem rodar o motor", file: "people-heldout.ts", people: HELD_OUT },
  { label: "Outras", file: "people-heldout-2.ts", people: HELD_OUT_2 },
  { label: "Mais", file: "people-heldout-3.ts", people: HELD_OUT_3 },
  { label: "Um quarto conjunto de", file: "people-heldout-4.ts", people: HELD_OUT_4 },
  { label: "Um quinto conjunto de", file: "people-heldout-5.ts", people: HELD_OUT_5 },
  { label: "Um sexto conjunto de", file: "people-heldout-6.ts", people: HELD_OUT_6 },
  { label: "Um sétimo conjunto de", file: "people-heldout-7.ts", people: HELD_OUT_7 },
  { label: "Um oitavo conjunto de", file: "people-heldout-8.ts", people: HELD_OUT_8 },
  { label: "Um nono conjunto de", file: "people-heldout-9.ts", people: HELD_OUT_9 },
  { label: "Um décimo conjunto de", file: "people-heldout-10.ts", people: HELD_OUT_10 },
  { label: "Um 11º conjunto de", file: "people-heldout-11.ts", people: HELD_OUT_11 },
  { label: "Um 12º conjunto de", file: "people-heldout-12.ts", people: HELD_OUT_12 },
  { label: "Um 13º conjunto de", file: "people-heldout-13.ts", people: HELD_OUT_13 },
  { label: "Um 14º conjunto de", file: "people-heldout-14.ts", people: HELD_OUT_14 },
  { label: "Um 15º conjunto de", file: "people-heldout-15.ts", people: HELD_OUT_15 },
  { label: "Um 16º conjunto de", file: "people-heldout-16.ts", people: HELD_OUT_16 },
  { label: "Um 17º conjunto de", file: "people-heldout-17.ts", people: HELD_OUT_17 },
  { label: "Um 18º conjunto de", file: "people-heldout-18.ts", people: HELD_OUT_18 },
];

const outcomes: Outcome[] = [...PEOPLE, ...HELD_OUT_SETS.flatMap((set) => set.people)].map((person) => {
  const { understanding, picks: found } = matchWithUnderstanding(person.text, CATALOGUE);
  const owned = understanding.possessions;
  const ids = found.map((p) => p.id);
  const hit = ids.slice(0, 3).some((id) => person.relevant.includes(id));
  const firstRelevant = ids.find((id) => person.relevant.includes(id));
  const start = firstRelevant ? leanStart(findIdea(firstRelevant)!, owned).total : null;
  console.log(`\n${hit ? "✓" : "✗"} ${person.text}  [orçamento R$ ${person.budget}; tem: ${owned.join(", ") || "—"}]`);
  for (const p of found)
    console.log(`   ${p.beyondBudget ? "(acima) " : ""}${p.id}: começo enxuto R$ ${leanStart(findIdea(p.id)!, owned).total}`);
  return { person, hit, start, picks: found.length, announced: found.filter((p) => p.beyondBudget).length };
});

/**
 * Counts: a person's first relevant pick starts within the budget (× 1 and × 1.2); a suggestion is
 * "announced as over the budget" when the engine flags it `beyondBudget` (only the one way in shown
 * when nothing fits), counted over all picks and over the picks of people with a budget > 0.
 */
function summary(label: string, list: readonly Outcome[]) {
  const count = (f: (o: Outcome) => boolean) => list.filter(f).length;
  const sum = (f: (o: Outcome) => number) => list.reduce((total, o) => total + f(o), 0);
  const withMoney = list.filter((o) => o.person.budget > 0);
  console.log(`\n${label}: ${list.length} pessoas`);
  console.log(`Ideia relevante no top 3: ${count((o) => o.hit)}/${list.length}`);
  console.log(
    `Primeira ideia relevante começa dentro do orçamento: ${count((o) => o.start !== null && o.start <= o.person.budget)}/${list.length}` +
      ` (até 1,2×: ${count((o) => o.start !== null && o.start <= o.person.budget * 1.2)}/${list.length})`,
  );
  console.log(`Sugestões anunciadas como acima do orçamento: ${sum((o) => o.announced)} de ${sum((o) => o.picks)}`);
  console.log(
    `  … entre quem disse ter algum dinheiro (orçamento > 0): ${withMoney.reduce((t, o) => t + o.announced, 0)} de ${withMoney.reduce((t, o) => t + o.picks, 0)}`,
  );
}

summary(`As ${FIRST_SET} pessoas das rodadas anteriores`, outcomes.slice(0, FIRST_SET));
summary(`As ${PEOPLE.length} pessoas escritas por nós`, outcomes.slice(0, PEOPLE.length));
let from = PEOPLE.length;
for (const [n, set] of HELD_OUT_SETS.entries()) {
  const to = from + set.people.length;
  const label = n === 0 ? `As ${set.people.length} ${set.label}` : `${set.label} ${set.people.length} pessoas escritas à parte`;
  summary(`${label} (${set.file})`, outcomes.slice(from, to));
  from = to;
}
summary("Todas as pessoas", outcomes);
