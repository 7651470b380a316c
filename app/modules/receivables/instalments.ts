/**
 * Fiado in instalments (decision 028, item 5): pure rules — how a total is split, the due days, which
 * instalment each payment settles, and each instalment's status. Days are 'YYYY-MM-DD' strings
 * (São Paulo calendar days), amounts are integer centavos.
 */
import { formatBRL } from "../business/money";

export const MIN_INSTALMENTS = 2;
export const MAX_INSTALMENTS = 12;

export type InstalmentStatus = "em_aberto" | "pago" | "vencido";

export type Instalment = { number: number; dueDate: string; amountCents: number };
export type InstalmentState = Instalment & { paidCents: number; balanceCents: number; status: InstalmentStatus };

/** Why a number of instalments cannot be, or null. */
export function instalmentCountProblem(count: number): string | null {
  if (!Number.isInteger(count) || count < MIN_INSTALMENTS || count > MAX_INSTALMENTS) {
    return `Parcelas: escolha de ${MIN_INSTALMENTS} a ${MAX_INSTALMENTS} parcelas.`;
  }
  return null;
}

/**
 * Splits a total into `count` amounts that sum exactly to it: equal shares in centavos, the
 * remainder on the first instalment (so later ones are round and the first is the largest).
 */
export function splitCents(totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || totalCents < 0) throw new RangeError("total must be whole centavos ≥ 0");
  if (instalmentCountProblem(count) !== null) throw new RangeError("instalment count out of range");
  const share = Math.floor(totalCents / count);
  const remainder = totalCents - share * count;
  return Array.from({ length: count }, (_, index) => share + (index === 0 ? remainder : 0));
}

function daysInMonth(year: number, month1: number): number {
  return new Date(Date.UTC(year, month1, 0)).getUTCDate();
}

/**
 * The day `months` months after `day`, keeping the day of the month of the FIRST due day and
 * clamping to the month's last day (31 Jan → 28/29 Feb → 31 Mar).
 */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month1 = (((monthIndex % 12) + 12) % 12) + 1;
  const dayOfMonth = Math.min(d, daysInMonth(year, month1));
  return `${year}-${String(month1).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** The default plan: monthly from the first due day, amounts from `splitCents`. */
export function planInstalments(totalCents: number, count: number, firstDueDate: string): Instalment[] {
  return splitCents(totalCents, count).map((amountCents, index) => ({
    number: index + 1,
    dueDate: addMonths(firstDueDate, index),
    amountCents,
  }));
}

/**
 * Why an edited plan cannot be, or null: 2–12 instalments, amounts > 0 summing exactly to the
 * total, due days not before the order day and in order.
 */
export function planProblem(
  plan: ReadonlyArray<Pick<Instalment, "dueDate" | "amountCents">>,
  totalCents: number,
  orderDay: string,
): string | null {
  const countProblem = instalmentCountProblem(plan.length);
  if (countProblem) return countProblem;
  let sum = 0;
  let previous = orderDay;
  for (const [index, item] of plan.entries()) {
    const label = `Parcela ${index + 1}`;
    if (!Number.isInteger(item.amountCents) || item.amountCents <= 0) return `${label}: o valor precisa ser maior que zero.`;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(item.dueDate)) return `${label}: informe o vencimento.`;
    if (item.dueDate < orderDay) return `${label}: não pode vencer antes do dia do pedido.`;
    if (item.dueDate < previous) return `${label}: o vencimento não pode ser antes da parcela anterior.`;
    previous = item.dueDate;
    sum += item.amountCents;
  }
  if (sum !== totalCents) {
    return `Parcelas: a soma (${formatBRL(sum)}) precisa ser igual ao total do pedido (${formatBRL(totalCents)}).`;
  }
  return null;
}

/**
 * Payments settle instalments in order: the amount paid so far fills the first instalment, then the
 * next. An instalment not fully paid whose due day is before today is "vencido".
 */
export function instalmentStates(plan: ReadonlyArray<Instalment>, paidCents: number, today: string): InstalmentState[] {
  let left = Math.max(0, paidCents);
  return [...plan]
    .sort((a, b) => a.number - b.number)
    .map((item) => {
      const paid = Math.min(left, item.amountCents);
      left -= paid;
      const balanceCents = item.amountCents - paid;
      const status: InstalmentStatus = balanceCents === 0 ? "pago" : item.dueDate < today ? "vencido" : "em_aberto";
      return { ...item, paidCents: paid, balanceCents, status };
    });
}

/** The overdue part: the instalments still owed past their due day, the total and the oldest due day. */
export function overdueSummary(states: ReadonlyArray<InstalmentState>, today: string) {
  const overdue = states.filter((s) => s.status === "vencido");
  const first = overdue[0];
  return {
    overdue,
    overdueCents: overdue.reduce((sum, s) => sum + s.balanceCents, 0),
    oldestDueDate: first ? first.dueDate : null,
    daysLate: first ? daysBetween(first.dueDate, today) : 0,
  };
}

/** Whole days from one 'YYYY-MM-DD' day to another (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}
