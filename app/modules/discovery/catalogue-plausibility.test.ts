/**
 * The catalogue's inputs checked for the kinds of error an expert found (decision 036): marketplace
 * sellers with no commission, a shop with no rent, a vehicle with no fuel, durable goods whose
 * opening stock turns implausibly fast, shifts that the staff cannot cover, honey per hive above
 * what beekeepers get. Each rule runs over all ideas; an exception names its reason.
 */
import { describe, expect, it } from "vitest";
import { economicsOf } from "~/modules/economics/summary";
import { CATALOGUE } from "./catalogue.server";

type Idea = (typeof CATALOGUE)[number];
const offenders = (predicate: (idea: Idea) => boolean) => CATALOGUE.filter(predicate).map((idea) => idea.id);
const byId = (id: string): Idea => {
  const idea = CATALOGUE.find((i) => i.id === id);
  if (!idea) throw new Error(`no idea ${id}`);
  return idea;
};
const text = (idea: Idea) => `${idea.title} ${idea.description}`.toLowerCase();
const fixedItems = (idea: Idea) => idea.economics.monthlyFixed.map((f) => f.item).join(" | ");

/** Services sold to marketplace sellers (they pay no commission on their own fee). */
const SERVES_MARKETPLACE_SELLERS = new Set(["fotografia-de-produtos", "gestao-de-lojas-em-marketplaces"]);
/** Archetypes that work from a shop, kitchen or room of their own. */
const SHOP_ARCHETYPES = new Set([
  "loja-varejo",
  "loja-perecivel",
  "restaurante-loja",
  "salao-clinica",
  "escola-espaco",
  "oficina-automotiva",
  "estudio-beleza",
  "lavanderia",
  "hospedagem",
  "espaco-eventos",
  "cozinha-delivery",
  "balcao-reparo",
]);
/** Ideas of those archetypes whose description has them work at home or at the customer's. */
const WORKS_WITHOUT_A_SHOP: Record<string, string> = {
  "manutencao-de-computadores": "atende em domicílio",
  "limpeza-de-tenis": "coleta e entrega por delivery",
  "conserto-de-eletrodomesticos": "conserta em domicílio ou numa bancada em casa",
};
/** Ideas whose variable cost per unit already includes the vehicle's fuel (diesel per hour or metre, lessons). */
const FUEL_IN_VARIABLE_COST = new Set(["autoescola", "servicos-com-trator", "perfuracao-de-pocos"]);
/** Durable goods resold from stock: the opening stock should cover at least a month of purchases. */
const DURABLE_RESALE = [
  "auto-pecas",
  "distribuidora-para-saloes",
  "venda-de-computadores-recondicionados",
  "brecho",
  "revenda-de-roupas",
  "pet-shop-com-servicos",
  "loja-online-de-produtos-pet",
  "barraca-de-utilidades-em-feira",
  "loja-online-de-acessorios-para-celular",
  "loja-virtual-de-utilidades",
  "loja-de-material-de-construcao",
  "produtos-de-limpeza-para-condominios",
  "tabacaria",
  "papelaria",
  "otica",
  "farmacia",
  "loja-de-variedades",
  "casa-agropecuaria",
  "loja-de-artigos-ortopedicos",
  "loja-de-moda-infantil",
  "loja-de-artigos-para-festas",
];

describe("catalogue plausibility", () => {
  it("charges a commission to every idea that sells through marketplaces (Mercado Livre, Shopee: 11 % to 20 %)", () => {
    expect(
      offenders(
        (idea) =>
          /marketplace|shopee|mercado livre|elo7|amazon/.test(text(idea)) &&
          !SERVES_MARKETPLACE_SELLERS.has(idea.id) &&
          idea.economics.revenue.appCommissionRate === 0,
      ),
    ).toEqual([]);
  });

  it("pays rent (or a fee for the place) wherever the archetype works from a shop", () => {
    expect(
      offenders(
        (idea) =>
          SHOP_ARCHETYPES.has(idea.economics.archetype) &&
          !(idea.id in WORKS_WITHOUT_A_SHOP) &&
          !/aluguel|repasse|ponto|sala|box|feira/i.test(fixedItems(idea)),
      ),
    ).toEqual([]);
  });

  it("pays fuel for every vehicle it owns (fixed, or in the cost per unit where stated)", () => {
    const vehicle = /ve[íi]culo|^motos? |moto de entrega|moto com|\bcarros?\b|caminh[ãa]o|\bvan\b|utilit[áa]rio|kombi|picape|\btrator\b/i;
    expect(
      offenders(
        (idea) =>
          idea.economics.fixedInvestment.some((i) => vehicle.test(i.item)) &&
          !idea.economics.archetype.startsWith("veiculo-") &&
          !FUEL_IN_VARIABLE_COST.has(idea.id) &&
          !/combust|transporte|frete|deslocamento/i.test(fixedItems(idea)),
      ),
    ).toEqual([]);
    expect(fixedItems(byId("food-truck"))).toMatch(/gerador/);
  });

  it("keeps at least a month of purchases as opening stock of durable goods (turnover ≤ 12 times a year)", () => {
    for (const id of DURABLE_RESALE) {
      const idea = byId(id);
      const likely = economicsOf(idea.economics).scenarios.provavel;
      const yearlyPurchases = likely.unitsPerMonth * idea.economics.revenue.materialCost * 12;
      expect(yearlyPurchases / idea.economics.initialStock, id).toBeLessThanOrEqual(12);
    }
    // auto-peças: about 4 times a year (a shop needs many references per car model)
    const auto = byId("auto-pecas");
    const autoLikely = economicsOf(auto.economics).scenarios.provavel;
    expect((autoLikely.unitsPerMonth * auto.economics.revenue.materialCost * 12) / auto.economics.initialStock).toBeLessThan(6);
  });

  it("never sells more shifts or sessions than its people can work", () => {
    expect(
      offenders((idea) => {
        const r = idea.economics.revenue;
        const people = r.staff + 1;
        if (/plant[ãa]o|plantões/.test(r.unit))
          return r.monthlyCapacity > people * 16 && !/pagos por plantão/.test(idea.economics.basis.capacity);
        if (/^(sessão|aula|consulta|hora)\b/.test(r.unit) && !/aluguel|máquina/.test(r.unit)) return r.monthlyCapacity > people * 180;
        return false;
      }),
    ).toEqual([]);
  });

  it("pays the technical officer its licences name, and carries no archetype cost foreign to the idea", () => {
    const officer = (idea: Idea) => idea.requirements.some((r) => /responsável técnico/i.test(r) && !/\b(só com|exigem)\b/.test(r));
    expect(offenders((idea) => officer(idea) && !/técnico|nutricionista|farmacêutico/i.test(fixedItems(idea)))).toEqual([]);
    // a pharmacist in every opening hour (Lei 13.021/2014, art. 6º): more than one 44-hour week
    expect(fixedItems(byId("farmacia")).match(/farmacêutico/gi)?.length).toBeGreaterThanOrEqual(2);
    expect(fixedItems(byId("colheita-sob-empreitada"))).not.toMatch(/máquina/i);
    const gas = byId("revenda-de-gas-e-agua").economics;
    expect(gas.monthlyFixed.map((f) => f.item).join(" ")).not.toMatch(/refrigera/i);
    expect(gas.preOperational.map((p) => p.item).join(" ")).not.toMatch(/Boas Práticas/);
    expect(fixedItems(byId("criacao-de-peixes-ornamentais"))).not.toMatch(/^Vacinas/m);
    for (const id of ["cafe-especial-torrado", "casa-de-farinha"])
      expect(
        byId(id)
          .economics.preOperational.map((p) => p.item)
          .join(" "),
      ).toMatch(/Vigilância Sanitária/);
  });

  it("prices the used-car reseller at the full sale price, which is what the Simples Nacional taxes (not the margin)", () => {
    const idea = byId("compra-e-venda-de-carros-usados");
    const r = idea.economics.revenue;
    // the car itself is the unit's cost: the margin is a small part of the price
    expect(r.materialCost / r.priceMin).toBeGreaterThan(0.8);
    expect(r.cardFeeRate).toBe(0);
    expect(idea.economics.basis.fees).toMatch(/sem taxa de maquininha/);
    expect(economicsOf(idea.economics).scenarios.provavel.taxRate).toBeGreaterThan(0.1);
  });

  it("gets honey per hive within what Brazilian beekeepers get (Embrapa: ~15 kg average, 16 to 45 kg for good producers)", () => {
    const idea = byId("apicultura");
    const hives = idea.economics.fixedInvestment.find((i) => /colmeia/i.test(i.item))!.qty;
    const r = economicsOf(idea.economics).scenarios;
    expect((r.provavel.unitsPerMonth * 12) / hives).toBeLessThanOrEqual(25);
    expect((r.otimista.unitsPerMonth * 12) / hives).toBeLessThanOrEqual(45);
  });

  it("sells gas in one unit at the ANP's price, and the locksmith pays for its point with a believable ticket", () => {
    // the P13 alone (the water jug is a complement left out of the figures), within the ANP's state means (R$ 100-135)
    const gas = byId("revenda-de-gas-e-agua").economics.revenue;
    expect(gas.unit).toBe("botijão P13 entregue");
    expect(gas.priceMin).toBeGreaterThanOrEqual(95);
    expect(gas.priceMax).toBeLessThanOrEqual(135);
    const chaveiro = byId("chaveiro");
    expect(fixedItems(chaveiro)).toMatch(/Aluguel/);
    expect(economicsOf(chaveiro.economics).scenarios.provavel.price).toBeLessThanOrEqual(60);
  });
});
