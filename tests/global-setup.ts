import { buildHeavyWorker, testWorkerFile } from "../scripts/build-heavy-worker.mjs";
import { ensureSqld } from "../scripts/sqld/ensure-sqld.mjs";

// With TEST_DB_ENGINE=libsql every test file starts its own sqld (tests/setup-env.ts): the binary
// is fetched and checked once here, before the workers start, rather than by several at once.
// The heavy-work pool's worker (decision 026) is bundled once per run as `npm run build` does
// (about 0.3 s); tests/setup-env.ts points HEAVY_WORKER_FILE at it in every test file.
export default async function setup() {
  if (process.env.TEST_DB_ENGINE === "libsql") ensureSqld();
  await buildHeavyWorker(testWorkerFile());
}
