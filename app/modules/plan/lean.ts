/**
 * The plan's financial tables for a person who chose to start lean (decision 031): the lean start's
 * items (owned ones at R$ 0, named "você já tem"), its documents, first batch and weeks of working
 * capital; the monthly costs and sales stay the operation's. The full structure is the growth step,
 * stated in the basis.
 */
import type { LeanStart } from "~/modules/economics/lean-start";
import { formatBRL } from "~/modules/business/money";
import type { BusinessPlan, FinancialSection } from "./types";

export const LEAN_BASIS_MARK = "Começo enxuto escolhido:";

const cents = (reais: number) => Math.round(reais * 100);

export function leanFinancial(financial: FinancialSection, lean: LeanStart): FinancialSection {
  return {
    ...financial,
    fixedInvestments: lean.items
      .filter((l) => l.group === "equipamento")
      .map((l) => ({ item: l.owned ? `${l.item} — você já tem` : l.item, qty: 1, unitPriceCents: cents(l.value) })),
    preOperational: lean.items.filter((l) => l.group === "documentos").map((l) => ({ item: l.item, valueCents: cents(l.value) })),
    initialStockCents: cents(lean.items.filter((l) => l.group === "primeiro-lote").reduce((sum, l) => sum + l.value, 0)),
    minimumCashCents: cents(lean.items.filter((l) => l.group === "capital-de-giro").reduce((sum, l) => sum + l.value, 0)),
  };
}

/** The plan with the lean start as its investment and the full structure as the growth step. */
export function withLeanStart(plan: BusinessPlan, lean: LeanStart, fullTotal: number): BusinessPlan {
  const growth = lean.postponed.map((p) => p.item).join("; ");
  return {
    ...plan,
    financeiro: leanFinancial(plan.financeiro, lean),
    basis: [
      ...plan.basis.filter((line) => !line.startsWith(LEAN_BASIS_MARK)),
      `${LEAN_BASIS_MARK} ${formatBRL(cents(lean.total))} para as primeiras vendas. ${lean.workingCapitalRule} ${lean.batchRule ?? ""} Para crescer, a estrutura completa pede ${formatBRL(cents(fullTotal))}${growth ? ` (fica para depois: ${growth})` : ""}.`.replace(
        /\s+/g,
        " ",
      ),
    ],
  };
}
