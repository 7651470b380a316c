import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "#db/client.server";
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

export async function logSecurityEvent(event: SecurityEvent) {
  getDb()
    .insert(securityLog)
    .values({ ...event, createdAt: event.createdAt ?? new Date() })
    .run();
}

export async function listSecurityLog(limit = 100): Promise<SecurityLogEntry[]> {
  return getDb().select().from(securityLog).orderBy(desc(securityLog.createdAt), desc(securityLog.id)).limit(limit).all();
}

/** Sign-in attempts for one e-mail since an instant (for the lockout window). */
export async function loginAttemptsSince(email: string, since: Date) {
  return getDb()
    .select({ success: securityLog.success, reason: securityLog.reason, createdAt: securityLog.createdAt })
    .from(securityLog)
    .where(and(eq(securityLog.event, "admin_login"), eq(securityLog.email, email), gte(securityLog.createdAt, since)))
    .all();
}

export async function lastLoginSuccess(email: string): Promise<Date | null> {
  const row = getDb()
    .select({ createdAt: securityLog.createdAt })
    .from(securityLog)
    .where(and(eq(securityLog.event, "admin_login"), eq(securityLog.email, email), eq(securityLog.success, true)))
    .orderBy(desc(securityLog.createdAt))
    .limit(1)
    .get();
  return row?.createdAt ?? null;
}

export async function lastBackupAt(): Promise<Date | null> {
  const row = getDb()
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
};

export const SECURITY_REASON_LABELS: Record<string, string> = {
  invalid_credentials: "Credenciais inválidas",
  locked: "Bloqueado (muitas tentativas)",
  invalid_input: "Dados inválidos",
  expired: "Sessão expirada",
};
