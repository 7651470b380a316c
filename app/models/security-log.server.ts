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
  admin_logout: "Logout de administrador",
  backup: "Backup manual",
  demo_purge: "Exclusão de contas de demonstração",
};

export const SECURITY_REASON_LABELS: Record<string, string> = {
  invalid_credentials: "Credenciais inválidas",
  locked: "Bloqueado (muitas tentativas)",
  rate_limited: "Limite de tentativas do endereço",
  busy: "Servidor ocupado (recusado sem verificar)",
  invalid_input: "Dados inválidos",
  expired: "Sessão expirada",
};
