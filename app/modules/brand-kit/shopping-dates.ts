/**
 * Dates Brazilians shop for, by year. Movable ones by their rule: Dia das Mães is the second
 * Sunday of May and Dia dos Pais the second Sunday of August (commercial custom since the 1930s
 * and 1950s), Black Friday the last Friday of November (the day after US Thanksgiving);
 * Dia do Consumidor (15/03) and Dia do Cliente (15/09) are commercial dates, Dia dos Namorados
 * 12/06 and São João 24/06 (festas juninas, all of June).
 */
export type ShoppingDate = { date: string; name: string; hashtag: string };

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** The n-th `weekday` (0 = Sunday) of month `m` (1–12). */
function nthWeekday(y: number, m: number, weekday: number, n: number): string {
  const first = new Date(Date.UTC(y, m - 1, 1)).getUTCDay();
  return iso(y, m, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7);
}

function lastWeekday(y: number, m: number, weekday: number): string {
  const last = new Date(Date.UTC(y, m, 0));
  return iso(y, m, last.getUTCDate() - ((last.getUTCDay() - weekday + 7) % 7));
}

export function shoppingDates(year: number): ShoppingDate[] {
  return [
    { date: iso(year, 3, 8), name: "Dia da Mulher", hashtag: "#DiaDaMulher" },
    { date: iso(year, 3, 15), name: "Dia do Consumidor", hashtag: "#DiaDoConsumidor" },
    { date: nthWeekday(year, 5, 0, 2), name: "Dia das Mães", hashtag: "#DiaDasMães" },
    { date: iso(year, 6, 12), name: "Dia dos Namorados", hashtag: "#DiaDosNamorados" },
    { date: iso(year, 6, 24), name: "São João", hashtag: "#FestaJunina" },
    { date: nthWeekday(year, 8, 0, 2), name: "Dia dos Pais", hashtag: "#DiaDosPais" },
    { date: iso(year, 9, 15), name: "Dia do Cliente", hashtag: "#DiaDoCliente" },
    { date: iso(year, 10, 12), name: "Dia das Crianças", hashtag: "#DiaDasCrianças" },
    { date: lastWeekday(year, 11, 5), name: "Black Friday", hashtag: "#BlackFriday" },
    { date: iso(year, 12, 25), name: "Natal", hashtag: "#Natal" },
  ];
}

/** `start` (YYYY-MM-DD) plus `days`. */
export function addDays(start: string, days: number): string {
  const d = new Date(`${start}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
