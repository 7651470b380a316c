import { sql } from "drizzle-orm";
import type { BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type * as schemaTypes from "./schema";
import { subscriptionPlans } from "./schema";

type Db = BetterSQLite3Database<typeof schemaTypes>;

// Demonstration plans (no payment is taken). Prices in cents.
export const PLAN_SEED = [
  {
    id: "basico",
    name: "Básico",
    priceCents: 0,
    interval: "monthly" as const,
    sortOrder: 1,
    features: [
      "Descoberta de negócios com IA",
      "Jornada guiada de 21 passos",
      "Centro de Aprendizado",
    ],
  },
  {
    id: "professional",
    name: "Professional",
    priceCents: 4990,
    interval: "monthly" as const,
    sortOrder: 2,
    features: [
      "Tudo do Básico",
      "Consultor virtual sem limite diário",
      "Análises de negócio ilimitadas",
      "Sugestões de campanhas para redes sociais",
    ],
  },
  {
    id: "empresarial",
    name: "Empresarial",
    priceCents: 49900,
    interval: "yearly" as const,
    sortOrder: 3,
    features: [
      "Tudo do Professional",
      "Mentoria personalizada com IA",
      "Relatórios de evolução do negócio",
      "Atendimento prioritário",
    ],
  },
];

/** Idempotent: running it again updates the rows in place and creates no duplicates. */
export function seedReferenceData(db: Db) {
  for (const plan of PLAN_SEED) {
    db.insert(subscriptionPlans)
      .values(plan)
      .onConflictDoUpdate({
        target: subscriptionPlans.id,
        set: {
          name: sql`excluded.name`,
          priceCents: sql`excluded.price_cents`,
          interval: sql`excluded.interval`,
          features: sql`excluded.features`,
          sortOrder: sql`excluded.sort_order`,
        },
      })
      .run();
  }
}
