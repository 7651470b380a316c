export const APP_TIME_ZONE = "America/Sao_Paulo";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "full", timeZone: APP_TIME_ZONE });

/** 'domingo, 22 de novembro de 2026' — the day as it is in São Paulo. */
export function formatLongDate(date: Date) {
  return longDate.format(date);
}

const shortDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeZone: APP_TIME_ZONE });

export function formatShortDate(date: Date) {
  return shortDate.format(date);
}

/** Offset (ms) of `timeZone` from UTC at `date`: positive east of Greenwich (São Paulo: -3 h). */
export function timeZoneOffsetMs(date: Date, timeZone = APP_TIME_ZONE): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  return asUtc - Math.floor(date.getTime() / 1000) * 1000;
}

/**
 * The instant a calendar month starts in `timeZone` (midnight of day 1 there). `monthsBack` 0 is
 * the month containing `now`, 1 the month before, and so on.
 */
export function startOfMonthInTimeZone(now: Date, monthsBack = 0, timeZone = APP_TIME_ZONE): Date {
  const local = new Date(now.getTime() + timeZoneOffsetMs(now, timeZone));
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1);
  // Local midnight = UTC midnight minus the offset in force at that moment (checked twice for DST).
  let instant = guess - timeZoneOffsetMs(new Date(guess), timeZone);
  instant = guess - timeZoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}

const dateTime = new Intl.DateTimeFormat("pt-BR", { dateStyle: "short", timeStyle: "short", timeZone: APP_TIME_ZONE });

/** '10/03/2026, 09:00' in São Paulo time. */
export function formatDateTime(date: Date) {
  return dateTime.format(date);
}

/** Midnight in São Paulo of the day `now` falls on there (the daily AI quota resets then). */
export function startOfSaoPauloDay(now: Date, timeZone = APP_TIME_ZONE): Date {
  const local = new Date(now.getTime() + timeZoneOffsetMs(now, timeZone));
  const guess = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  let instant = guess - timeZoneOffsetMs(new Date(guess), timeZone);
  instant = guess - timeZoneOffsetMs(new Date(instant), timeZone);
  return new Date(instant);
}
