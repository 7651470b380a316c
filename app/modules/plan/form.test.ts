import { describe, expect, it } from "vitest";
import { defaultPlanFrom } from "./defaults";
import { applyDraft, applyRowIntent, draftRows, type Draft } from "./form";
import { PLAN_LIMITS } from "./types";

const base = () => defaultPlanFrom(null, { title: "Teste", description: "Um negócio de teste." }, null);
const financial = (draft: Draft) => applyDraft(base(), "financeiro", { unit: ["peça"], ...draft });

describe("plan table rows from a posted form", () => {
  it("reads a table row by row, as many rows as its longest column, a missing cell as blank", () => {
    const draft: Draft = { "labor.role": ["Ajudante", "Entregador"], "labor.people": ["1"], "labor.monthlyCostCents": ["2.000,00", "900"] };
    expect(draftRows(draft, "labor")).toEqual([
      ["Ajudante", "1", "2.000,00"],
      ["Entregador", "", "900"],
    ]);
    expect(draftRows({}, "labor")).toEqual([]);
  });

  it("parses every table the same way: blank rows dropped, cells typed, each bad cell named by table, row and column", () => {
    const { plan, errors } = financial({
      "fixedCosts.item": ["Aluguel", "  ", "Internet"],
      "fixedCosts.valueCents": ["1.200,00", "", "abc"],
      "labor.role": ["", "Ajudante"],
      "labor.people": ["", "2"],
      "labor.monthlyCostCents": ["", "1.500"],
      "sellingCosts.item": [""],
      "sellingCosts.rateBp": ["4,5"],
    });
    expect(plan.financeiro.fixedCosts).toEqual([
      { item: "Aluguel", valueCents: 120000 },
      { item: "Internet", valueCents: 0 },
    ]);
    expect(plan.financeiro.labor).toEqual([{ role: "Ajudante", people: 2, monthlyCostCents: 150000 }]);
    // Rows keep their typed position in error names, so the message lands next to the right cell.
    expect(errors).toEqual({
      "fixedCosts.2.valueCents": "Custos fixos mensais, linha 3, valor por mês (R$): use um valor como 1.250,00.",
      "sellingCosts.0.item": "Custos de comercialização, linha 1: dê um nome ao item.",
    });
  });

  it("a table at the row limit is accepted, one row over is refused", () => {
    const rows = (n: number): Draft => ({
      "preOperational.item": Array.from({ length: n }, (_, i) => `Item ${i + 1}`),
      "preOperational.valueCents": Array<string>(n).fill("10"),
    });
    expect(financial(rows(PLAN_LIMITS.rows)).errors).toEqual({});
    expect(financial(rows(PLAN_LIMITS.rows + 1)).errors).toEqual({
      preOperational: `Investimentos pré-operacionais: até ${PLAN_LIMITS.rows} linhas.`,
    });
  });
});

describe("adding and removing plan table rows", () => {
  it("adds one blank row to every column, evening out a ragged table", () => {
    const draft: Draft = { "products.name": ["Bolo", "Torta"], "products.priceCents": ["30"], other: ["x"] };
    expect(applyRowIntent(draft, "add:products")).toEqual({
      "products.name": ["Bolo", "Torta", ""],
      "products.unitsPerMonth": ["", "", ""],
      "products.priceCents": ["30", "", ""],
      "products.unitCostCents": ["", "", ""],
      other: ["x"],
    });
    expect(applyRowIntent({}, "add:fixedCosts")).toEqual({ "fixedCosts.item": [""], "fixedCosts.valueCents": [""] });
  });

  it("adds nothing at the row limit", () => {
    const full: Draft = { "fixedCosts.item": Array<string>(PLAN_LIMITS.rows).fill("Aluguel") };
    expect(applyRowIntent(full, "add:fixedCosts")).toBe(full);
  });

  it("removes the named row from every column; other intents are not row intents", () => {
    const draft: Draft = { "fixedCosts.item": ["Aluguel", "Luz", "Água"], "fixedCosts.valueCents": ["1", "2", "3"] };
    expect(applyRowIntent(draft, "remove:fixedCosts:1")).toEqual({
      "fixedCosts.item": ["Aluguel", "Água"],
      "fixedCosts.valueCents": ["1", "3"],
    });
    expect(applyRowIntent(draft, "remove:fixedCosts:x")).toBeNull();
    expect(applyRowIntent(draft, "add:nope")).toBeNull();
    expect(applyRowIntent(draft, "save")).toBeNull();
  });
});
