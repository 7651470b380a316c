/**
 * The tax label of every idea, case by case (decision 036): the company size follows the revenue
 * (ME up to R$ 360 mil, EPP above), Anexo V services show the Fator R, an MEI idea's DAS type is
 * its occupation's in the official table, a non-MEI idea is never told to open an MEI, and every
 * scenario of an MEI idea that passes the limit says what happens.
 */
import { describe, expect, it } from "vitest";
import { composeOfflineAnalysis } from "~/modules/ai/offline/analysis";
import { meiLimitLines, regimeLines } from "~/modules/ai/offline/economics-text";
import { annualPayroll, SCENARIO_IDS, simplesTaxRate } from "~/modules/economics/model";
import { economicsOf } from "~/modules/economics/summary";
import { dasAmount, MEI_ANNUAL_LIMIT, MEI_TRUCKER_ANNUAL_LIMIT, MINIMUM_WAGE, simplesEffectiveRate } from "~/modules/facts/legal-facts";
import { companySize, ME_ANNUAL_LIMIT } from "~/modules/facts/simples-nacional";
import { dasKindFor, findOccupation } from "~/modules/legal/occupations";
import { financialFrom } from "~/modules/plan/defaults";
import { CATALOGUE } from "./catalogue.server";

type Idea = (typeof CATALOGUE)[number];
const byId = (id: string): Idea => {
  const idea = CATALOGUE.find((i) => i.id === id);
  if (!idea) throw new Error(`no idea ${id}`);
  return idea;
};
const likelyAnnual = (idea: Idea) => economicsOf(idea.economics).scenarios.provavel.annualRevenue;
const analysisOf = (idea: Idea) => composeOfflineAnalysis({ idea, userInput: "quero começar" });
const offenders = (predicate: (idea: Idea) => boolean) => CATALOGUE.filter(predicate).map((idea) => idea.id);
const nonMei = CATALOGUE.filter((i) => !i.mei);

/** The activities of LC 123/2006, art. 18, § 5º-I in the catalogue (Anexo V, Fator R). */
const ANNEX_V = [
  "psicologo-online",
  "consultorio-de-nutricao",
  "podologia",
  "veterinario-domiciliar",
  "despachante-de-veiculos",
  "traducao-e-versao",
  "interprete-de-libras",
  "consultoria-agronomica",
  "design-grafico",
  "representante-comercial",
  "consultoria-de-imagem",
  "gestao-de-lojas-em-marketplaces",
  "agencia-de-marketing-digital",
  "gestao-de-redes-sociais",
  "gestao-de-trafego-pago",
];

/** Construction works, landscaping and cleaning (LC 123/2006, art. 18, § 5º-C, I and VI). */
const ANNEX_IV = [
  "assentamento-de-pisos-e-revestimentos",
  "drywall-e-gesso",
  "impermeabilizacao",
  "implantacao-de-hortas-em-casa",
  "limpeza-com-alta-pressao",
  "limpeza-de-fachadas-e-vidros",
  "limpeza-pos-obra",
  "perfuracao-de-pocos",
  "vidracaria",
];

describe("company size", () => {
  it("says EPP, never ME, for a non-MEI idea whose likely revenue passes R$ 360 mil (and ME below)", () => {
    expect(nonMei.some((i) => likelyAnnual(i) > ME_ANNUAL_LIMIT)).toBe(true);
    for (const idea of nonMei) {
      const size = companySize(likelyAnnual(idea));
      const text = [...regimeLines(idea), ...idea.requirements].join("\n");
      if (size === "EPP") {
        expect(text, idea.id).toContain("empresa de pequeno porte (EPP)");
        expect(idea.requirements.join(" "), idea.id).not.toMatch(/\bME\b/);
      } else {
        expect(text, idea.id).toContain("microempresa (ME)");
        expect(text, idea.id).not.toMatch(/\bEPP\b.*cenário provável/);
      }
    }
  });

  it("taxes an EPP by the bracket of its own revenue (auto-peças, above R$ 360 mil: Anexo I's 3rd bracket)", () => {
    // At R$ 1,5 mi Anexo I gives about 9,2 % (simples-nacional.test.ts); auto-peças' likely
    // revenue, with a stock that turns about 4 times a year, is lower.
    const idea = byId("auto-pecas");
    const annual = likelyAnnual(idea);
    expect(annual).toBeGreaterThan(ME_ANNUAL_LIMIT);
    const rate = economicsOf(idea.economics).scenarios.provavel.taxRate;
    expect(rate).toBeCloseTo(simplesEffectiveRate("I", annual), 6);
    const pct = `${(rate * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
    expect(regimeLines(idea).join(" ")).toContain(`empresa de pequeno porte (EPP) no Simples Nacional (Anexo I)`);
    expect(regimeLines(idea).join(" ")).toContain(`a alíquota efetiva é ${pct}`);
  });
});

describe("Simples Nacional annex", () => {
  it("puts exactly the intellectual services of art. 18, § 5º-I in Anexo V, with the rate with and without the Fator R", () => {
    expect(offenders((i) => i.economics.simplesAnnex === "V").sort()).toEqual([...ANNEX_V].sort());
    for (const id of ANNEX_V) {
      const idea = byId(id);
      const line = regimeLines(idea).find((l) => l.startsWith("Esta atividade é do Anexo V"));
      expect(line, id).toBeDefined();
      const annual = likelyAnnual(idea);
      const pct = (r: number) => `${(r * 100).toLocaleString("pt-BR", { maximumFractionDigits: 1 })}%`;
      expect(line, id).toContain(pct(simplesEffectiveRate("V", annual)));
      expect(line, id).toContain(`Anexo III: ${pct(simplesEffectiveRate("III", annual))}`);
      expect(line, id).toMatch(/pró-labore declarado precisaria ser de cerca de R\$\s[\d.]+ por mês|já chega lá/);
    }
  });

  it("counts the owner's pró-labore in the Fator R's payroll (LC 123/2006, art. 18, § 24), so the rate used and the sentence agree", () => {
    let reached = 0;
    for (const id of ANNEX_V) {
      const idea = byId(id);
      const annual = likelyAnnual(idea);
      const payroll = annualPayroll(idea.economics);
      expect(payroll, id).toBeGreaterThanOrEqual(MINIMUM_WAGE * 12);
      const line = regimeLines(idea).find((l) => l.startsWith("Esta atividade é do Anexo V"))!;
      const rate = simplesTaxRate({ ...idea.economics, goodsShare: 0 }, annual);
      if (payroll >= annual * 0.28) {
        reached++;
        expect(line, id).toContain("já chega lá");
        expect(rate, id).toBeCloseTo(simplesEffectiveRate("III", annual), 10);
      } else {
        expect(line, id).toContain("em vez do salário mínimo dos custos fixos");
        expect(rate, id).toBeCloseTo(simplesEffectiveRate("V", annual), 10);
      }
    }
    // With 1 salário mínimo of pró-labore, the smaller practices reach it (more than none, fewer than all).
    expect(reached).toBeGreaterThan(0);
    expect(reached).toBeLessThan(ANNEX_V.length);
  });

  it("puts construction, landscaping and cleaning in Anexo IV (art. 18, § 5º-C), with the employer's INSS outside the DAS", () => {
    const annexIv = CATALOGUE.filter((i) => i.economics.simplesAnnex === "IV");
    expect(annexIv.map((i) => i.id).sort()).toEqual(ANNEX_IV);
    for (const idea of annexIv) {
      expect(idea.mei, idea.id).toBe(false);
      expect(regimeLines(idea).join(" "), idea.id).toContain("Anexo IV");
      const cpp = idea.economics.monthlyFixed.find((f) => f.item.startsWith("INSS patronal"));
      if (idea.economics.revenue.staff > 0) expect(cpp, idea.id).toBeDefined();
      else expect(cpp, idea.id).toBeUndefined();
      // The pró-labore the costs count pays it too: in the model and in the plan's fixed costs.
      const onDraw = economicsOf(idea.economics).monthlyFixedItems.find((f) => f.item.includes("sobre o pró-labore"));
      expect(onDraw?.value, idea.id).toBeCloseTo(MINIMUM_WAGE * 0.2, 2);
      expect(financialFrom(idea.economics).fixedCosts.find((f) => f.item.includes("sobre o pró-labore"))?.valueCents, idea.id).toBe(
        Math.round(MINIMUM_WAGE * 0.2 * 100),
      );
    }
    // Nowhere else: an Anexo III service or an MEI pays its CPP inside the DAS.
    const others = CATALOGUE.filter((i) => i.economics.simplesAnnex !== "IV");
    expect(
      offenders((i) => others.includes(i) && economicsOf(i.economics).monthlyFixedItems.some((f) => f.item.includes("sobre o pró-labore"))),
    ).toEqual([]);
  });

  it("taxes the psychologist without payroll by Anexo V (15,5 %), not the 6 % of Anexo III", () => {
    const idea = byId("psicologo-online");
    expect(economicsOf(idea.economics).scenarios.provavel.taxRate).toBeCloseTo(0.155, 4);
  });

  it("splits the food and drinks of a bufê (ICMS, LC 116/2003 item 17.11) and a pet shop's grooming (Anexo III) from the goods", () => {
    for (const id of ["buffet-para-eventos", "pizzaiolo-em-domicilio", "bar-de-drinks-para-eventos", "pet-shop-com-servicos"]) {
      const idea = byId(id);
      expect(idea.economics.simplesAnnex, id).toBe("III");
      expect(idea.economics.goodsShare, id).toBeGreaterThan(0);
      expect(regimeLines(idea).join(" "), id).toContain("vai para o Anexo I (estimativa)");
    }
    // The personal chef's client buys the ingredients: all service.
    expect(byId("personal-chef").economics.goodsShare).toBeUndefined();
  });

  it("splits goods (Anexo I) and labour (service annex) where a workshop sells both", () => {
    const idea = byId("troca-de-oleo");
    const share = idea.economics.goodsShare;
    expect(share).toBeGreaterThan(0);
    const annual = likelyAnnual(idea);
    const expected = share! * simplesEffectiveRate("I", annual) + (1 - share!) * simplesEffectiveRate("III", annual);
    expect(economicsOf(idea.economics).scenarios.provavel.taxRate).toBeCloseTo(expected, 6);
    expect(regimeLines(idea).join(" ")).toMatch(/comércio \(Anexo I\).*serviço \(Anexo III\)/);
  });
});

describe("MEI DAS type", () => {
  it("is the occupation's in the official table (ICMS and ISS columns) for every MEI idea", () => {
    const meiIdeas = CATALOGUE.filter((i) => i.mei);
    expect(meiIdeas.length).toBeGreaterThan(90);
    for (const idea of meiIdeas) {
      const occupation = findOccupation(idea.meiOccupation);
      expect(occupation, idea.id).toBeDefined();
      expect(idea.economics.dasActivity, idea.id).toBe(dasKindFor(occupation!));
    }
  });

  it("charges the MEI Caminhoneiro INSS 12 % plus ICMS: R$ 195,52 in 2026", () => {
    const idea = byId("caminhoneiro-autonomo");
    expect(idea.economics.regime).toBe("MEI Caminhoneiro");
    const das = economicsOf(idea.economics).monthlyFixedItems.find((i) => i.item.startsWith("DAS"));
    expect(das?.value).toBe(dasAmount("comercio", true));
    expect(das?.value).toBe(195.52);
  });

  it("explains a DAS with both ICMS and ISS", () => {
    const idea = CATALOGUE.find((i) => i.mei && i.economics.dasActivity === "comercioServicos");
    expect(idea).toBeDefined();
    expect(regimeLines(idea!).join(" ")).toMatch(/ICMS \(produtos\).*ISS \(serviço\)/);
  });
});

describe("formalization of ideas that cannot be MEI", () => {
  it("never tells a non-MEI idea to open (or formalize as) an MEI, in any generated analysis", () => {
    expect(nonMei.length).toBeGreaterThan(200);
    const bad = /abra o MEI|abrir o MEI|formalize(-se)? como MEI|abertura do MEI|pode ser MEI,/i;
    expect(offenders((i) => !i.mei && bad.test(analysisOf(i)))).toEqual([]);
    // and the steps say how an ME/EPP opens instead
    const steps = analysisOf(byId("revenda-de-gas-e-agua"));
    expect(steps).not.toMatch(/\bMEI\b.*Semana/);
  });
});

describe("scenarios and the MEI limit", () => {
  it("gives every MEI scenario row over the limit its warning, with what happens and when to move", () => {
    let warned = 0;
    for (const idea of CATALOGUE.filter((i) => i.mei)) {
      const limit = idea.economics.regime === "MEI Caminhoneiro" ? MEI_TRUCKER_ANNUAL_LIMIT : MEI_ANNUAL_LIMIT;
      const r = economicsOf(idea.economics);
      const lines = meiLimitLines(idea);
      const text = analysisOf(idea);
      for (const id of SCENARIO_IDS) {
        const s = r.scenarios[id];
        const line = lines.find((l) => l.startsWith(`Atenção, cenário ${s.label.toLowerCase()}:`));
        if (s.annualRevenue <= limit) {
          expect(line, `${idea.id} ${id}`).toBeUndefined();
          continue;
        }
        warned++;
        expect(line, `${idea.id} ${id}`).toBeDefined();
        expect(text, idea.id).toContain(line!);
        expect(line!, idea.id).toMatch(
          s.annualRevenue <= limit * 1.2 ? /DAS complementar.*janeiro do ano seguinte/ : /desenquadrado desde janeiro/,
        );
        expect(line!, idea.id).toMatch(/planeje com um contador a mudança para (ME|EPP)/);
      }
    }
    expect(warned).toBeGreaterThan(0);
  });
});
