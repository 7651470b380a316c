// Writes offline analyses of the given ideas (or one per archetype) to stdout, to read them:
// node scripts/run-ts.mjs scripts/catalogue/analysis-sample.ts [id ...]
import { composeOfflineAnalysis } from "~/modules/ai/offline/analysis";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";

const ids = process.argv.slice(2);
const seen = new Set<string>();
const ideas = ids.length
  ? ids.map((id) => CATALOGUE.find((i) => i.id === id)!)
  : CATALOGUE.filter((i) => !seen.has(i.economics.archetype) && seen.add(i.economics.archetype));
for (const idea of ideas) {
  console.log(`\n==================== ${idea.id} (${idea.economics.archetype})\n`);
  console.log(composeOfflineAnalysis({ idea, userInput: "gosto de trabalhar com isso" }));
}
