// Median time of one offline-matcher query over the whole catalogue (issue 5 target: ≤ 2 ms).
// Run: npm run bench:matcher
import { matchIdeas } from "~/modules/ai/offline/matcher";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";

const QUERIES = [
  "Adoro cozinhar, faço bolos e doces para a família e queria começar em casa com menos de mil reais.",
  "Tenho carro e conheço bem a cidade, gosto de dirigir e de conversar com as pessoas.",
  "Sou apaixonada por cachorros, passeio com os cães do prédio.",
  "Trabalho com computador há anos, sei formatar e resolver problemas de internet.",
  "Sei costurar, faço ajustes de roupas e gosto de moda.",
  "Fui pedreiro, sei assentar piso e fazer pequenas reformas; tenho 5 mil reais.",
];
const RUNS = Number(process.argv[2] ?? 2000);

matchIdeas("aquecimento", CATALOGUE); // builds the index once, as the server does at first use
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const query = QUERIES[i % QUERIES.length]!;
  const start = performance.now();
  matchIdeas(query, CATALOGUE);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const pct = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(`offline matcher — ${CATALOGUE.length} ideias, ${RUNS} consultas`);
console.log(`mediana ${pct(50).toFixed(3)} ms · p90 ${pct(90).toFixed(3)} ms · p99 ${pct(99).toFixed(3)} ms · máx ${times.at(-1)!.toFixed(3)} ms`);
console.log(pct(50) <= 2 ? "meta (mediana ≤ 2 ms): atingida" : "meta (mediana ≤ 2 ms): NÃO atingida");
