/**
 * The legal figures in force on a day: the defaults of app/modules/facts/legal-facts.ts replaced by
 * the administrator's dated values (decision 035). Every page and API that shows the MEI limit or
 * the DAS gets its figures from `getLegalFacts`, and hands them to the pure modules.
 *
 * The rows are read from the database on every call: they are a handful, the query is one small
 * indexed read, and so every server process (several over one libSQL database) sees an
 * administrator's change on its next page, with no cache to go stale.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { legalFactOverrides } from "#db/schema";
import { localIsoDate } from "~/modules/business/calendar";
import {
  dasKnownFor,
  EDITABLE_FACTS,
  findEditableFact,
  formatFactValue,
  overrideInForce,
  resolveLegalFacts,
  type NewOverride,
} from "~/modules/facts/editable-facts";
import { DEFAULT_LEGAL_FACTS, FACTS_YEAR, type LegalFacts } from "~/modules/facts/legal-facts";
import { logSecurityEvent } from "./security-log.server";

type OverrideRow = typeof legalFactOverrides.$inferSelect;

async function overrideRows(): Promise<OverrideRow[]> {
  return getDb().select().from(legalFactOverrides).orderBy(asc(legalFactOverrides.id)).all();
}

/** The facts in force on `date` ('YYYY-MM-DD'; default: today in São Paulo). */
export async function getLegalFacts(date: string = localIsoDate(new Date())): Promise<LegalFacts> {
  return resolveLegalFacts(await overrideRows(), date);
}

/**
 * The year whose DAS `getLegalFacts(today)` gives: this year once its minimum wage is known (the
 * code's year, or a year with a dated minimum wage), else the code's year, whose figures still apply.
 */
export async function dasYearOn(today: string = localIsoDate(new Date())): Promise<number> {
  const year = Number(today.slice(0, 4));
  return dasKnownFor(year, await overrideRows()) ? year : FACTS_YEAR;
}

/**
 * The DAS figures of a reference month ('YYYY-MM'), or null when that year's figures are not known
 * (the defaults are one year's; another year needs its minimum wage entered in Sistema).
 */
export async function legalFactsForMonth(): Promise<(year: number, month: number) => LegalFacts | null> {
  const rows = await overrideRows();
  return (year, month) => (dasKnownFor(year, rows) ? resolveLegalFacts(rows, `${year}-${String(month).padStart(2, "0")}-01`) : null);
}

/** What Sistema → Valores legais lists: each figure in force today, its basis, and its dated values. */
export async function legalFactsAdminView(today: string = localIsoDate(new Date())) {
  const rows = await overrideRows();
  return EDITABLE_FACTS.map((fact) => {
    const current = overrideInForce(rows, fact.key, today);
    const value = current ? current.value : DEFAULT_LEGAL_FACTS[fact.key];
    return {
      key: fact.key,
      label: fact.label,
      unit: fact.unit,
      current: formatFactValue(fact, value),
      basis: current ? current.source : `${fact.basis} — valor de fábrica`,
      validFrom: current?.validFrom ?? null,
      defaultValue: formatFactValue(fact, DEFAULT_LEGAL_FACTS[fact.key]),
      history: rows
        .filter((row) => row.key === fact.key)
        .sort((a, b) => (a.validFrom === b.validFrom ? b.id - a.id : b.validFrom.localeCompare(a.validFrom)))
        .map((row) => ({
          id: row.id,
          value: formatFactValue(fact, row.value),
          validFrom: row.validFrom,
          source: row.source,
          createdBy: row.createdBy,
          createdAt: row.createdAt.toISOString(),
          future: row.validFrom > today,
        })),
    };
  });
}

type Origin = { ip: string | null; userAgent: string | null };

function describe(key: string, validFrom: string, before: number, after: number | null): string {
  const fact = findEditableFact(key);
  if (!fact) return key;
  const [y, m, d] = validFrom.split("-");
  const to = after === null ? "removido" : formatFactValue(fact, after);
  return `${fact.label} a partir de ${d}/${m}/${y}: ${formatFactValue(fact, before)} → ${to}`;
}

/** Adds a dated value; the security log records who, when, the value before and after. */
export async function addLegalFactOverride(input: NewOverride, admin: { email: string }, origin: Origin, now = new Date()) {
  const before = resolveLegalFacts(await overrideRows(), input.validFrom)[input.key];
  const row = await transaction(
    async (tx) =>
      (await tx
        .insert(legalFactOverrides)
        .values({ ...input, createdBy: admin.email, createdAt: now })
        .returning()
        .get())!,
  );
  await logSecurityEvent({
    event: "legal_fact",
    email: admin.email,
    success: true,
    reason: `${describe(input.key, input.validFrom, before, input.value)} (fonte: ${input.source})`.slice(0, 500),
    ...origin,
    createdAt: now,
  });
  return row;
}

/**
 * Removes a value that is not in force yet (valid_from after `today`), decided in the DELETE
 * itself; null when there is no such row (unknown, or already in force: correct it by adding one).
 */
export async function removeFutureLegalFactOverride(id: number, admin: { email: string }, origin: Origin, now = new Date()) {
  const today = localIsoDate(now);
  const removed = await transaction(
    async (tx) =>
      (await tx
        .delete(legalFactOverrides)
        .where(and(eq(legalFactOverrides.id, id), gt(legalFactOverrides.validFrom, today)))
        .returning()
        .get()) ?? null,
  );
  if (!removed) return null;
  const fact = findEditableFact(removed.key);
  const after = fact ? formatFactValue(fact, resolveLegalFacts(await overrideRows(), removed.validFrom)[fact.key]) : "o valor anterior";
  await logSecurityEvent({
    event: "legal_fact",
    email: admin.email,
    success: true,
    reason: `${describe(removed.key, removed.validFrom, removed.value, null)}; volta a valer ${after}`.slice(0, 500),
    ...origin,
    createdAt: now,
  });
  return removed;
}
