import { timeZoneOffsetMs } from "~/modules/dates";

/** Today in São Paulo as YYYY-MM-DD. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Date(now.getTime() + timeZoneOffsetMs(now)).toISOString().slice(0, 10);
}
