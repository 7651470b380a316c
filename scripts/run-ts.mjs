#!/usr/bin/env node
// Runs a TypeScript script of this repo (with the app's `~` and `#db` aliases) by bundling it
// with esbuild into a temporary file first: no ts-node/tsx needed. Usage: node scripts/run-ts.mjs FILE.ts [args]
import { pathToFileURL } from "node:url";
import { bundleTs } from "./lib/bundle-ts.mjs";

const [entry, ...args] = process.argv.slice(2);
if (!entry) {
  console.error("uso: node scripts/run-ts.mjs ARQUIVO.ts [argumentos]");
  process.exit(2);
}
const bundle = await bundleTs(entry);
process.argv = [process.argv[0], entry, ...args];
try {
  await import(pathToFileURL(bundle.file).href);
} finally {
  bundle.cleanup();
}
