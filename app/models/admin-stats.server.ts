import fs from "node:fs";
import { and, count, countDistinct, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { databaseEngine, getDb, getSqlite } from "#db/client.server";
import {
  aiUsageEvents,
  AI_USAGE_KINDS,
  businessCashEntries,
  businessClients,
  businessOrders,
  businessProducts,
  businessSuppliers,
  journeyProgress,
  PARTNER_PLATFORMS,
  partnerVisits,
  users,
  type AiUsageKind,
  type PartnerPlatform,
} from "#db/schema";
import { completionsPerStep, usersPerPhase } from "~/modules/admin/journey-stats";
import { startOfMonthInTimeZone } from "~/modules/dates";
import { completedStepIds, findStep } from "~/modules/journey";
import { getEnv } from "~/utils/env.server";
import { lastBackupAt } from "./security-log.server";

export const ACTIVE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** AI calls that produce business ideas: interest analysis (suggestions) and business analysis. */
export const IDEA_KINDS: AiUsageKind[] = ["suggestions", "analysis"];

export type AdminStats = {
  totalUsers: number;
  activeUsers: number;
  newUsersThisMonth: number;
  businessIdeasGenerated: number;
};

async function usersCreatedBetween(from: Date, to?: Date) {
  const where = to ? and(gte(users.createdAt, from), lt(users.createdAt, to)) : gte(users.createdAt, from);
  return (await getDb().select({ n: count() }).from(users).where(where).get())!.n;
}

/** Spec section 3 'Admin stats', all live. Months are calendar months in America/Sao_Paulo. */
export async function getAdminStats(now = new Date()): Promise<AdminStats> {
  const db = getDb();
  return {
    totalUsers: (await db.select({ n: count() }).from(users).get())!.n,
    activeUsers: (await db
      .select({ n: count() })
      .from(users)
      .where(gte(users.lastActiveAt, new Date(now.getTime() - ACTIVE_WINDOW_MS)))
      .get())!.n,
    newUsersThisMonth: await usersCreatedBetween(startOfMonthInTimeZone(now)),
    businessIdeasGenerated: (await db.select({ n: count() }).from(aiUsageEvents).where(inArray(aiUsageEvents.kind, IDEA_KINDS)).get())!.n,
  };
}

export type PartnerUsage = { platform: PartnerPlatform; users: number; visits: number; percent: number };

export async function getAnalytics(now = new Date()) {
  const db = getDb();
  const totalUsers = (await db.select({ n: count() }).from(users).get())!.n;
  const thisMonth = await usersCreatedBetween(startOfMonthInTimeZone(now));
  const lastMonth = await usersCreatedBetween(startOfMonthInTimeZone(now, 1), startOfMonthInTimeZone(now));
  const visits = await db
    .select({ platform: partnerVisits.platform, users: countDistinct(partnerVisits.userId), visits: count() })
    .from(partnerVisits)
    .groupBy(partnerVisits.platform)
    .all();
  const partners: PartnerUsage[] = PARTNER_PLATFORMS.map((platform) => {
    const row = visits.find((v) => v.platform === platform);
    const usersCount = row?.users ?? 0;
    return {
      platform,
      users: usersCount,
      visits: row?.visits ?? 0,
      percent: totalUsers ? Math.round((usersCount / totalUsers) * 100) : 0,
    };
  });
  // Gestão (issue 18): how many people use each tool; never whose rows or what they hold.
  const gestao = await Promise.all(
    (
      [
        ["pedidos", businessOrders],
        ["clientes", businessClients],
        ["produtos", businessProducts],
        ["fornecedores", businessSuppliers],
        ["caixa", businessCashEntries],
      ] as const
    ).map(async ([tool, table]) => {
      const usersCount =
        (
          await db
            .select({ n: countDistinct(table.userId) })
            .from(table)
            .get()
        )?.n ?? 0;
      return { tool, users: usersCount, percent: totalUsers ? Math.round((usersCount / totalUsers) * 100) : 0 };
    }),
  );
  const aiRows = await db.select({ kind: aiUsageEvents.kind, n: count() }).from(aiUsageEvents).groupBy(aiUsageEvents.kind).all();
  const aiUsage = AI_USAGE_KINDS.map((kind) => ({ kind, count: aiRows.find((r) => r.kind === kind)?.n ?? 0 }));
  return {
    totalUsers,
    newUsers: {
      thisMonth,
      lastMonth,
      // null when last month had no sign-ups: a percentage of zero means nothing.
      growthPercent: lastMonth ? Math.round(((thisMonth - lastMonth) / lastMonth) * 100) : null,
    },
    partners,
    gestao,
    aiUsage,
  };
}

export async function getJourneyStats() {
  const db = getDb();
  const userIds = (await db.select({ id: users.id }).from(users).all()).map((u) => u.id);
  const done = await db
    .select({ userId: journeyProgress.userId, step: journeyProgress.step })
    .from(journeyProgress)
    .where(eq(journeyProgress.completed, true))
    .all();
  const rowsByUser = new Map<string, Array<{ step: string; completed: boolean }>>();
  for (const row of done) {
    if (!rowsByUser.has(row.userId)) rowsByUser.set(row.userId, []);
    rowsByUser.get(row.userId)!.push({ step: row.step, completed: true });
  }
  // The journey's own rule for a completed step (known ids, each once).
  const byUser = new Map([...rowsByUser].map(([userId, rows]) => [userId, new Set<string>(completedStepIds(rows))]));
  const perStep = await db
    .select({ step: journeyProgress.step, count: countDistinct(journeyProgress.userId) })
    .from(journeyProgress)
    .where(eq(journeyProgress.completed, true))
    .groupBy(journeyProgress.step)
    .all();
  return {
    totalUsers: userIds.length,
    phases: usersPerPhase(userIds, byUser),
    steps: completionsPerStep(perStep).map((s) => {
      const step = findStep(s.step)!;
      return { ...s, order: step.order, title: step.title };
    }),
  };
}

const COUNTED_TABLES = [
  ["users", "Usuários"],
  ["sessions", "Sessões de usuários"],
  ["user_profiles", "Perfis"],
  ["journey_progress", "Progresso da jornada"],
  ["saved_businesses", "Estratégias salvas"],
  ["active_businesses", "Estratégias ativas"],
  ["subscriptions", "Assinaturas"],
  ["chat_messages", "Mensagens do chat"],
  ["ai_usage_events", "Uso da IA"],
  ["partner_visits", "Visitas às ferramentas parceiras"],
  ["admin_users", "Administradores"],
  ["admin_sessions", "Sessões de administradores"],
  ["security_log", "Log de segurança"],
] as const;

function fileSize(file: string) {
  try {
    return fs.statSync(file).size;
  } catch {
    return 0;
  }
}

/**
 * The "Sistema" tab. File sizes and the journal mode exist only for the embedded SQLite file;
 * on a libSQL server they are null (the page says why) and the row counts still come from SQL.
 */
export async function getSystemInfo() {
  const sqlite = getSqlite();
  const db = getDb();
  const tables = await Promise.all(
    COUNTED_TABLES.map(async ([table, label]) => ({
      table,
      label,
      // Table names come from the fixed list above, never from input.
      rows: Number((await db.get<{ n: number }>(sql.raw(`SELECT count(*) AS n FROM "${table}"`))).n),
    })),
  );
  const file = sqlite
    ? {
        databaseBytes: Number(sqlite.pragma("page_count", { simple: true })) * Number(sqlite.pragma("page_size", { simple: true })),
        walBytes: fileSize(`${getEnv().DATABASE_PATH}-wal`),
        journalMode: String(sqlite.pragma("journal_mode", { simple: true })),
      }
    : null;
  return { engine: databaseEngine(), file, tables, lastBackupAt: await lastBackupAt() };
}

/** '2,4 MB' style size in pt-BR. */
export function formatBytes(bytes: number) {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString("pt-BR", { maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}
