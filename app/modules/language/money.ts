// Formatters are built once: creating an Intl.NumberFormat costs far more than using one.
const WHOLE = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0 });
const CENTS = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Reais as people read them: "R$ 2.500" (cents only when there are some). */
export function formatBrl(value: number) {
  return (Number.isInteger(value) ? WHOLE : CENTS).format(value);
}
