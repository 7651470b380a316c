/**
 * A business plan as a printable document: the eight sections of Sebrae's method with the plan's
 * own texts, tables and the figures computePlan gives the plan page (the charts draw the same
 * scenario series and money slices as the page's SVG charts). Pure: pdf.server.ts draws it.
 */
import { formatBRL } from "~/modules/business/money";
import { NO_PAYBACK_TEXT, paybackMonthsText, VIABILITY_BASIS } from "~/modules/economics/indicators";
import { SCENARIO_STYLE } from "~/modules/plan/charts";
import type { PlanFigures } from "~/modules/plan/compute";
import { SECTION_TITLES, type BusinessPlan } from "~/modules/plan/types";
import type { DocBlock, DocColumn, DocSection, PrintableDocument } from "./document";

export type PlanDocumentMeta = {
  /** The day the file is made: printed on it and used as the PDF's creation date. */
  date: Date;
  /** "23 de novembro de 2026". */
  dateText: string;
  author?: string;
  productName: string;
};

/** The page's SVG scenario styles, as pdfkit dashes. */
const dashOf = (pattern: string): [number, number] | undefined => {
  const [dash, space] = pattern.split(" ").map(Number);
  return dash && space ? [dash, space] : undefined;
};

const PERCENT = new Intl.NumberFormat("pt-BR", { style: "percent", maximumFractionDigits: 1 });
const NUMBER = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });
const percent = (ratio: number) => PERCENT.format(ratio);
const signedPct = (pct: number) => (pct > 0 ? `+${pct}%` : `${pct}%`);
const money: DocColumn = { header: "", align: "right", weight: 1.2 };
const col = (header: string, base: Partial<DocColumn> = {}): DocColumn => ({ header, ...base });

/** A typed text as blocks: lines starting with "- " become a bulleted list, the rest paragraphs. */
function textBlocks(text: string): DocBlock[] {
  const blocks: DocBlock[] = [];
  let bullets: string[] = [];
  const flush = () => {
    if (bullets.length) blocks.push({ kind: "bullets", items: bullets });
    bullets = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const bullet = /^[-•*]\s+(.*)$/.exec(line);
    if (bullet) bullets.push(bullet[1]!);
    else {
      flush();
      blocks.push({ kind: "paragraph", text: line });
    }
  }
  flush();
  return blocks.length ? blocks : [{ kind: "paragraph", text: "Ainda não preenchido." }];
}

function labelled(fields: [string, string][]): DocBlock[] {
  return fields.flatMap(([title, text]) => [{ kind: "heading", text: title } as DocBlock, ...textBlocks(text)]);
}

function financialSection(plan: BusinessPlan, f: PlanFigures): DocSection {
  const fin = plan.financeiro;
  const blocks: DocBlock[] = [
    { kind: "heading", text: "Investimento total" },
    {
      kind: "table",
      columns: [col("Investimento", { weight: 3 }), { ...money, header: "Valor" }],
      rows: [
        ["Investimentos fixos", formatBRL(f.investment.fixedCents)],
        ["Capital de giro (estoque inicial + caixa mínimo)", formatBRL(f.investment.workingCapitalCents)],
        ["Investimentos pré-operacionais", formatBRL(f.investment.preOperationalCents)],
      ],
      total: ["Investimento total", formatBRL(f.investment.totalCents)],
    },
  ];
  if (fin.fixedInvestments.length)
    blocks.push({
      kind: "table",
      caption: "Investimentos fixos",
      columns: [
        col("Item", { weight: 3 }),
        col("Qtd.", { align: "right", weight: 0.6 }),
        { ...money, header: "Valor unitário" },
        { ...money, header: "Total" },
      ],
      rows: fin.fixedInvestments.map((r) => [
        r.item,
        NUMBER.format(r.qty),
        formatBRL(r.unitPriceCents),
        formatBRL(r.qty * r.unitPriceCents),
      ]),
      total: ["Total", "", "", formatBRL(f.investment.fixedCents)],
    });
  blocks.push({
    kind: "table",
    caption: "Capital de giro e investimentos pré-operacionais",
    columns: [col("Item", { weight: 3 }), { ...money, header: "Valor" }],
    rows: [
      ["Estoque inicial", formatBRL(fin.initialStockCents)],
      ["Caixa mínimo", formatBRL(fin.minimumCashCents)],
      ...fin.preOperational.map((r) => [r.item, formatBRL(r.valueCents)]),
    ],
    total: ["Total", formatBRL(f.investment.workingCapitalCents + f.investment.preOperationalCents)],
  });
  if (f.investmentMoney.length)
    blocks.push({
      kind: "barChart",
      title: "Onde entra o investimento",
      bars: f.investmentMoney.map((s) => ({ label: s.label, value: s.cents, valueText: `${formatBRL(s.cents)} (${percent(s.share)})` })),
    });

  blocks.push({ kind: "heading", text: "Faturamento mensal estimado e custos variáveis" });
  blocks.push({
    kind: "table",
    columns: [
      col("Produto ou serviço", { weight: 2.4 }),
      col("Qtd./mês", { align: "right", weight: 0.8 }),
      { ...money, header: "Preço" },
      { ...money, header: "Faturamento" },
      { ...money, header: "Custo unitário" },
    ],
    rows: fin.products.map((p) => [
      p.name,
      NUMBER.format(p.unitsPerMonth),
      formatBRL(p.priceCents),
      formatBRL(p.unitsPerMonth * p.priceCents),
      formatBRL(p.unitCostCents),
    ]),
    total: ["Total", "", "", formatBRL(f.monthlyRevenueCents), ""],
  });
  if (fin.sellingCosts.length)
    blocks.push({
      kind: "table",
      caption: "Custos de comercialização",
      columns: [col("Item", { weight: 3 }), col("% das vendas", { align: "right" }), { ...money, header: "Por mês" }],
      rows: fin.sellingCosts.map((r) => [
        r.item,
        percent(r.rateBp / 10_000),
        formatBRL(Math.round((f.monthlyRevenueCents * r.rateBp) / 10_000)),
      ]),
      total: ["Total", percent(f.sellingRate), formatBRL(f.sellingCents)],
    });

  blocks.push({ kind: "heading", text: "Mão de obra e custos fixos mensais" });
  if (fin.labor.length)
    blocks.push({
      kind: "table",
      caption: "Mão de obra",
      columns: [
        col("Função", { weight: 3 }),
        col("Pessoas", { align: "right", weight: 0.7 }),
        { ...money, header: "Custo por pessoa" },
        { ...money, header: "Total" },
      ],
      rows: fin.labor.map((r) => [
        r.role,
        NUMBER.format(r.people),
        formatBRL(r.monthlyCostCents),
        formatBRL(r.people * r.monthlyCostCents),
      ]),
      total: ["Total", "", "", formatBRL(f.laborCents)],
    });
  blocks.push({
    kind: "table",
    caption: "Custos fixos",
    columns: [col("Item", { weight: 3 }), { ...money, header: "Por mês" }],
    rows: [
      ...fin.fixedCosts.map((r) => [r.item, formatBRL(r.valueCents)]),
      ["Pró-labore (sua retirada)", formatBRL(fin.ownerDrawCents)],
      ["Mão de obra (salários e encargos)", formatBRL(f.laborCents)],
    ],
    total: ["Total dos custos fixos", formatBRL(f.fixedCostsCents)],
  });

  blocks.push({ kind: "heading", text: "Demonstrativo de resultados (mês normal)" });
  const result = f.dre.at(-1)!;
  blocks.push({
    kind: "table",
    columns: [col("", { weight: 3 }), { ...money, header: "Valor" }, col("% da receita", { align: "right", weight: 0.8 })],
    rows: f.dre
      .slice(0, -1)
      .map((r) => [
        `${r.kind === "minus" ? "(−) " : r.kind === "subtotal" ? "(=) " : ""}${r.label}`,
        formatBRL(r.cents),
        r.share === null ? "—" : percent(r.share),
      ]),
    total: [result.label, formatBRL(result.cents), result.share === null ? "—" : percent(result.share)],
  });
  if (f.monthlyMoney.slices.length)
    blocks.push({
      kind: "barChart",
      title:
        f.monthlyMoney.lossCents > 0
          ? `Para onde vai o dinheiro de um mês (faltam ${formatBRL(f.monthlyMoney.lossCents)})`
          : "Para onde vai o dinheiro de um mês",
      bars: f.monthlyMoney.slices.map((s) => ({
        label: s.label,
        value: s.cents,
        valueText: `${formatBRL(s.cents)} (${percent(s.share)})`,
      })),
    });

  blocks.push({ kind: "heading", text: "Indicadores de viabilidade" });
  const value = (v: number | null, format: (n: number) => string) => (v === null ? "Não se aplica" : format(v));
  blocks.push({
    kind: "table",
    columns: [col("Indicador", { weight: 1.4 }), col("Valor", { align: "right", weight: 1.1 }), col("O que significa", { weight: 3 })],
    rows: [
      ["Ponto de equilíbrio", value(f.breakEven.value, (v) => `${formatBRL(v)}/mês`), f.breakEven.note],
      ["Lucratividade", value(f.profitability.value, percent), f.profitability.note],
      ["Rentabilidade", value(f.rentability.value, (v) => `${percent(v)} ao mês`), f.rentability.note],
      ["Prazo de retorno", paybackMonthsText(f.payback.value), f.payback.note],
    ],
  });
  return { title: SECTION_TITLES.financeiro, blocks };
}

function scenariosSection(f: PlanFigures): DocSection {
  const likely = f.scenarios.find((s) => s.id === "provavel")!;
  const months = likely.months.map((m) => `Mês ${m.month}`);
  const seriesOf = (key: "resultCents" | "cumulativeCents") =>
    f.scenarios.map((s) => ({
      label: s.label,
      color: SCENARIO_STYLE[s.id].color,
      dash: dashOf(SCENARIO_STYLE[s.id].dash),
      values: s.months.map((m) => m[key] / 100),
    }));
  const month = (n: number | null) => (n === null ? "não no 1º ano" : `mês ${n}`);
  return {
    title: SECTION_TITLES.cenarios,
    blocks: [
      {
        kind: "table",
        columns: [
          col("Cenário"),
          col("Vendas", { align: "right", weight: 0.7 }),
          col("Preços", { align: "right", weight: 0.7 }),
          col("Custos fixos", { align: "right", weight: 0.95 }),
          { ...money, header: "Resultado/mês" },
          col("Sem prejuízo a partir do", { align: "right", weight: 1.25 }),
          col("Investimento volta no", { align: "right", weight: 1.25 }),
        ],
        rows: f.scenarios.map((s) => [
          s.label,
          signedPct(s.change.volumePct),
          signedPct(s.change.pricePct),
          signedPct(s.change.fixedCostsPct),
          formatBRL(s.monthlyResultCents),
          month(s.breakEvenMonth),
          s.paybackMonth === null ? NO_PAYBACK_TEXT : `mês ${s.paybackMonth}`,
        ]),
      },
      {
        kind: "lineChart",
        title: "Resultado de cada mês nos três cenários",
        xLabels: months,
        series: seriesOf("resultCents"),
        marker:
          likely.breakEvenMonth !== null
            ? { index: likely.breakEvenMonth - 1, label: `Sem prejuízo no provável: mês ${likely.breakEvenMonth}` }
            : undefined,
      },
      {
        kind: "lineChart",
        title: "Caixa acumulado depois do investimento",
        xLabels: months,
        series: seriesOf("cumulativeCents"),
        marker:
          likely.paybackMonth !== null && likely.paybackMonth <= 12
            ? { index: likely.paybackMonth - 1, label: `Investimento volta: mês ${likely.paybackMonth}` }
            : undefined,
      },
      {
        kind: "table",
        caption: "Mês a mês no cenário provável",
        columns: [
          col("Mês", { weight: 0.6 }),
          { ...money, header: "Faturamento" },
          { ...money, header: "Resultado" },
          { ...money, header: "Caixa acumulado" },
        ],
        rows: likely.months.map((m) => [
          String(m.month),
          formatBRL(m.revenueCents),
          formatBRL(m.resultCents),
          formatBRL(m.cumulativeCents),
        ]),
      },
    ],
  };
}

export function planDocument(plan: BusinessPlan, figures: PlanFigures, meta: PlanDocumentMeta): PrintableDocument {
  const verdictTone = figures.verdict.state === "closes" ? "good" : figures.verdict.state === "does-not-close" ? "bad" : "neutral";
  const verdict: DocBlock = {
    kind: "callout",
    tone: verdictTone,
    title: figures.verdict.headline,
    text: figures.verdict.details.join(" ") || " ",
  };
  const sections: DocSection[] = [
    {
      title: SECTION_TITLES.sumario,
      blocks: [
        ...textBlocks(plan.sumario.text),
        verdict,
        {
          kind: "keyValues",
          items: [
            { label: "Investimento total", value: formatBRL(figures.investment.totalCents) },
            { label: "Faturamento mensal estimado", value: formatBRL(figures.monthlyRevenueCents) },
            { label: "Resultado de um mês normal", value: formatBRL(figures.resultCents) },
            {
              label: "Ponto de equilíbrio",
              value: figures.breakEven.value === null ? "Não se aplica" : `${formatBRL(figures.breakEven.value)}/mês`,
            },
          ],
        },
      ],
    },
    {
      title: SECTION_TITLES.mercado,
      blocks: labelled([
        ["Clientes", plan.mercado.customers],
        ["Concorrentes", plan.mercado.competitors],
        ["Fornecedores", plan.mercado.suppliers],
      ]),
    },
    {
      title: SECTION_TITLES.marketing,
      blocks: labelled([
        ["Produtos e serviços", plan.marketing.products],
        ["Preço", plan.marketing.price],
        ["Estratégias promocionais", plan.marketing.promotion],
        ["Canais de venda", plan.marketing.channels],
        ["Localização", plan.marketing.location],
      ]),
    },
    {
      title: SECTION_TITLES.operacional,
      blocks: labelled([
        ["Capacidade", plan.operacional.capacity],
        ["Processos", plan.operacional.processes],
        ["Pessoas", plan.operacional.people],
      ]),
    },
    financialSection(plan, figures),
    scenariosSection(figures),
    {
      title: SECTION_TITLES.fofa,
      blocks: labelled([
        ["Forças", plan.fofa.strengths],
        ["Fraquezas", plan.fofa.weaknesses],
        ["Oportunidades", plan.fofa.opportunities],
        ["Ameaças", plan.fofa.threats],
      ]),
    },
    {
      title: SECTION_TITLES.avaliacao,
      blocks: [
        verdict,
        ...(figures.missing.length
          ? [
              { kind: "heading", text: "O que ainda falta" } as DocBlock,
              { kind: "bullets", items: figures.missing.map((m) => m.text) } as DocBlock,
            ]
          : [{ kind: "paragraph", text: "Todas as seções estão preenchidas e conferidas." } as DocBlock]),
      ],
    },
  ];
  return {
    kicker: "Plano de Negócio",
    title: plan.title,
    dateLine: `Elaborado em ${meta.dateText}${meta.author ? ` por ${meta.author}` : ""}`,
    date: meta.date,
    author: meta.author,
    footer: `Plano de Negócio: ${plan.title} · ${meta.productName}`,
    sections,
    assumptions: {
      title: "Premissas",
      items: [
        ...plan.basis,
        "Valores em reais por mês. Um mês normal é o das quantidades do plano financeiro; os 12 primeiros meses seguem o ritmo de vendas da construção de cenários.",
        `Indicadores pelo método do Sebrae: ponto de equilíbrio = custos fixos ÷ índice da margem de contribuição; lucratividade = lucro ÷ receita; rentabilidade = lucro ÷ investimento total; prazo de retorno = investimento total ÷ lucro, em meses inteiros; pró-labore e depreciação são custos fixos. ${VIABILITY_BASIS}`,
      ],
    },
  };
}
