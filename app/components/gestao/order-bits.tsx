const badgeClass: Record<string, string> = {
  orcamento: "bg-slate-100 text-slate-800",
  confirmado: "bg-blue-100 text-blue-900",
  entregue: "bg-indigo-100 text-indigo-900",
  pago: "bg-green-100 text-green-900",
  cancelado: "bg-red-100 text-red-900",
};

/** An order's status as a small coloured label (the text carries the meaning, not the colour). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeClass[status] ?? badgeClass.orcamento}`}>{label}</span>;
}
