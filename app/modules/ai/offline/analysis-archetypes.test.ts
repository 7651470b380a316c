import { formatReais } from "~/modules/business/money";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { splitAnalysis } from "~/modules/discovery/analysis-sections";
import { economicsOf } from "~/modules/economics/summary";
import { ARCHETYPE_AUDIENCE } from "./archetype-audience";
import { ARCHETYPE_KNOWLEDGE } from "./archetype-knowledge";
import { composeOfflineAnalysis } from "./analysis";
import { IDEA_LINES } from "./idea-lines";
import { ideaTraits } from "./idea-traits";
import members from "./archetype-members.json";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";

const analyses = new Map(CATALOGUE.map((idea) => [idea.id, splitAnalysis(composeOfflineAnalysis({ idea, userInput: "quero começar" }))]));
const section = (id: string, title: string) => analyses.get(id)!.find((s) => s.title === title)!.content;
const ARCHETYPE_SECTIONS = ["Público e mercado", "Operação", "Marketing e vendas", "Riscos", "Primeiros 30 dias"];

describe("offline analysis written from the idea", () => {
  it("uses at least 40 archetypes, each with its own text, and maps every idea to one", () => {
    const used = new Set(CATALOGUE.map((idea) => idea.economics.archetype));
    expect(used.size).toBeGreaterThanOrEqual(40);
    for (const archetype of used) {
      expect(ARCHETYPE_KNOWLEDGE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_AUDIENCE[archetype], archetype).toBeDefined();
      expect(ARCHETYPE_KNOWLEDGE[archetype]!.firstSteps.length, archetype).toBe(8);
    }
  });

  it("no section paragraph is shared by more ideas than its archetype has", () => {
    const archetypeSize = new Map<string, number>();
    for (const idea of CATALOGUE) archetypeSize.set(idea.economics.archetype, (archetypeSize.get(idea.economics.archetype) ?? 0) + 1);
    for (const title of ARCHETYPE_SECTIONS) {
      const holders = new Map<string, string[]>();
      for (const idea of CATALOGUE) {
        const text = section(idea.id, title);
        holders.set(text, [...(holders.get(text) ?? []), idea.id]);
      }
      const tooShared = [...holders.values()].filter(
        (ids) => ids.length > archetypeSize.get(CATALOGUE.find((i) => i.id === ids[0])!.economics.archetype)!,
      );
      expect(tooShared, title).toEqual([]);
    }
  });

  it("takes its figures from the model: item table, monthly costs, break-even, payback and the MEI check", () => {
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-pote")!;
    const r = economicsOf(idea.economics);
    const investment = section(idea.id, "Investimento inicial");
    for (const item of idea.economics.fixedInvestment) expect(investment).toContain(`| ${item.item} | ${item.qty} |`);
    expect(investment).toContain(`| Total | | | ${formatReais(r.totalInvestment)} |`);
    expect(investment).toContain(`Ponto de equilíbrio: ${r.scenarios.provavel.breakEvenUnits}`);
    expect(investment).toContain("DAS do MEI (2026): R$\u00a082,05");
    expect(investment).not.toMatch(/entre 1 e 1 m[eê]s/);
    expect(section(idea.id, "Formalização")).toContain(`${formatReais(r.scenarios.provavel.annualRevenue)} por ano`);
  });

  it("writes the payback of an idea that does not pay back as a sentence ('não volta em 5 anos', never 'volta não volta')", () => {
    const texts = [...analyses.values()].map((sections) => sections.map((s) => s.content).join("\n"));
    expect(texts.filter((t) => /volta não volta|retorno é de não/.test(t))).toEqual([]);
    expect(texts.some((t) => /o investimento não volta em 5 anos/.test(t))).toBe(true);
  });

  it("says what is true for a phone repair counter, beekeeping, online psychology, a pet sitter and a food truck", () => {
    const celular = analyses
      .get("conserto-de-celulares")!
      .map((s) => s.content)
      .join("\n");
    expect(celular).toMatch(/ordem de serviço/);
    expect(celular).not.toMatch(/Behance|Workana|revis(ão|ões)/);

    const apicultura = analyses
      .get("apicultura")!
      .map((s) => s.content)
      .join("\n");
    expect(apicultura).toMatch(/colmeia/);
    expect(apicultura).toMatch(/florada/);
    expect(apicultura).not.toMatch(/semente|adubação|fertilizante|plantio/i);

    const psicologo = analyses
      .get("psicologo-online")!
      .map((s) => s.content)
      .join("\n");
    expect(psicologo).toMatch(/e-Psi/);
    expect(psicologo).toMatch(/CRP/);
    expect(psicologo).not.toMatch(/estoque|higiene dos equipamentos|liberação médica/i);

    const petSitter = analyses
      .get("pet-sitter-e-passeador")!
      .map((s) => s.content)
      .join("\n");
    expect(petSitter).toMatch(/passe(io|ar)/);
    expect(petSitter).not.toMatch(/tosa|banho/i);

    expect(section("food-truck", "Primeiros 30 dias")).not.toMatch(/encomenda/);
    expect(section("food-truck", "Primeiros 30 dias")).toMatch(/evento/);
  });
});

/**
 * The archetype is the unit written and reviewed (decision 038): its text holds only what is true
 * of every member listed here. Moving an idea to another archetype, or adding one, changes this
 * list (archetype-members.json) on purpose: read the archetype's text against the new member before
 * updating it.
 */
const MEMBERS: Record<string, string[]> = members;

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
const own = (idea: CatalogueIdea) => fold(`${idea.title} ${idea.description} ${idea.keywords.join(" ")}`);
const FOOD =
  /aliment|comida|refeic|lanche|bebida|carne|linguica|queijo|cafe|farinha|\bmel\b|ovos|peix|sorvete|gelo|pastel|pao|paes|fruta|verdura|hortali|doce|bolo|marmita|pimenta|tempero|massa|geleia|compota|biscoito|cookie|chocolate|salgad/;

/**
 * Words that tie a line to one trade, and who may read them: an idea reads the word only if its
 * own title, description and keywords (or its traits) show that trade. "Parcerias com
 * cerimonialistas" is true for a DJ and false for a skip-bin rental; "perecíveis" for a butcher and
 * not for a gas reseller.
 */
const TRADE_WORDS: Array<{ word: RegExp; trade: (idea: CatalogueIdea) => boolean }> = [
  { word: /cerimonialista/, trade: (i) => /casament|festa|evento/.test(own(i)) && i.id !== "cerimonialista" },
  {
    word: /formatura|casament|noiv/,
    trade: (i) => /formatura|casament|noiv|festa|evento|maquiagem|ajuste|sob medida|alfaiat/.test(own(i)),
  },
  {
    word: /fins? de semana|sabados?\b|sextas?\b/,
    trade: (i) => ideaTraits(i).weekendFriendly || i.category === "Alimentação" || /passeio|turis|lazer/.test(own(i)),
  },
  { word: /linkedin/, trade: (i) => i.category === "Tecnologia" || /empresas|marcas|negocios/.test(own(i)) },
  {
    word: /marcenari|lista de corte|plano de corte|arquitet/,
    trade: (i) => /moveis|marcenari|vidro|serralheri|gesso|piso|reforma|construc|obra/.test(own(i)),
  },
  { word: /perecive|refrigerad|refrigerac/, trade: (i) => FOOD.test(own(i)) },
  { word: /validade/, trade: (i) => FOOD.test(own(i)) || /cosmetic|sabonete|petisco|racao|remedio|farmacia|agua mineral/.test(own(i)) },
  {
    word: /boas praticas|vigilancia sanitaria/,
    trade: (i) =>
      i.category === "Alimentação" || FOOD.test(own(i)) || i.requirements.some((r) => /Vigilância Sanitária|Boas Práticas/.test(r)),
  },
  { word: /\bsalas?\b|mobiliario/, trade: (i) => /\bsala|escola|curso|consultorio|clinica|salao|idiomas|creche|autoescola/.test(own(i)) },
  { word: /\bprovas\b|vestibular/, trade: (i) => /enem|concurso|vestibular|prova|escolar/.test(own(i)) },
  { word: /colheita|plantio|safra|lavoura/, trade: (i) => ideaTraits(i).rural },
  {
    word: /\bsolo\b|adubac|irrigac|semente/,
    trade: (i) => /\bsolo\b|\bhorta\b|jardi|mudas|lavoura|pomar|plantio|morango|trator|drone/.test(own(i)),
  },
  { word: /\banp\b|\bglp\b|avcb|clcb/, trade: (i) => /\bgas\b|glp/.test(own(i)) || i.requirements.some((r) => /Bombeiros|ANP/.test(r)) },
  { word: /botij/, trade: (i) => /\bgas\b|botij|fritadeira|chapa|fogao|food truck/.test(own(i)) },
  {
    word: /\balunos?\b|matricula/,
    trade: (i) =>
      /aula|aluno|curso|escola|ensino|treino|personal|professor|instrutor|adestra|pilates|danca|academia|creche|natacao|yoga/.test(own(i)),
  },
  {
    word: /\btutor(es)?\b|vacina/,
    trade: (i) => i.category === "Pet" || /\bpets?\b|\bcaes\b|\bcao\b|gato|animal|animais|galinha|peixe/.test(own(i)),
  },
  {
    word: /pacientes?\b|prontuario/,
    trade: (i) => /paciente|saude|clinic|terapia|fisio|enferm|psicolog|nutri|veterin|idoso|hospitalar|podolog|dentist/.test(own(i)),
  },
  { word: /hospede/, trade: (i) => /hosped|pousada|hostel|camping|airbnb|temporada/.test(own(i)) },
  {
    word: /esteriliz|autoclave/,
    trade: (i) =>
      /unha|manicure|sobrancel|cilio|tatu|piercing|micropig|podolog|estetica|barb|cabel|depila|pele|dent|salao|clinica|tranc|maquiag|massag/.test(
        own(i),
      ),
  },
  { word: /colmeia|florada|apiario/, trade: (i) => /apicultura|\bmel\b/.test(own(i)) },
  {
    word: /\bcnh\b|custo por quilometro|combustivel/,
    trade: (i) => ideaTraits(i).driving || /trator|caminhao|maquina|drone|barco|perfuratriz|gerador|food truck/.test(own(i)),
  },
];

function archetypeLines(archetype: string): string[] {
  const k = ARCHETYPE_KNOWLEDGE[archetype]!;
  return [ARCHETYPE_AUDIENCE[archetype]!, ...k.channels, ...k.operations, k.pricing, ...k.risks, ...k.firstSteps];
}

function foreignWords(lines: string[], ideas: CatalogueIdea[]): string[] {
  const found: string[] = [];
  for (const line of lines) {
    for (const { word, trade } of TRADE_WORDS) {
      if (!word.test(fold(line))) continue;
      for (const idea of ideas) if (!trade(idea)) found.push(`${idea.id} ← "${line}" (${word.source})`);
    }
  }
  return found;
}

describe("the archetype is the unit written and reviewed", () => {
  it("lists each archetype's members", () => {
    const actual: Record<string, string[]> = {};
    for (const idea of CATALOGUE) (actual[idea.economics.archetype] ??= []).push(idea.id);
    expect(actual).toEqual(MEMBERS);
  });

  it("says in an archetype's text nothing tied to a trade that one of its members is not", () => {
    const found = Object.entries(MEMBERS).flatMap(([archetype, ids]) =>
      foreignWords(
        archetypeLines(archetype),
        ids.map((id) => CATALOGUE.find((idea) => idea.id === id)!),
      ).map((line) => `${archetype}: ${line}`),
    );
    expect(found).toEqual([]);
  });

  it("says in an idea's own lines nothing tied to another trade", () => {
    const found = Object.entries(IDEA_LINES).flatMap(([id, lines]) => {
      const idea = CATALOGUE.find((i) => i.id === id);
      expect(idea, id).toBeDefined();
      const text = [lines.audience ?? "", ...Object.values(lines).filter(Array.isArray).flat()];
      return foreignWords(text, [idea!]);
    });
    expect(found).toEqual([]);
  });

  it("catches a line foreign to one member (the check can fail)", () => {
    const skipBins = CATALOGUE.find((idea) => idea.id === "cacambas-de-entulho")!;
    const gas = CATALOGUE.find((idea) => idea.id === "revenda-de-gas-e-agua")!;
    expect(foreignWords(["Parcerias com cerimonialistas, espaços e construtoras"], [skipBins])).toHaveLength(1);
    expect(foreignWords(["Perda de perecíveis: compras frequentes e ofertas"], [gas])).toHaveLength(1);
    expect(foreignWords(["Revenda com autorização da ANP"], [gas])).toEqual([]);
  });
});
