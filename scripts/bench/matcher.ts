// Offline matcher on the persona set of issue 19 (tests/fixtures/personas.ts): relevance (top-1,
// top-3), picks breaking a stated budget or constraint, and the median time of one query.
// Run: npm run bench:matcher [runs]   (verbose list of misses: npm run bench:matcher -- 2000 -v)
import { matchIdeas } from "~/modules/ai/offline/matcher";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { evaluatePersonas } from "../../tests/fixtures/persona-eval";
import { PERSONAS } from "../../tests/fixtures/personas";

const RUNS = Number(process.argv[2] ?? 2000);
const verbose = process.argv.includes("-v");
const pct = (value: number) => `${(value * 100).toFixed(1)} %`;

const report = evaluatePersonas(CATALOGUE);
console.log(`personas: ${report.personas} · ideias no catálogo: ${CATALOGUE.length} · sugestões: ${report.picks}`);
console.log(`top-1 relevante: ${pct(report.top1)} (meta ≥ 80 %) · top-3 relevante: ${pct(report.top3)} (meta ≥ 95 %)`);
console.log(
  `acima de 1,2× o orçamento dito: ${report.overBudgetPicks} (meta 0) · contra uma restrição/negação dita: ${report.contradictingPicks} (meta 0)`,
);
console.log(
  `regulamentadas sem a formação dita: ${report.regulatedPicks} · "entrada mais barata" (nada cabia no orçamento, e a sugestão diz isso): ${report.cheapestWayInPicks}`,
);
for (const o of report.outcomes) {
  const bad = o.overBudget.length + o.contradicting.length + o.regulatedWithoutCredential.length > 0;
  if (verbose && (!o.top1 || bad)) {
    console.log(
      `${o.top3 ? (o.top1 ? "   " : "~1 ") : "✗3 "}${o.persona.text}\n     → ${o.picks.map((p) => p.id).join(", ")}${bad ? `\n     ! ${[...o.overBudget, ...o.contradicting, ...o.regulatedWithoutCredential].join(", ")}` : ""}`,
    );
  }
}

matchIdeas("aquecimento", CATALOGUE); // builds the index once, as the server does at first use
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const query = PERSONAS[i % PERSONAS.length]!.text;
  const start = performance.now();
  matchIdeas(query, CATALOGUE);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  `tempo por consulta (${RUNS} consultas): mediana ${at(50).toFixed(3)} ms · p90 ${at(90).toFixed(3)} ms · p99 ${at(99).toFixed(3)} ms · máx ${times.at(-1)!.toFixed(3)} ms`,
);
console.log(at(50) <= 2 ? "meta (mediana ≤ 2 ms): atingida" : "meta (mediana ≤ 2 ms): NÃO atingida");
