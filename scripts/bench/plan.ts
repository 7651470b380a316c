// Recalculating a business plan (issue 17): computePlan over the starting plan of every catalogue
// idea and over a maximal plan (every table at its row limit), plus the browser's path as the
// person types (form → plan → figures). Run: npm run bench:plan [runs]   Target: median ≤ 1 ms.
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { computePlan } from "~/modules/plan/compute";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { applyDraft, draftOf } from "~/modules/plan/form";
import { keyFigures } from "~/modules/plan/summary";
import { PLAN_LIMITS, type BusinessPlan } from "~/modules/plan/types";

const RUNS = Number(process.argv[2] ?? 5000);

const plans: BusinessPlan[] = CATALOGUE.map((idea) => defaultPlanFrom(idea.economics, idea, { firstName: "Ana" }));
const base = plans[0]!;
const rows = <T>(make: (i: number) => T) => Array.from({ length: PLAN_LIMITS.rows }, (_, i) => make(i));
const maximal: BusinessPlan = {
  ...base,
  financeiro: {
    ...base.financeiro,
    fixedInvestments: rows((i) => ({ item: `Equipamento ${i}`, qty: 1 + (i % 3), unitPriceCents: 50_000 + i * 1_000 })),
    preOperational: rows((i) => ({ item: `Despesa ${i}`, valueCents: 10_000 + i })),
    products: rows((i) => ({ name: `Produto ${i}`, unitsPerMonth: 10 + i, priceCents: 2_000 + i * 10, unitCostCents: 800 + i })),
    sellingCosts: rows((i) => ({ item: `Taxa ${i}`, rateBp: 10 + i })),
    labor: rows((i) => ({ role: `Função ${i}`, people: 1, monthlyCostCents: 200_000 })),
    fixedCosts: rows((i) => ({ item: `Custo ${i}`, valueCents: 5_000 + i })),
  },
};
plans.push(maximal);

function measure(label: string, work: (i: number) => unknown) {
  for (let i = 0; i < 500; i++) work(i); // warm-up (JIT)
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    work(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(`${label.padEnd(44)} mediana ${at(50).toFixed(3)} ms · p90 ${at(90).toFixed(3)} ms · p99 ${at(99).toFixed(3)} ms`);
  return at(50);
}

const full = measure("computePlan (330 planos do catálogo)", (i) => computePlan(plans[i % plans.length]!));
const max = measure(`computePlan (plano máximo, ${PLAN_LIMITS.rows} linhas/tabela)`, () => computePlan(maximal));
const draft = draftOf(maximal, "financeiro");
const typing = measure("digitação: formulário → plano → indicadores", () =>
  keyFigures(computePlan(applyDraft(maximal, "financeiro", draft).plan)),
);
console.log(
  `mediana do recálculo de um plano completo = ${Math.max(full, max).toFixed(3)} ms  (meta ≤ 1 ms: ${Math.max(full, max) <= 1 ? "ok" : "NÃO"}) · no navegador, com o formulário: ${typing.toFixed(3)} ms`,
);
