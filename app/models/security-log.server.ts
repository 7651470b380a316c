import { and, count, desc, eq, gte, isNull, lt, sql } from "drizzle-orm";
import { getDb, transaction } from "#db/client.server";
import { securityLog } from "#db/schema";

export type SecurityEvent = typeof securityLog.$inferInsert;
export type SecurityLogEntry = typeof securityLog.$inferSelect;

/** Who made a request, for the security log. `ip` comes from the Express load context when present. */
export function requestOrigin(request: Request, context?: unknown) {
  const ip = (context as { ip?: unknown } | undefined)?.ip;
  return {
    userAgent: request.headers.get("user-agent")?.slice(0, 500) ?? null,
    ip: typeof ip === "string" && ip ? ip.slice(0, 64) : null,
  };
}

/** A failure repeated within this time (same event, reason, address, e-mail) adds to one row. */
export const AGGREGATE_WINDOW_MS = 10 * 60 * 1000;

/**
 * Records an event. Failures repeated within AGGREGATE_WINDOW_MS fold into the latest matching
 * row (count + 1, last_at), decided inside one IMMEDIATE transaction so processes never both
 * insert; a flood of bad sign-ins from one address grows a counter, not the table. Successes and
 * other events always get their own row.
 */
export async function logSecurityEvent(event: SecurityEvent) {
  const createdAt = event.createdAt ?? new Date();
  await transaction(async (tx) => {
    if (!event.success) {
      const same = await tx
        .select({ id: securityLog.id })
        .from(securityLog)
        .where(
          and(
            eq(securityLog.event, event.event),
            eq(securityLog.success, false),
            sameValue(securityLog.reason, event.reason),
            sameValue(securityLog.ip, event.ip),
            sameValue(securityLog.email, event.email),
            gte(sql`coalesce(${securityLog.lastAt}, ${securityLog.createdAt})`, createdAt.getTime() - AGGREGATE_WINDOW_MS),
          ),
        )
        .orderBy(desc(securityLog.id))
        .limit(1)
        .get();
      if (same) {
        await tx
          .update(securityLog)
          .set({ count: sql`${securityLog.count} + 1`, lastAt: createdAt, userAgent: event.userAgent ?? null })
          .where(eq(securityLog.id, same.id))
          .run();
        return;
      }
    }
    await tx
      .insert(securityLog)
      .values({ ...event, createdAt, lastAt: createdAt })
      .run();
  });
}

function sameValue(column: typeof securityLog.reason | typeof securityLog.ip | typeof securityLog.email, value: string | null | undefined) {
  return value == null ? isNull(column) : eq(column, value);
}

export const SECURITY_LOG_PAGE_SIZE = 50;

/**
 * One page of the log, newest first, optionally of one kind of event; `before` (a row id) gives
 * the page after the one that ended there. `nextBefore` is null on the last page.
 */
export async function listSecurityLog({
  event,
  before,
  pageSize = SECURITY_LOG_PAGE_SIZE,
}: { event?: SecurityLogEntry["event"] | null; before?: number | null; pageSize?: number } = {}) {
  const db = getDb();
  const kind = event ? eq(securityLog.event, event) : undefined;
  const rows = await db
    .select()
    .from(securityLog)
    .where(and(kind, before ? lt(securityLog.id, before) : undefined))
    .orderBy(desc(securityLog.id))
    .limit(pageSize + 1)
    .all();
  const total = (await db.select({ n: count() }).from(securityLog).where(kind).get())!.n;
  const entries = rows.slice(0, pageSize);
  return { entries, total, nextBefore: rows.length > pageSize ? entries.at(-1)!.id : null };
}

export async function lastBackupAt(): Promise<Date | null> {
  const row = await getDb()
    .select({ createdAt: securityLog.createdAt })
    .from(securityLog)
    .where(and(eq(securityLog.event, "backup"), eq(securityLog.success, true)))
    .orderBy(desc(securityLog.createdAt))
    .limit(1)
    .get();
  return row?.createdAt ?? null;
}

export const SECURITY_EVENT_LABELS: Record<SecurityLogEntry["event"], string> = {
  admin_login: "Login de administrador",
  admin_logout: "Saída de administrador",
  backup: "Backup manual",
  demo_purge: "Exclusão de contas de demonstração",
  legal_fact: "Valor legal alterado",
};

export const SECURITY_REASON_LABELS: Record<string, string> = {
  invalid_credentials: "Credenciais inválidas",
  locked: "Bloqueado (muitas tentativas)",
  rate_limited: "Limite de tentativas do endereço",
  busy: "Servidor ocupado (recusado sem verificar)",
  invalid_input: "Dados inválidos",
  expired: "Sessão expirada",
};
