/** The workbook's "Indicadores" sheet: Sebrae's indicators as formulas over the DRE (decision 037). */
import type ExcelJS from "exceljs";
import { NO_PAYBACK_TEXT, PAYBACK_HORIZON_MONTHS } from "~/modules/economics/indicators";
import type { Dre, WorkbookMeta } from "./xlsx.server";
import { MONEY, MONTHS, PERCENT, SheetWriter, newSheet, ratio, type Ref } from "./xlsx-sheet.server";

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function indicatorsSheet(workbook: ExcelJS.Workbook, refs: { dre: Dre; fixed: Ref; investment: Ref }, meta: WorkbookMeta) {
  const w = new SheetWriter(newSheet(workbook, "Indicadores", [40, 22, 72]));
  w.title("Indicadores de viabilidade (mês normal)", 3);
  w.header(["Indicador", "Valor", "Como se calcula e o que significa"]);
  const { revenue, margin, result } = refs.dre;
  const { fixed, investment } = refs;
  const row = (label: string, formula: string, value: number | string, format: string, meaning: string) => {
    w.set(1, label);
    const at = w.set(2, { formula, result: value }, format);
    w.note(3, meaning);
    w.next();
    return at;
  };
  const index = ratio(margin.value, revenue.value);
  const noSales = "Sem vendas informadas";
  const indexAt = row(
    "Índice de margem de contribuição",
    `IF(${revenue.address}=0,0,${margin.address}/${revenue.address})`,
    index,
    PERCENT,
    "Margem de contribuição ÷ receita total: quanto de cada real vendido sobra para pagar os custos fixos.",
  );
  const noMargin = "Não há: a margem não cobre o custo de cada venda";
  row(
    "Ponto de equilíbrio (faturamento por mês)",
    `IF(${revenue.address}=0,"${noSales}",IF(${indexAt}<=0,"${noMargin}",${fixed.address}/${indexAt}))`,
    revenue.value === 0 ? noSales : index <= 0 ? noMargin : fixed.value / index,
    MONEY,
    "Custos fixos ÷ índice de margem de contribuição: o faturamento mensal que paga todos os custos, sem lucro nem prejuízo.",
  );
  row(
    "Lucratividade",
    `IF(${revenue.address}=0,"${noSales}",${result.address}/${revenue.address})`,
    revenue.value === 0 ? noSales : result.value / revenue.value,
    PERCENT,
    "Lucro líquido ÷ receita total: quanto de cada real vendido vira lucro.",
  );
  const noInvestment = "Sem investimento informado";
  const monthlyAt = row(
    "Rentabilidade (ao mês)",
    `IF(${investment.address}=0,"${noInvestment}",${result.address}/${investment.address})`,
    investment.value === 0 ? noInvestment : result.value / investment.value,
    PERCENT,
    "Lucro líquido ÷ investimento total: quanto do dinheiro investido o lucro devolve a cada mês.",
  );
  row(
    "Rentabilidade (ao ano)",
    `IF(${investment.address}=0,"${noInvestment}",${monthlyAt}*12)`,
    investment.value === 0 ? noInvestment : (result.value / investment.value) * 12,
    PERCENT,
    "A rentabilidade do mês × 12.",
  );
  // Prazo de retorno as in economics/indicators.ts: whole months, not stated beyond 5 years.
  const noReturn = "Não se paga: o mês normal não dá lucro";
  const steady = result.value > 0 ? Math.ceil(investment.value / result.value) : null;
  const months = `ROUNDUP(${investment.address}/${result.address},0)`;
  row(
    "Prazo de retorno do investimento (meses)",
    `IF(${result.address}<=0,"${noReturn}",IF(${months}>${PAYBACK_HORIZON_MONTHS},"${capitalize(NO_PAYBACK_TEXT)}",${months}))`,
    steady === null ? noReturn : steady > PAYBACK_HORIZON_MONTHS ? capitalize(NO_PAYBACK_TEXT) : steady,
    MONTHS,
    "Investimento total ÷ lucro líquido do mês, arredondado para cima: em quantos meses o lucro devolve o que foi investido.",
  );
  w.next();
  w.set(1, "Avaliação do plano");
  w.sheet.getCell(w.row, 1).font = { name: "Calibri", size: 11, bold: true };
  w.note(
    3,
    `${meta.verdict} (avaliação da versão de ${meta.dateText}: este texto não muda com a planilha; os números da aba Cenários mudam)`,
  );
}

/** Twelve months of each scenario: the plan's ramp over a normal month, with the scenario's changes. */
