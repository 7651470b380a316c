// Time to generate a business plan's downloads (PDF and XLSX) on this machine, for a catalogue
// idea's plan with every text filled in, and for the largest plan the forms accept (40 rows in
// every table, every text at its length limit).
// Run: node scripts/run-ts.mjs scripts/bench/plan-files.ts [runs] [--out DIR]  (--out saves the files to look at)
import fs from "node:fs";
import path from "node:path";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { planFile, type PlanFileKind } from "~/modules/documents/plan-files.server";
import { defaultPlanFrom } from "~/modules/plan/defaults";
import { PLAN_LIMITS, type BusinessPlan } from "~/modules/plan/types";

const RUNS = Number(process.argv[2] ?? 30) || 30;
const outIndex = process.argv.indexOf("--out");
const OUT_DIR = outIndex > 0 ? process.argv[outIndex + 1] : undefined;
const paragraph = "Atendemos famílias e pequenos comércios do bairro, com entrega no mesmo dia, preço justo e atenção a cada pedido. ";
const text = (chars: number) => paragraph.repeat(Math.ceil(chars / paragraph.length)).slice(0, chars);

function fullPlan(): BusinessPlan {
  const idea = CATALOGUE[0]!;
  const plan = defaultPlanFrom(idea.economics, idea, { firstName: "Ana", hasBusinessExperience: false });
  const t = text(900);
  return {
    ...plan,
    sumario: { text: t },
    mercado: { customers: t, competitors: t, suppliers: t },
    marketing: { products: t, price: t, promotion: t, channels: t, location: t },
    operacional: { capacity: t, processes: t, people: t },
    fofa: { strengths: t, weaknesses: t, opportunities: t, threats: t },
  };
}

function largestPlan(): BusinessPlan {
  const plan = fullPlan();
  const t = text(PLAN_LIMITS.text);
  const rows = Array.from({ length: PLAN_LIMITS.rows }, (_, i) => i + 1);
  return {
    ...plan,
    sumario: { text: t },
    mercado: { customers: t, competitors: t, suppliers: t },
    marketing: { products: t, price: t, promotion: t, channels: t, location: t },
    operacional: { capacity: t, processes: t, people: t },
    fofa: { strengths: t, weaknesses: t, opportunities: t, threats: t },
    financeiro: {
      ...plan.financeiro,
      fixedInvestments: rows.map((i) => ({ item: `Equipamento ${i}`, qty: i, unitPriceCents: 150_00 * i })),
      preOperational: rows.map((i) => ({ item: `Despesa de abertura ${i}`, valueCents: 80_00 * i })),
      products: rows.map((i) => ({
        name: `Produto ${i}`,
        unitsPerMonth: 10 * i,
        priceCents: 30_00 + i * 100,
        unitCostCents: 12_00 + i * 10,
      })),
      sellingCosts: rows.map((i) => ({ item: `Taxa ${i}`, rateBp: 10 })),
      labor: rows.map((i) => ({ role: `Função ${i}`, people: 1, monthlyCostCents: 2_000_00 })),
      fixedCosts: rows.map((i) => ({ item: `Custo fixo ${i}`, valueCents: 50_00 * i })),
    },
  };
}

async function measure(label: string, plan: BusinessPlan, kind: PlanFileKind) {
  const input = { plan, updatedAt: new Date("2026-11-23T15:00:00Z"), author: "Ana", productName: "Empreenda Aí" };
  const first = await planFile(kind, input); // warm-up
  if (OUT_DIR)
    fs.writeFileSync(
      path.join(
        OUT_DIR,
        `${label
          .normalize("NFD")
          .replace(/[\u0300-\u036f]/g, "")
          .replace(/\W+/g, "-")}.${kind}`,
      ),
      first,
    );
  const size = first.length;
  // pdfkit writes page objects uncompressed: count them for the report.
  const pages = kind === "pdf" ? ` · ${first.toString("latin1").match(/\/Type \/Page\b/g)?.length ?? 0} páginas` : "";
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await planFile(kind, input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  console.log(
    `${label.padEnd(28)} ${kind.padEnd(5)} mediana ${at(50).toFixed(1).padStart(6)} ms · p90 ${at(90).toFixed(1).padStart(6)} ms · máx ${times.at(-1)!.toFixed(1).padStart(6)} ms · ${(size / 1024).toFixed(0)} KB${pages}`,
  );
}

console.log(`${RUNS} gerações de cada arquivo`);
for (const [label, plan] of [
  ["plano completo (catálogo)", fullPlan()],
  ["maior plano aceito", largestPlan()],
] as const) {
  for (const kind of ["pdf", "xlsx"] as const) await measure(label, plan, kind);
}
