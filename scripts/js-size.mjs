#!/usr/bin/env node
// First-load JavaScript of a page: every script and modulepreload its HTML references, gzipped.
//   node scripts/js-size.mjs [url ...]        (default http://127.0.0.1:3000/)
//   node scripts/js-size.mjs --max-kb 110 URL  exits 1 when a page is over the budget.
import { gzipSync } from "node:zlib";

/** The JavaScript addresses an HTML page references (scripts with src, modulepreloads, imports). */
export function referencedScripts(html, pageUrl) {
  const found = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)) found.add(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi)) {
    const href = /\bhref="([^"]+)"/i.exec(match[0]);
    if (href) found.add(href[1]);
  }
  // Remix's inline module script imports the entry and the route modules.
  for (const match of html.matchAll(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/gi)) {
    for (const spec of match[1].matchAll(/import\s*(?:[^"']*?from\s*)?["']([^"']+\.js)["']/g)) found.add(spec[1]);
  }
  return [...found].map((src) => new URL(src.replaceAll("&amp;", "&"), pageUrl).href);
}

/** `headers` lets a caller measure a signed-in page (e.g. { cookie }). */
export async function measurePage(pageUrl, headers = {}) {
  const response = await fetch(pageUrl, { headers: { "user-agent": "js-size", ...headers }, redirect: "manual" });
  if (!response.ok) throw new Error(`${pageUrl}: HTTP ${response.status}`);
  const html = await response.text();
  const files = [];
  for (const url of referencedScripts(html, pageUrl)) {
    const asset = await fetch(url, { headers: { "accept-encoding": "identity" } });
    if (!asset.ok) throw new Error(`${url}: HTTP ${asset.status}`);
    const raw = Buffer.from(await asset.arrayBuffer());
    files.push({ url, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length });
  }
  const total = files.reduce((sum, file) => sum + file.gzip, 0);
  return { pageUrl, files, total };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

async function main(argv) {
  let maxKb;
  const urls = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--max-kb") maxKb = Number(argv[++i]);
    else urls.push(argv[i]);
  }
  if (urls.length === 0) urls.push(`http://127.0.0.1:${process.env.PORT ?? 3000}/`);
  let over = false;
  for (const url of urls) {
    const result = await measurePage(url);
    console.log(`\n${url}`);
    for (const file of result.files) {
      console.log(`  ${kb(file.gzip).padStart(7)} KB gzip  ${kb(file.raw).padStart(7)} KB raw  ${new URL(file.url).pathname}`);
    }
    console.log(`  ${kb(result.total).padStart(7)} KB gzip in total (${result.files.length} files)`);
    if (maxKb !== undefined && result.total > maxKb * 1024) {
      console.error(`  over the budget of ${maxKb} KB`);
      over = true;
    }
  }
  process.exitCode = over ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
