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

/** Midnight in São Paulo (UTC−3, no daylight saving since 2019) of the given instant's day. */
export function startOfSaoPauloDay(now: Date) {
  const offsetMs = 3 * 60 * 60 * 1000;
  const local = new Date(now.getTime() - offsetMs);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + offsetMs);
}
