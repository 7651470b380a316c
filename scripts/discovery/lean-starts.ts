/**
 * Prints the lean start of every idea of the catalogue (decision 031), to read them all at once:
 * id, archetype, MEI flag, formalisation, total, the equipment bought first and what waits for the
 * growth step. Run: node scripts/run-ts.mjs scripts/discovery/lean-starts.ts [archetype-or-id]
 * [owned-kinds, comma-separated] — with owned kinds it also prints every line of the start.
 */
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import type { AssetKind } from "~/modules/economics/assets";
import { leanStart } from "~/modules/economics/lean-start";

const only = process.argv[2];
const owned = (process.argv[3]?.split(",").filter(Boolean) ?? []) as AssetKind[];
for (const idea of CATALOGUE) {
  if (only && idea.id !== only && idea.economics.archetype !== only) continue;
  const lean = leanStart(idea, owned);
  const kept = lean.items.filter((l) => l.group === "equipamento").map((l) => `${l.item} = ${l.value}`);
  console.log(`## ${idea.id} [${idea.economics.archetype}] mei=${idea.mei} ${lean.formalization} total=${lean.total}`);
  console.log(`   primeiro: ${kept.join(" | ") || "—"}`);
  console.log(`   depois:   ${lean.postponed.map((p) => `${p.item} = ${p.value}`).join(" | ") || "—"}`);
  if (owned.length > 0) {
    for (const l of lean.items) console.log(`   · [${l.group}] ${l.item} = ${l.value}${l.owned ? " (já tem)" : ""}`);
    console.log(`   ${lean.workingCapitalRule}`);
  }
}
