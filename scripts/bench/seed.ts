// Seeds a benchmark database: 1,000 users, each with a profile, one to three saved strategies
// (real offline analyses), an active strategy and journey progress; writes session cookies of the
// first users to the file given as argument. Run by scripts/bench/run.mjs.
import fs from "node:fs";
import { closeDatabase, getDb, prepareDatabase, transaction } from "#db/client.server";
import { eq } from "drizzle-orm";
import { journeyProgress, userProfiles, users } from "#db/schema";
import { createProduct } from "~/models/business-products.server";
import { saveStore } from "~/models/store.server";
import { createDemoUser } from "~/models/user.server";
import { saveStrategy } from "~/models/saved-business.server";
import { composeOfflineAnalysis } from "~/modules/ai/offline/analysis";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { STEP_IDS } from "~/modules/journey";
import { commitSessionCookie, createUserSession } from "~/utils/session.server";

const USERS = Number(process.env.BENCH_USERS ?? 1000);
const COOKIES = Number(process.env.BENCH_COOKIES ?? 50);
const out = process.argv[2] ?? "bench-cookies.json";

// Deterministic pseudo-random numbers, so every run seeds the same data.
let state = 42;
const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;

const cookies: string[] = [];
const started = performance.now();
await prepareDatabase();
// One transaction per user: a commit (and its fsync) per person rather than per row.
for (let i = 0; i < USERS; i++) await transaction(() => seedUser(i));

async function seedUser(i: number) {
  const user = await createDemoUser({ name: `Pessoa Teste ${i}`, email: `bench-${i}@example.com` });
  await getDb()
    .insert(userProfiles)
    .values({ userId: user.id, name: `Pessoa Teste ${i}`, phone: "(11) 90000-0000", profileCompleted: true })
    .onConflictDoNothing()
    .run();
  const strategies = 1 + Math.floor(random() * 3);
  for (let s = 0; s < strategies; s++) {
    const idea = CATALOGUE[Math.floor(random() * CATALOGUE.length)]!;
    await saveStrategy(user.id, {
      businessName: idea.title,
      businessCategory: idea.category,
      businessLevel: idea.level,
      analysisContent: composeOfflineAnalysis({ idea, userInput: "gosto de trabalhar com pessoas" }),
      userInput: "gosto de trabalhar com pessoas",
      businessDescription: idea.description,
      investment: idea.investment,
      potentialReturn: idea.potentialReturn,
    });
  }
  const done = Math.floor(random() * STEP_IDS.length);
  const rows = STEP_IDS.slice(0, done).map((step) => ({ userId: user.id, step, completed: true }));
  if (rows.length > 0) await getDb().insert(journeyProgress).values(rows).onConflictDoNothing().run();
  if (i < COOKIES) {
    const session = await createUserSession(user.id);
    cookies.push((await commitSessionCookie(new Request("http://localhost/"), session)).split(";")[0]!);
  }
}
// The shop page case (decision 028): the first person's published shop with 12 products.
{
  const owner = await getDb().select({ id: users.id }).from(users).where(eq(users.email, "bench-0@example.com")).get();
  if (owner) {
    for (let p = 0; p < 12; p++)
      await createProduct(owner.id, {
        name: `Produto ${p + 1}`,
        unit: "un",
        kind: "revenda",
        costCents: 500,
        priceCents: 990 + p * 100,
        stock: null,
      });
    await saveStore(owner.id, {
      slug: "bench-loja",
      name: "Loja do Benchmark",
      description: "Doze produtos",
      city: "São Paulo",
      hours: null,
      delivery: true,
      deliveryFeeCents: 500,
      pickup: true,
      whatsapp: "11987654321",
      pixKeyType: "phone",
      pixKey: "+5511987654321",
      published: true,
      productIds: null,
    });
  }
}
fs.writeFileSync(out, JSON.stringify(cookies));
await closeDatabase();
console.log(`semeados ${USERS} usuários em ${((performance.now() - started) / 1000).toFixed(1)} s`);
