import { sql } from "drizzle-orm";
import type { AppDatabase } from "./client.server";
import { subscriptionPlans } from "./schema";

// A preview of plans that may come (issue 13 item 8): the platform is free today, choosing a plan
// records the person's interest and takes no payment. Prices in cents, all per month so they can be
// compared; a plan that includes another costs more. The ids are the API's and stay as they were.
export const PLAN_SEED = [
  {
    id: "basico",
    name: "Gratuito",
    priceCents: 0,
    interval: "monthly" as const,
    sortOrder: 1,
    features: [
      "Tudo o que a plataforma oferece hoje",
      "Descoberta de negócios que combinam com o seu perfil",
      "Jornada guiada de 21 passos",
      "Consultor virtual e Centro de Aprendizado",
    ],
  },
  {
    id: "professional",
    name: "Profissional",
    priceCents: 4990,
    interval: "monthly" as const,
    sortOrder: 2,
    features: [
      "Tudo do Gratuito",
      "Consultor virtual sem limite diário",
      "Análises de negócio ilimitadas",
      "Sugestões de campanhas para redes sociais",
    ],
  },
  {
    id: "empresarial",
    name: "Empresarial",
    priceCents: 9990,
    interval: "monthly" as const,
    sortOrder: 3,
    features: ["Tudo do Profissional", "Mentoria personalizada com IA", "Relatórios de evolução do negócio", "Atendimento prioritário"],
  },
];

/**
 * The writes that put the reference data in place, to run in order inside one transaction.
 * Idempotent: running them again updates the rows in place and creates no duplicates.
 */
export function referenceDataWrites(db: AppDatabase) {
  return PLAN_SEED.map((plan) =>
    db
      .insert(subscriptionPlans)
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
      }),
  );
}
