/**
 * Inputs of the service trades (beauty, care, classes, schools) checked against what an adviser
 * would object to after reading their analyses: sterilisation without an autoclave, a second chair
 * nobody works at, a point adapted where the classes happen in a rented court, an ILPI whose staff
 * cannot cover the shifts of the RDC, autoescola prices from before the Contran rule of 2025.
 * The sources are cited next to the figures in scripts/catalogue/models.py.
 */
import { describe, expect, it } from "vitest";
import { composeOfflineAnalysis } from "~/modules/ai/offline/analysis";
import { CATALOGUE } from "./catalogue.server";

type Idea = (typeof CATALOGUE)[number];
const byId = (id: string): Idea => {
  const idea = CATALOGUE.find((i) => i.id === id);
  if (!idea) throw new Error(`no idea ${id}`);
  return idea;
};
const items = (idea: Idea) => idea.economics.fixedInvestment;
const fixedItems = (idea: Idea) => idea.economics.monthlyFixed.map((f) => f.item);

describe("service trades: inputs an adviser would sign", () => {
  it("buys an autoclave wherever the requirements ask for autoclave sterilisation, and never an estufa to sterilise", () => {
    const missing = CATALOGUE.filter(
      (idea) => idea.requirements.some((r) => /autoclave/i.test(r)) && !items(idea).some((i) => /autoclave/i.test(i.item)),
    ).map((idea) => idea.id);
    expect(missing).toEqual([]);
    // the dry-heat oven is not accepted as sterilisation by the health inspectorate
    const estufa = CATALOGUE.filter((idea) => items(idea).some((i) => /estufa/i.test(i.item) && /autoclave|esteriliz/i.test(i.item)));
    expect(estufa.map((idea) => idea.id)).toEqual([]);
    expect(items(byId("manicure-e-pedicure-em-domicilio")).map((i) => i.item)).toContain("Autoclave portátil");
  });

  it("gives a studio run by its owner alone one chair or couch, not two", () => {
    const seat = /^(maca|cadeira)/i;
    const twoSeats = CATALOGUE.filter(
      (idea) =>
        idea.economics.archetype === "estudio-beleza" &&
        idea.economics.revenue.staff === 0 &&
        items(idea)
          .filter((i) => seat.test(i.item))
          .reduce((n, i) => n + i.qty, 0) > 1,
    ).map((idea) => idea.id);
    expect(twoSeats).toEqual([]);
  });

  it("adapts no point and furnishes no rooms where the classes happen in a court, pool or room rented by the hour", () => {
    const rentedByTheHour = CATALOGUE.filter((idea) => fixedItems(idea).some((f) => /por hora/i.test(f)));
    expect(rentedByTheHour.map((idea) => idea.id)).toContain("escolinha-de-futebol");
    const offenders = rentedByTheHour
      .filter(
        (idea) =>
          idea.economics.preOperational.some((p) => /^Adaptação do ponto/.test(p.item)) || items(idea).some((i) => /salas/i.test(i.item)),
      )
      .map((idea) => idea.id);
    expect(offenders).toEqual([]);
  });

  it("staffs the ILPI by the RDC 502/2021 (dependence grade II: one caregiver per 10 residents per shift, 12x36) and pays its technical lead", () => {
    const ilpi = byId("residencial-para-idosos");
    const r = ilpi.economics.revenue;
    const caregiversPerShift = Math.ceil(r.monthlyCapacity / 10);
    const caregivers = caregiversPerShift * 4; // a post covered around the clock in 12x36 takes four people
    expect(r.staff).toBeGreaterThanOrEqual(caregivers + 2); // plus cooking and cleaning/laundry
    expect(fixedItems(ilpi).some((f) => /Responsável técnico/.test(f))).toBe(true);
  });

  it("prices the autoescola after the Contran rule of December 2025 (packages of 5 to 20 lessons: R$ 900 to 1.900, g1 2026)", () => {
    const { priceMin, priceMax } = byId("autoescola").economics.revenue;
    expect(priceMin).toBeGreaterThanOrEqual(900);
    expect(priceMax).toBeLessThanOrEqual(1900);
    expect(byId("autoescola").description).toMatch(/Contran/);
  });

  it("never writes 'volta não volta' when the investment does not come back", () => {
    const garbled = CATALOGUE.filter((idea) =>
      /volta (em )?não volta/.test(composeOfflineAnalysis({ idea, userInput: "quero começar" })),
    ).map((idea) => idea.id);
    expect(garbled).toEqual([]);
    expect(composeOfflineAnalysis({ idea: byId("residencial-para-idosos"), userInput: "quero começar" })).toContain(
      "o investimento não volta em 5 anos",
    );
  });
});
