// Prints each idea's derived figures (investment, profit per scenario, revenue, payback) as TSV,
// to review the catalogue's models: node scripts/run-ts.mjs scripts/catalogue/economics-report.ts
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { economicsOf } from "~/modules/economics/summary";

console.log(["id", "regime", "invest", "pess", "prov", "otim", "fatProv", "payback", "breakEvenUnits"].join("\t"));
for (const idea of CATALOGUE) {
  const r = economicsOf(idea.economics);
  const s = r.scenarios;
  console.log(
    [
      idea.id,
      idea.economics.regime,
      r.totalInvestment,
      s.pessimista.monthlyProfit,
      s.provavel.monthlyProfit,
      s.otimista.monthlyProfit,
      s.provavel.monthlyRevenue,
      s.provavel.paybackMonths ?? "-",
      s.provavel.breakEvenUnits ?? "-",
    ].join("\t"),
  );
}
