import { describe, expect, it } from "vitest";
import { catalogueIdea } from "../../../tests/fixtures/catalogue-idea";
import { leanStart } from "./lean-start";

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
