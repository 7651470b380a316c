/** Calendar months as São Paulo sees them, for the cash book, the MEI report and the DAS. */
import { DAS_DUE_DAY } from "~/modules/facts/legal-facts";
import { APP_TIME_ZONE, timeZoneOffsetMs } from "~/modules/dates";

export type YearMonth = { year: number; month: number };

/** The year, month and day `date` falls on in São Paulo. */
export function localDateParts(date: Date): YearMonth & { day: number } {
  const local = new Date(date.getTime() + timeZoneOffsetMs(date, APP_TIME_ZONE));
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** 'YYYY-MM-DD' of `date` in São Paulo (what a date input shows). */
export function localIsoDate(date: Date): string {
  const { year, month, day } = localDateParts(date);
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Noon in São Paulo of a 'YYYY-MM-DD' day (noon: never slips into another day), or null. */
export function dateFromLocalIso(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utcNoon = Date.UTC(year, month - 1, day, 12);
  const check = new Date(utcNoon);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || year < 2000 || year > 2100) return null;
  return new Date(utcNoon - timeZoneOffsetMs(check, APP_TIME_ZONE));
}

/** 'YYYY-MM' key of a month. */
export function monthKey({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

export function parseMonthKey(value: string | null | undefined): YearMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const month = Number(match[2]);
  const year = Number(match[1]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100 ? { year, month } : null;
}

const monthNames = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" });

/** 'novembro de 2026' */
export function monthLabel({ year, month }: YearMonth): string {
  return `${monthNames.format(new Date(Date.UTC(year, month - 1, 15)))} de ${year}`;
}

/**
 * The DAS of `month` is due on day 20 of the following month (LC 123/2006, art. 21, III). The
 * portal moves a due date on a Saturday or Sunday to the next Monday; holidays are not known here,
 * so the page says so.
 */
export function dasDueDate({ year, month }: YearMonth): { year: number; month: number; day: number; movedFromWeekend: boolean } {
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const date = new Date(Date.UTC(next.year, next.month - 1, DAS_DUE_DAY));
  const weekday = date.getUTCDay();
  const shift = weekday === 6 ? 2 : weekday === 0 ? 1 : 0;
  date.setUTCDate(date.getUTCDate() + shift);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate(), movedFromWeekend: shift > 0 };
}
