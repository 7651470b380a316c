/**
 * Rules that keep the catalogue honest (issue 16): the MEI flag agrees with the official occupation
 * list and with the likely scenario's yearly revenue; regulated activities are not "Iniciante",
 * name their council and are MEI only where the list says; an MEI never has more than one
 * employee; figures are not bucketed; CNAE codes and descriptions are the idea's own.
 */
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CATALOGUE } from "./catalogue.server";
import { economicsOf } from "~/modules/economics/summary";
import { MEI_ANNUAL_LIMIT, MEI_MAX_EMPLOYEES, MEI_TRUCKER_ANNUAL_LIMIT } from "~/modules/facts/legal-facts";
import { activityDescription, findMeiOccupation, isValidCnae, meiOccupationsByCnae } from "./reference-data";

const NEAR_LIMIT = 0.8;
const limitOf = (regime: string) => (regime === "MEI Caminhoneiro" ? MEI_TRUCKER_ANNUAL_LIMIT : MEI_ANNUAL_LIMIT);
const likelyAnnual = (id: string) => {
  const idea = CATALOGUE.find((i) => i.id === id)!;
  return economicsOf(idea.economics).scenarios.provavel.annualRevenue;
};
const offenders = (predicate: (idea: (typeof CATALOGUE)[number]) => boolean) => CATALOGUE.filter(predicate).map((idea) => idea.id);

/** Activities that need a council registration or a legally required qualification, and where it is named. */
const REGULATED: Record<string, RegExp> = {
  "psicologo-online": /\bCRP\b/,
  "consultorio-de-nutricao": /\bCRN\b/,
  "fisioterapia-domiciliar": /\bCREFITO\b/,
  "veterinario-domiciliar": /\bCRMV\b/,
  "home-care-de-enfermagem": /\bCoren\b/i,
  "personal-trainer": /\bCREF\b/,
  "studio-de-pilates": /\bCREF(ITO)?\b/,
  "academia-de-bairro": /\bCREF\b/,
  "aulas-de-natacao-e-hidroginastica": /\bCREF\b/,
  "escolinha-de-futebol": /\bCREF\b/,
  "consultoria-agronomica": /\bCREA\b/,
  "pulverizacao-com-drone": /\bCREA\b/,
  farmacia: /\bCRF\b/,
  "laboratorio-de-protese-dentaria": /\bCRO\b/,
  "instalacao-de-energia-solar": /\bART\b/,
  "perfuracao-de-pocos": /\bART\b/,
  dedetizacao: /\bCRQ\b/,
  "guia-de-turismo": /Cadastur/,
};

describe("catalogue rules", () => {
  it("catalogue.json is exactly what the python sources generate", () => {
    const out = execFileSync("python3", ["scripts/catalogue/build.py", "--check"], { encoding: "utf8" });
    expect(out).toContain("catalogue.json matches the sources");
  });

  it("every CNAE is valid (CNAE 2.2 table or the CNAE 2.3 codes of the MEI list)", () => {
    expect(offenders((idea) => !isValidCnae(idea.cnae))).toEqual([]);
  });

  it("MEI ideas have their exact occupation in the official list, and the model's regime agrees", () => {
    expect(offenders((idea) => idea.mei && !findMeiOccupation(idea.cnae, idea.meiOccupation ?? ""))).toEqual([]);
    expect(offenders((idea) => idea.mei !== (idea.economics.regime !== "ME"))).toEqual([]);
  });

  it("MEI ideas' likely yearly revenue fits the MEI limit; near the limit they carry the warning", () => {
    expect(offenders((idea) => idea.mei && likelyAnnual(idea.id) > limitOf(idea.economics.regime))).toEqual([]);
    expect(
      offenders(
        (idea) =>
          idea.mei &&
          likelyAnnual(idea.id) > NEAR_LIMIT * limitOf(idea.economics.regime) &&
          !idea.requirements.some((r) => r.includes("limite do MEI")),
      ),
    ).toEqual([]);
  });

  it("an idea whose occupation is on the MEI list but is not MEI says why (revenue, staff or a note)", () => {
    expect(
      offenders((idea) => !idea.mei && meiOccupationsByCnae(idea.cnae).length > 0 && !/\b(ME|EPP)\b/.test(idea.requirements.join(" "))),
    ).toEqual([]);
    // and the ones flagged for revenue really are above the limit
    expect(
      offenders(
        (idea) =>
          !idea.mei &&
          idea.requirements.some((r) => /^Abrir como (ME|EPP): o faturamento provável/.test(r)) &&
          likelyAnnual(idea.id) <= MEI_ANNUAL_LIMIT,
      ),
    ).toEqual([]);
  });

  it("regulated activities are level ≥ 2, name the council or registration, and are MEI only where the list says", () => {
    for (const [id, council] of Object.entries(REGULATED)) {
      const idea = CATALOGUE.find((i) => i.id === id);
      expect(idea, id).toBeDefined();
      expect(idea!.level, id).toBeGreaterThanOrEqual(2);
      expect(idea!.requirements.join(" "), id).toMatch(council);
      if (idea!.mei) expect(findMeiOccupation(idea!.cnae, idea!.meiOccupation), id).toBeDefined();
    }
    expect(CATALOGUE.find((i) => i.id === "psicologo-online")!.mei).toBe(false);
  });

  it("an MEI idea never has, or describes, more than one employee", () => {
    expect(offenders((idea) => idea.mei && idea.economics.revenue.staff > MEI_MAX_EMPLOYEES)).toEqual([]);
    expect(
      offenders((idea) => idea.mei && /\b(equipes?|ajudantes|funcionários|empregados|colaboradores)\b/i.test(idea.description)),
    ).toEqual([]);
  });

  it("no more than 3 ideas share an identical (investment, return) pair", () => {
    const counts = new Map<string, string[]>();
    for (const idea of CATALOGUE) {
      const key = `${idea.investment} | ${idea.potentialReturn}`;
      counts.set(key, [...(counts.get(key) ?? []), idea.id]);
    }
    expect([...counts.values()].filter((ids) => ids.length > 3)).toEqual([]);
  });

  it("the activity description shown is the idea's own occupation row", () => {
    for (const idea of CATALOGUE.filter((i) => i.mei)) {
      expect(activityDescription(idea.cnae, idea.meiOccupation), idea.id).toBe(findMeiOccupation(idea.cnae, idea.meiOccupation)!.descricao);
    }
    const banho = CATALOGUE.find((i) => i.id === "banho-e-tosa")!;
    expect(activityDescription(banho.cnae, banho.meiOccupation)).toMatch(/embelezamento de animais/);
  });

  it("the listed CNAE/occupation cases are fixed", () => {
    const byId = (id: string) => CATALOGUE.find((i) => i.id === id)!;
    expect(byId("barraca-de-utilidades-em-feira").cnae).not.toBe("4712100");
    expect(byId("encadernacao-artesanal").meiOccupation).toBe("Artesão(ã) em papel independente");
    expect(byId("locucao-e-dublagem").meiOccupation).toMatch(/^Locutor/);
    expect(byId("banho-e-tosa").cnae).toBe("9609208");
    expect(byId("pet-movel").cnae).toBe("9609208");
    expect(byId("perfuracao-de-pocos").mei).toBe(false);
    expect(byId("mudancas").mei).toBe(false);
    expect(byId("mudancas").requirements.join(" ")).not.toMatch(/Caminhoneiro/);
    expect(byId("colheita-sob-empreitada").description).not.toMatch(/equipe/i);
    expect(byId("hotel-e-creche-para-caes").cnae).not.toBe("9609203");
  });

  it("capital-heavy ideas carry their main equipment at a plausible price", () => {
    const item = (id: string, re: RegExp) => CATALOGUE.find((i) => i.id === id)!.economics.fixedInvestment.find((it) => re.test(it.item))!;
    expect(item("pulverizacao-com-drone", /Drone agrícola/).unitPrice).toBeGreaterThanOrEqual(100_000);
    expect(item("perfuracao-de-pocos", /Perfuratriz/).unitPrice).toBeGreaterThanOrEqual(300_000);
    expect(item("food-truck", /Food truck/).unitPrice).toBeGreaterThanOrEqual(60_000);
  });
});
