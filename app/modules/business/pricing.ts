/**
 * Margin, markup and the price calculator. Margin is profit over the price the customer pays;
 * markup is profit over the cost. A payment fee (maquininha, Pix) is a percentage of the price
 * that never reaches the seller, so it is taken out before the profit.
 */
export type PriceFigures = { marginRatio: number | null; markupRatio: number | null; profitCents: number };

/** Profit per unit, margin (profit ÷ price) and markup (profit ÷ cost), after a fee of `feePercent` of the price. */
export function priceFigures(costCents: number, priceCents: number, feePercent = 0): PriceFigures {
  const feeCents = Math.round((priceCents * feePercent) / 100);
  const profitCents = priceCents - feeCents - costCents;
  return {
    profitCents,
    marginRatio: priceCents > 0 ? profitCents / priceCents : null,
    markupRatio: costCents > 0 ? profitCents / costCents : null,
  };
}

export type PriceForMargin = { ok: true; priceCents: number } | { ok: false; message: string };

/**
 * The price that leaves `marginPercent` of it as profit after the fee: price = cost ÷ (1 − m − f).
 * Rounded up to the centavo so the margin is never below the one asked for.
 */
export function priceForMargin(costCents: number, marginPercent: number, feePercent = 0): PriceForMargin {
  const share = 1 - marginPercent / 100 - feePercent / 100;
  if (share <= 0) {
    return { ok: false, message: "Margem mais taxa chegam a 100% do preço: nenhum preço fecha essa conta. Diminua a margem desejada." };
  }
  let priceCents = Math.ceil(costCents / share - 1e-9);
  // The fee is rounded to the centavo, which can eat a fraction of the margin: step up until it holds.
  while (priceFigures(costCents, priceCents, feePercent).profitCents < (priceCents * marginPercent) / 100) priceCents += 1;
  return { ok: true, priceCents };
}

/** The usual case: one figure per way of being paid, with the fees the person set. */
export function figuresByPayment(costCents: number, priceCents: number, fees: { pixPercent: number; cardPercent: number }) {
  return {
    cash: priceFigures(costCents, priceCents, 0),
    pix: priceFigures(costCents, priceCents, fees.pixPercent),
    card: priceFigures(costCents, priceCents, fees.cardPercent),
  };
}

/** Rows for the figures table: 'Dinheiro', 'Pix (x %)', 'Cartão (y %)', formatted by the caller's functions. */
export function figureRows(
  costCents: number,
  priceCents: number,
  fees: { pixPercent: number; cardPercent: number },
  format: { money: (cents: number) => string; percent: (ratio: number) => string },
) {
  const byPayment = figuresByPayment(costCents, priceCents, fees);
  const pct = (n: number) => n.toLocaleString("pt-BR", { maximumFractionDigits: 2 });
  return [
    { label: "Dinheiro", figures: byPayment.cash },
    { label: `Pix (taxa ${pct(fees.pixPercent)}%)`, figures: byPayment.pix },
    { label: `Cartão (taxa ${pct(fees.cardPercent)}%)`, figures: byPayment.card },
  ].map(({ label, figures }) => ({
    label,
    profit: format.money(figures.profitCents),
    margin: figures.marginRatio === null ? "—" : format.percent(figures.marginRatio),
    markup: figures.markupRatio === null ? "—" : format.percent(figures.markupRatio),
    negative: figures.profitCents < 0,
  }));
}

/**
 * The new-product form prefilled with a cost and a price from the calculator (a plain GET link, so it works without
 * JavaScript); the amounts travel as the person types them ("12,50").
 */
export function newProductHref(costCents: number | null, priceCents: number, format: (cents: number) => string): string {
  const query = new URLSearchParams();
  if (costCents !== null) query.set("custo", format(costCents));
  query.set("preco", format(priceCents));
  return `/gestao/produtos/novo?${query}`;
}
