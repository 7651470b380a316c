// One of the two processes of tests/concurrency/two-processes.test.ts: at START_AT it fires, all at
// once, demo sign-ins (some e-mails also signed in by the other process at the same moment) and
// strategy saves, activations and deletes on strategies the other process deletes too. Prints one
// JSON line: the outcomes and every error thrown (a route would have answered 500 for each).
import { closeDatabase, prepareDatabase } from "#db/client.server";
import { claimAll } from "~/models/rate-limit.server";
import { deleteStrategy, saveStrategy, setActiveStrategy } from "~/models/saved-business.server";
import { signInDemo } from "~/models/user.server";

type Plan = {
  name: string;
  ownEmails: string[];
  sharedEmails: string[];
  browserKey: string;
  strategies: Array<{ userId: string; id: string }>;
  saveFor: string[];
  /** Claims against one shared limit (and a per-process one before it, given back when refused). */
  claims: { shared: { name: string; max: number; key: string }; own: { name: string; max: number; key: string }; times: number };
};

const plan = JSON.parse(process.argv[2] ?? "{}") as Plan;
const startAt = Number(process.env.START_AT ?? Date.now());
await prepareDatabase();
await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - Date.now())));

const errors: string[] = [];
const outcomes: Record<string, number> = {};
const count = (key: string) => (outcomes[key] = (outcomes[key] ?? 0) + 1);
// Drizzle wraps the driver's error ("Failed query: …"); the cause says what the engine answered.
const describeError = (error: unknown): string => {
  const parts: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; current = (current as { cause?: unknown }).cause, depth++) {
    const code = (current as { code?: unknown }).code;
    parts.push(`${code ? `[${String(code)}] ` : ""}${current instanceof Error ? current.message.split("\n")[0] : String(current)}`);
  }
  return parts.join(" ← ");
};
const guarded = (kind: string, work: () => Promise<string>) =>
  work().then(
    (outcome) => count(`${kind}:${outcome}`),
    (error: unknown) => errors.push(`${kind}: ${describeError(error)}`),
  );

await Promise.all([
  ...[...plan.ownEmails, ...plan.sharedEmails].map((email) =>
    guarded("signIn", async () => {
      const outcome = await signInDemo({ name: "Pessoa Concorrente", email, browserKey: plan.browserKey });
      return outcome.ok ? (outcome.result.isNew ? "created" : "opened") : outcome.reason;
    }),
  ),
  ...plan.strategies.map(({ userId, id }) =>
    guarded("delete", async () => {
      const deleted = await deleteStrategy(userId, id);
      return deleted === null ? "gone" : deleted.wasActive ? "deletedActive" : "deleted";
    }),
  ),
  ...plan.strategies.map(({ userId, id }) =>
    guarded("activate", async () => ((await setActiveStrategy(userId, id)) ? "activated" : "gone")),
  ),
  ...plan.saveFor.map((userId, index) =>
    guarded("save", async () => {
      const saved = await saveStrategy(userId, {
        businessName: `Negócio ${plan.name} ${index}`,
        analysisContent: "Análise de teste",
        analysisId: `analysis-${index}`,
      });
      return saved.alreadySaved ? "alreadySaved" : "saved";
    }),
  ),
  ...Array.from({ length: plan.claims.times }, () =>
    guarded("claim", async () => {
      const { own, shared } = plan.claims;
      const refused = await claimAll([
        [{ name: own.name, max: own.max, windowMs: 60_000 }, own.key],
        [{ name: shared.name, max: shared.max, windowMs: 60_000 }, shared.key],
      ]);
      return refused ? "refused" : "allowed";
    }),
  ),
]);
await closeDatabase();
console.log(JSON.stringify({ name: plan.name, outcomes, errors }));
