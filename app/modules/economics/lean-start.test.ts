import { describe, expect, it } from "vitest";
import { CATALOGUE, findIdea } from "~/modules/discovery/catalogue.server";
import { LEAN_BY_ARCHETYPE } from "./lean-archetypes";
import { fullStructure, leanSpecOf, leanStart, ownedItemsOf, ownedPhrase } from "./lean-start";
import { computeEconomics } from "./model";

const idea = (id: string) => {
  const found = findIdea(id);
  if (!found) throw new Error(id);
  return found;
};

describe("the lean start of every idea (decision 031)", () => {
  it("has a lean start written for every archetype of the catalogue", () => {
    for (const i of CATALOGUE) expect(LEAN_BY_ARCHETYPE[i.economics.archetype], i.economics.archetype).toBeDefined();
  });

  it("is never larger than the full structure", () => {
    const over = CATALOGUE.filter((i) => leanStart(i).totalBeforeOwned > computeEconomics(i.economics).totalInvestment).map((i) => i.id);
    expect(over).toEqual([]);
  });

  it("is built from items of the idea's own archetype", () => {
    for (const i of CATALOGUE) {
      const spec = leanSpecOf(i);
      const own = new Set([...i.economics.fixedInvestment.map((x) => x.item), ...i.economics.preOperational.map((x) => x.item)]);
      const declared = new Set([...(spec.swap ?? []).map((s) => s.item), ...(spec.extra ?? []).map((e) => e.item)]);
      for (const line of leanStart(i).items) {
        if (line.group === "primeiro-lote" || line.group === "capital-de-giro") continue;
        const name = line.item.replace(/ \(\d+ unidades\)$/, "").replace(/ — (?:sem custo para o MEI|há versões gratuitas) .*$/, "");
        expect(own.has(name) || declared.has(name), `${i.id}: ${line.item}`).toBe(true);
      }
    }
  });

  it("states the rule of its working capital and, when it buys stock, of its first batch", () => {
    for (const i of CATALOGUE) {
      const lean = leanStart(i);
      expect(lean.workingCapitalRule).toMatch(/^Capital de giro do começo: \d+ semanas? /);
      if (lean.items.some((l) => l.group === "primeiro-lote")) expect(lean.batchRule).toMatch(/% do estoque inicial/);
      expect(lean.advice.length).toBeGreaterThan(30);
    }
  });
});

describe("what the person owns", () => {
  it("prices the car of a driver who owns one at R$ 0, in the lean start and in the full structure", () => {
    const driver = idea("motorista-de-aplicativo");
    const lean = leanStart(driver, ["carro"]);
    expect(lean.total).toBeLessThanOrEqual(2000);
    expect(lean.items.find((l) => l.kind === "carro")).toMatchObject({ owned: true, value: 0, price: 55000 });
    expect(lean.ownedValue).toBe(55000);
    const full = fullStructure(driver.economics, ["carro"]);
    const bought = fullStructure(driver.economics);
    expect(full.totalInvestment).toBe(bought.totalInvestment - 55000);
    expect(full.scenarios.provavel.paybackMonths!).toBeLessThan(bought.scenarios.provavel.paybackMonths ?? Infinity);
    expect(ownedItemsOf(driver.economics, ["carro"])).toEqual([
      { item: "Carro usado aceito pelos aplicativos", kind: "carro", value: 55000 },
    ]);
    expect(ownedPhrase(lean.items)).toBe("você já tem o carro");
  });

  it("starts a manicure with her kit within R$ 150; her estufa is not the autoclave, which waits for the first clients", () => {
    const lean = leanStart(idea("manicure-e-pedicure-em-domicilio"), ["kit-manicure", "estufa-esterilizacao"]);
    expect(lean.total).toBeLessThanOrEqual(150);
    expect(ownedPhrase(lean.items)).toBe("você já tem o kit de trabalho");
    expect(lean.items.some((i) => /autoclave/i.test(i.item))).toBe(false);
    expect(lean.advice).toContain("nunca o mesmo instrumento de metal em duas pessoas");
    // Whoever owns an autoclave has it counted.
    const withAutoclave = leanStart(idea("manicure-e-pedicure-em-domicilio"), ["kit-manicure", "autoclave"]);
    expect(ownedItemsOf(idea("manicure-e-pedicure-em-domicilio").economics, ["autoclave"])).toEqual([
      { item: "Autoclave portátil", kind: "autoclave", value: 2200 },
    ]);
    expect(withAutoclave.total).toBeLessThanOrEqual(lean.total);
  });

  it("starts cakes to order from a home kitchen within R$ 500", () => {
    for (const id of ["bolos-de-pote", "salgados-para-festas", "docinhos-para-festas"]) {
      expect(leanStart(idea(id), ["utensilios-de-cozinha"]).total, id).toBeLessThanOrEqual(500);
    }
  });

  it("leaves the rent out for a person with their own premises", () => {
    const shop = CATALOGUE.find((i) => i.economics.monthlyFixed.some((m) => m.item === "Aluguel do ponto"))!;
    const rent = shop.economics.monthlyFixed.find((m) => m.item === "Aluguel do ponto")!.value;
    expect(fullStructure(shop.economics, ["ponto-comercial"]).monthlyFixedTotal).toBe(
      fullStructure(shop.economics).monthlyFixedTotal - rent,
    );
  });

  it("prices the food handler's course at R$ 0 (free versions exist) and says where to confirm it", () => {
    const lean = leanStart(idea("marmitas-caseiras"), ["utensilios-de-cozinha"]);
    const course = lean.items.find((l) => l.item.startsWith("Curso de Boas Práticas"))!;
    expect(course).toMatchObject({ value: 0, group: "documentos" });
    expect(course.item).toMatch(/confirme na Vigilância Sanitária/);
  });

  it("reads a beauty professional's own kit as owned: make-up, eyebrow pliers, scissors", () => {
    expect(leanStart(idea("maquiagem-para-eventos"), ["kit-maquiagem"]).total).toBeLessThanOrEqual(300);
    const brows = leanStart(idea("design-de-sobrancelhas"), ["kit-sobrancelha"]);
    expect(brows.total).toBeLessThanOrEqual(200);
    expect(brows.postponed.map((p) => p.item)).toEqual(expect.arrayContaining(["Maca portátil", "Maleta ou bolsa de trabalho"]));
    // Lash extension keeps the couch: the client lies down for two hours.
    expect(leanStart(idea("extensao-de-cilios")).items.map((l) => l.item)).toContain("Maca portátil");
    const hair = leanStart(idea("cabeleireira-a-domicilio"), ["secador-e-prancha"]);
    expect(hair.items.map((l) => l.item)).toContain("Uma tesoura profissional de corte, navalha e pentes");
    expect(leanStart(idea("cabeleireira-a-domicilio"), ["secador-e-prancha", "tesouras"]).total).toBeLessThan(hair.total);
  });

  it("keeps a transport box for the taxi-dog (animals are not carried loose) and starts it as a person", () => {
    const lean = leanStart(idea("taxi-dog"), ["carro"]);
    expect(lean.items.map((l) => l.item)).toContain("Uma caixa de transporte e uma capa de banco (um animal por corrida)");
    expect(lean.formalization).toBe("later");
    expect(lean.items.some((l) => /^Abertura/.test(l.item))).toBe(false);
  });

  it("does not buy a phone for a courier: the mount for the phone they already use", () => {
    const lean = leanStart(idea("motoboy-entregas"), ["moto"]);
    expect(lean.items.map((l) => l.item)).toContain("Suporte de celular para o guidão (com o celular que você já usa)");
    expect(lean.items.some((l) => l.kind === "celular")).toBe(false);
  });

  it("keeps what needs a licence from day one", () => {
    const lean = leanStart(idea("motoboy-entregas"), ["moto", "celular"]);
    expect(lean.items.map((l) => l.item)).toContain("Cursos e licenças exigidos");
    expect(lean.postponed.map((p) => p.item)).toContain("Baú, capacete e equipamentos de segurança");
  });
});
