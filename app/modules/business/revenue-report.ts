/**
 * The "Relatório Mensal das Receitas Brutas" of the MEI (Resolução CGSN 140/2018, art. 106, I and
 * Anexo X): revenue of the month by activity, each with and without a fiscal document issued.
 */
export const REVENUE_KINDS = ["revenda", "industrializados", "servicos"] as const;
export type RevenueKind = (typeof REVENUE_KINDS)[number];

export const REVENUE_KIND_LABELS: Record<RevenueKind, string> = {
  revenda: "Revenda de mercadorias",
  industrializados: "Produtos que você fabrica",
  servicos: "Serviços",
};

export type RevenueItem = { kind: RevenueKind; withInvoice: boolean; amountCents: number };

export type RevenueReport = {
  /** I, II, III */
  revenda: { withoutInvoice: number; withInvoice: number; total: number };
  /** IV, V, VI */
  industrializados: { withoutInvoice: number; withInvoice: number; total: number };
  /** VII, VIII, IX */
  servicos: { withoutInvoice: number; withInvoice: number; total: number };
  /** X = III + VI + IX */
  total: number;
};

export function revenueReport(items: readonly RevenueItem[]): RevenueReport {
  const empty = () => ({ withoutInvoice: 0, withInvoice: 0, total: 0 });
  const report: RevenueReport = { revenda: empty(), industrializados: empty(), servicos: empty(), total: 0 };
  for (const item of items) {
    const group = report[item.kind];
    if (item.withInvoice) group.withInvoice += item.amountCents;
    else group.withoutInvoice += item.amountCents;
    group.total += item.amountCents;
    report.total += item.amountCents;
  }
  return report;
}

/** The official lines, in order, with their roman numerals, for the printable page and the export. */
export function revenueReportLines(report: RevenueReport) {
  return [
    {
      section: "RECEITA BRUTA MENSAL – REVENDA DE MERCADORIAS (COMÉRCIO)",
      lines: [
        { code: "I", label: "Revenda de mercadorias com dispensa de emissão de documento fiscal", cents: report.revenda.withoutInvoice },
        { code: "II", label: "Revenda de mercadorias com documento fiscal emitido", cents: report.revenda.withInvoice },
        { code: "III", label: "Total das receitas com revenda de mercadorias (I + II)", cents: report.revenda.total, total: true },
      ],
    },
    {
      section: "RECEITA BRUTA MENSAL – VENDA DE PRODUTOS INDUSTRIALIZADOS (INDÚSTRIA)",
      lines: [
        {
          code: "IV",
          label: "Venda de produtos industrializados com dispensa de emissão de documento fiscal",
          cents: report.industrializados.withoutInvoice,
        },
        { code: "V", label: "Venda de produtos industrializados com documento fiscal emitido", cents: report.industrializados.withInvoice },
        {
          code: "VI",
          label: "Total das receitas com venda de produtos industrializados (IV + V)",
          cents: report.industrializados.total,
          total: true,
        },
      ],
    },
    {
      section: "RECEITA BRUTA MENSAL – PRESTAÇÃO DE SERVIÇOS",
      lines: [
        {
          code: "VII",
          label: "Receita com prestação de serviços com dispensa de emissão de documento fiscal",
          cents: report.servicos.withoutInvoice,
        },
        { code: "VIII", label: "Receita com prestação de serviços com documento fiscal emitido", cents: report.servicos.withInvoice },
        { code: "IX", label: "Total das receitas com prestação de serviços (VII + VIII)", cents: report.servicos.total, total: true },
      ],
    },
  ];
}
