/**
 * Prints the lean start of every idea of the catalogue (decision 031), to read them all at once:
 * id, archetype, MEI flag, formalisation, total, the equipment bought first and what waits for the
 * growth step. Run: node scripts/run-ts.mjs scripts/discovery/lean-starts.ts [archetype-or-id]
 */
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { leanStart } from "~/modules/economics/lean-start";

const only = process.argv[2];
for (const idea of CATALOGUE) {
  if (only && idea.id !== only && idea.economics.archetype !== only) continue;
  const lean = leanStart(idea);
  const kept = lean.items.filter((l) => l.group === "equipamento").map((l) => `${l.item} = ${l.value}`);
  console.log(`## ${idea.id} [${idea.economics.archetype}] mei=${idea.mei} ${lean.formalization} total=${lean.total}`);
  console.log(`   primeiro: ${kept.join(" | ") || "—"}`);
  console.log(`   depois:   ${lean.postponed.map((p) => `${p.item} = ${p.value}`).join(" | ") || "—"}`);
}
