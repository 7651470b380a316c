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
