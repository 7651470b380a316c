/**
 * The MEI's calendar of obligations (decision 029): each month's DAS from the opening month and the
 * yearly DASN-SIMEI, with due dates, amounts, status and what being late costs. Pure: the caller
 * gives the opening, the DAS of the occupation, the marks stored as paid and today's date.
 * Business days and national holidays come from @brazilian-utils/brazilian-utils.
 */
import { isBusinessDay } from "@brazilian-utils/brazilian-utils";
import { formatBRL } from "~/modules/business/money";
import {
  DAS_DUE_DAY,
  DAS_LATE_FINE_CAP,
  DAS_LATE_FINE_PER_DAY,
  DAS_MOVES_TO_BUSINESS_DAY,
  DASN_DEADLINE,
  DASN_LATE_FINE_CAP,
  DASN_LATE_FINE_PER_MONTH,
  DASN_MIN_FINE,
  DASN_MOVES_TO_BUSINESS_DAY,
  FACTS_YEAR,
  OFFICIAL_LINKS,
} from "~/modules/facts/legal-facts";

export type ObligationKind = "das" | "dasn";
export type ObligationStatus = "aberto" | "pago" | "vencido";

export type Obligation = {
  /** Stable id: 'das-2026-03' (DAS of March 2026) or 'dasn-2026' (declaration of the year 2026). */
  id: string;
  kind: ObligationKind;
  title: string;
  /** 'YYYY-MM-DD'. */
  dueDate: string;
  /** True when the legal day fell on a weekend or holiday and the date was moved. */
  moved: boolean;
  /** DAS of the facts' year: its value; other years (or no occupation yet): null, with `amountNote`. */
  amountCents: number | null;
  amountNote: string | null;
  status: ObligationStatus;
  paidAt: string | null;
  /** What being late costs, in pt-BR, with the figure so far when it can be computed. */
  lateCost: string;
  officialUrl: string;
};

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function parseIso(value: string): { year: number; month: number; day: number } {
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  return { year, month, day };
}

/** The day itself when it is a business day, else the next one (weekends and national holidays). */
export function nextBusinessDay(date: string): string {
  const { year, month, day } = parseIso(date);
  const d = new Date(year, month - 1, day, 12);
  while (!isBusinessDay(d)) d.setDate(d.getDate() + 1);
  return iso(d.getFullYear(), d.getMonth() + 1, d.getDate());
}

/** The DAS of `month` is due on the 20th of the next month, moved to the next business day. */
export function dasDue(year: number, month: number): { dueDate: string; moved: boolean } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const legal = iso(next.year, next.month, DAS_DUE_DAY);
  const dueDate = DAS_MOVES_TO_BUSINESS_DAY ? nextBusinessDay(legal) : legal;
  return { dueDate, moved: dueDate !== legal };
}

/** The DASN-SIMEI of `year` is due on 31 May of the next year. */
export function dasnDue(year: number): { dueDate: string; moved: boolean } {
  const legal = iso(year + 1, DASN_DEADLINE.month, DASN_DEADLINE.day);
  const dueDate = DASN_MOVES_TO_BUSINESS_DAY ? nextBusinessDay(legal) : legal;
  return { dueDate, moved: dueDate !== legal };
}

/** Whole days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  const a = parseIso(from);
  const b = parseIso(to);
  return Math.round((Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000);
}

const brl = formatBRL;

/** The DAS's late fine so far (0,33% a day, at most 20%), in centavos. */
export function dasLateFineCents(amountCents: number, daysLate: number): number {
  if (daysLate <= 0) return 0;
  return Math.round(amountCents * Math.min(DAS_LATE_FINE_PER_DAY * daysLate, DAS_LATE_FINE_CAP));
}

/** Months (or fractions) late of a declaration, counted from the day after the deadline. */
export function monthsLate(dueDate: string, today: string): number {
  if (today <= dueDate) return 0;
  const a = parseIso(dueDate);
  const b = parseIso(today);
  const whole = (b.year - a.year) * 12 + (b.month - a.month) - (b.day <= a.day ? 1 : 0);
  return Math.max(1, whole + 1);
}

export const MONTHS_PT = [
  "janeiro",
  "fevereiro",
  "março",
  "abril",
  "maio",
  "junho",
  "julho",
  "agosto",
  "setembro",
  "outubro",
  "novembro",
  "dezembro",
] as const;

export type CalendarInput = {
  /** Opening month of the MEI. */
  opening: { year: number; month: number };
  /** The occupation's DAS in centavos for the facts' year, or null when the occupation is unknown. */
  dasCents: number | null;
  /**
   * The DAS of a reference month in centavos, or null when that year's figures are not known
   * (the caller resolves the figures in force that month, decision 035). Without it: `dasCents`
   * for the facts' year only.
   */
  dasCentsOf?: (year: number, month: number) => number | null;
  /** Obligation id → when it was marked as paid (ISO date-time). */
  paid: ReadonlyMap<string, string>;
  /** Today in São Paulo, 'YYYY-MM-DD'. */
  today: string;
};

function status(id: string, dueDate: string, input: CalendarInput): { status: ObligationStatus; paidAt: string | null } {
  const paidAt = input.paid.get(id) ?? null;
  if (paidAt) return { status: "pago", paidAt };
  return { status: input.today > dueDate ? "vencido" : "aberto", paidAt: null };
}

function dasObligation(year: number, month: number, input: CalendarInput): Obligation {
  const id = `das-${year}-${pad(month)}`;
  const { dueDate, moved } = dasDue(year, month);
  const amountCents = input.dasCentsOf ? input.dasCentsOf(year, month) : year === FACTS_YEAR ? input.dasCents : null;
  const state = status(id, dueDate, input);
  const daysLate = state.status === "vencido" ? daysBetween(dueDate, input.today) : 0;
  const fine = amountCents !== null ? dasLateFineCents(amountCents, daysLate) : null;
  const lateCost =
    state.status === "vencido"
      ? `${daysLate} ${daysLate === 1 ? "dia" : "dias"} de atraso: multa de 0,33% por dia (até 20%)${fine !== null ? `, ${brl(fine)} até hoje,` : ""} mais juros pela taxa Selic. Gere a guia atualizada no PGMEI.`
      : "Se atrasar: multa de 0,33% por dia (até 20%) mais juros pela taxa Selic.";
  return {
    id,
    kind: "das",
    title: `DAS de ${MONTHS_PT[month - 1]} de ${year}`,
    dueDate,
    moved,
    amountCents,
    amountNote:
      amountCents !== null
        ? null
        : input.dasCents === null
          ? "Escolha a ocupação em Dados da empresa para ver o valor."
          : `O valor de ${year} depende do salário mínimo daquele ano: confira no PGMEI.`,
    ...state,
    lateCost,
    officialUrl: OFFICIAL_LINKS.pgmei,
  };
}

function dasnObligation(year: number, input: CalendarInput): Obligation {
  const id = `dasn-${year}`;
  const { dueDate, moved } = dasnDue(year);
  const state = status(id, dueDate, input);
  const months = state.status === "vencido" ? monthsLate(dueDate, input.today) : 0;
  const rate = Math.min(DASN_LATE_FINE_PER_MONTH * months, DASN_LATE_FINE_CAP);
  const lateCost =
    state.status === "vencido"
      ? `Entregue já: multa de 2% ao mês sobre os impostos do ano (${months} ${months === 1 ? "mês" : "meses"}: ${Math.round(rate * 100)}%, até 20%), no mínimo R$ ${DASN_MIN_FINE},00; cai pela metade se entregar antes de ser intimado.`
      : `Se atrasar: multa de 2% ao mês sobre os impostos do ano (até 20%), no mínimo R$ ${DASN_MIN_FINE},00.`;
  return {
    id,
    kind: "dasn",
    title: `Declaração anual (DASN-SIMEI) de ${year}`,
    dueDate,
    moved,
    amountCents: 0,
    amountNote: "A declaração é gratuita.",
    ...state,
    lateCost,
    officialUrl: OFFICIAL_LINKS.dasnSimei,
  };
}

/**
 * Obligations DUE in `year` (a DAS of December is due in January of the next year), from the
 * opening on, ordered by due date.
 */
export function obligationsDueIn(year: number, input: CalendarInput): Obligation[] {
  const { opening } = input;
  const list: Obligation[] = [];
  // DAS of December of the year before through November of this year.
  for (let i = 0; i < 12; i++) {
    const refYear = i === 0 ? year - 1 : year;
    const refMonth = i === 0 ? 12 : i;
    if (refYear * 12 + refMonth < opening.year * 12 + opening.month) continue;
    list.push(dasObligation(refYear, refMonth, input));
  }
  if (opening.year <= year - 1) list.push(dasnObligation(year - 1, input));
  return list.sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id.localeCompare(b.id));
}

/** The obligation with this id if it belongs to the person's calendar (from the opening to the next year's end). */
export function findObligation(id: string, input: CalendarInput): Obligation | null {
  const das = /^das-(\d{4})-(\d{2})$/.exec(id);
  const dasn = /^dasn-(\d{4})$/.exec(id);
  const lastYear = parseIso(input.today).year + 1;
  if (das) {
    const [year, month] = [Number(das[1]), Number(das[2])];
    const index = year * 12 + month;
    if (month < 1 || month > 12 || index < input.opening.year * 12 + input.opening.month || year > lastYear) return null;
    return dasObligation(year, month, input);
  }
  if (dasn) {
    const year = Number(dasn[1]);
    if (year < input.opening.year || year > lastYear) return null;
    return dasnObligation(year, input);
  }
  return null;
}

/** Not paid and due from today to `days` days ahead, or already late (for the header's bell). */
export function dueSoon(list: readonly Obligation[], today: string, days = 7): { soon: Obligation[]; late: Obligation[] } {
  const soon = list.filter((o) => o.status === "aberto" && daysBetween(today, o.dueDate) <= days);
  const late = list.filter((o) => o.status === "vencido");
  return { soon, late };
}
