import { and, eq } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { obligationPayments } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import { dueSoon, findObligation, obligationsDueIn, type CalendarInput, type Obligation } from "~/modules/legal/obligations";
import { dasCentsFor, findOccupation } from "~/modules/legal/occupations";
import { getBusinessProfile, openingOf } from "./business-profile.server";
import { getLegalFacts, legalFactsForMonth } from "./legal-facts.server";

/** The calendar's inputs for this person, or null while the opening date is not known. */
export async function calendarInput(userId: string, now = new Date()): Promise<CalendarInput | null> {
  const profile = await getBusinessProfile(userId);
  const opening = openingOf(profile);
  if (!opening) return null;
  const occupation = findOccupation(profile?.occupation);
  const rows = await getDb()
    .select({ id: obligationPayments.obligationId, paidAt: obligationPayments.paidAt })
    .from(obligationPayments)
    .where(eq(obligationPayments.userId, userId))
    .all();
  const today = localIsoDate(now);
  const factsOf = await legalFactsForMonth();
  return {
    opening,
    dasCents: occupation ? dasCentsFor(occupation, await getLegalFacts(today)) : null,
    dasCentsOf: (year, month) => {
      const facts = occupation ? factsOf(year, month) : null;
      return occupation && facts ? dasCentsFor(occupation, facts) : null;
    },
    paid: new Map(rows.map((row) => [row.id, row.paidAt.toISOString()])),
    today,
  };
}

export async function obligationsForYear(userId: string, year: number, now = new Date()): Promise<Obligation[] | null> {
  const input = await calendarInput(userId, now);
  return input ? obligationsDueIn(year, input) : null;
}

/** Every obligation from the opening through the end of next year (for the .ics and the bell). */
export function allObligations(input: CalendarInput): Obligation[] {
  const last = Number(input.today.slice(0, 4)) + 1;
  const list: Obligation[] = [];
  for (let year = input.opening.year; year <= last; year++) list.push(...obligationsDueIn(year, input));
  return list;
}

/** What the header's bell shows: unpaid obligations due in the next 7 days, and how many are late. */
export async function obligationAlerts(userId: string, now = new Date()) {
  const input = await calendarInput(userId, now);
  if (!input) return { soon: [], lateCount: 0 };
  const { soon, late } = dueSoon(allObligations(input), input.today);
  return { soon: soon.map((o) => ({ id: o.id, title: o.title, dueDate: o.dueDate })), lateCount: late.length };
}

/**
 * Marks an obligation as paid (or not). Null when the id is not one of this person's obligations
 * (unknown, before the opening, or no opening date yet).
 */
export async function setObligationPaid(userId: string, id: string, paid: boolean, now = new Date()): Promise<Obligation | null> {
  const input = await calendarInput(userId, now);
  if (!input || !findObligation(id, input)) return null;
  await transaction(async (tx) => {
    if (paid) {
      await tx.insert(obligationPayments).values({ userId, obligationId: id, paidAt: now }).onConflictDoNothing().run();
    } else {
      await tx
        .delete(obligationPayments)
        .where(and(eq(obligationPayments.userId, userId), eq(obligationPayments.obligationId, id)))
        .run();
    }
  });
  const after = await calendarInput(userId, now);
  return after ? findObligation(id, after) : null;
}

export function obligationJson(o: Obligation) {
  return {
    id: o.id,
    kind: o.kind,
    title: o.title,
    dueDate: o.dueDate,
    amountCents: o.amountCents,
    status: o.status,
    paidAt: o.paidAt,
    lateCost: o.lateCost,
    officialUrl: o.officialUrl,
  };
}
