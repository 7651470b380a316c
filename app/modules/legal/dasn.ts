/**
 * The figures the DASN-SIMEI asks (Resolução CGSN 140/2018, art. 109): the year's gross revenue,
 * the part from commerce and industry (ICMS) and the part from services (ISS), and whether the MEI
 * had an employee. Taken from the cash book's sales (a paid order puts its sale there), counted
 * from the opening date in the opening year.
 */
import type { RevenueReport } from "~/modules/business/revenue-report";
import { dasnDue } from "./obligations";

export type DasnFigures = {
  year: number;
  revenueCommerceCents: number;
  revenueServicesCents: number;
  totalCents: number;
  hadEmployee: boolean | null;
  dueDate: string;
};

export function dasnFigures(year: number, report: RevenueReport, hadEmployee: boolean | null): DasnFigures {
  const revenueCommerceCents = report.revenda.total + report.industrializados.total;
  const revenueServicesCents = report.servicos.total;
  return {
    year,
    revenueCommerceCents,
    revenueServicesCents,
    totalCents: revenueCommerceCents + revenueServicesCents,
    hadEmployee,
    dueDate: dasnDue(year).dueDate,
  };
}

/** The year whose declaration is due next: last year's until 31 May, then this year's (in progress). */
export function defaultDasnYear(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) <= "05-31" ? year - 1 : year;
}

/** What to have at hand and check before sending, in the declaration's order. */
export const DASN_CHECKLIST = [
  "Entre com o CNPJ no site da DASN-SIMEI (Receita Federal, gov.br) e escolha o ano-calendário.",
  "Confira se todas as vendas do ano estão no livro-caixa (também as pagas em dinheiro e as sem nota).",
  "Informe a receita bruta total: tudo o que entrou com vendas e serviços, sem descontar as despesas.",
  "Informe quanto desse total veio de comércio e indústria (ICMS) e quanto de serviços (ISS).",
  "Responda se teve empregado registrado no ano.",
  "Transmita e guarde o recibo (PDF) junto com os relatórios mensais.",
] as const;
