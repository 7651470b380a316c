#!/usr/bin/env node
// The first-load JavaScript budget of every page, measured from builds rather than assumed.
//   node scripts/js-budget.mjs          builds the app and the bare Remix app, prints the table,
//                                       exits 1 when a page is over its budget.
// tests/js-budget.test.ts runs the same measurement in `npm test`.
//
// What a page loads first is what Remix's <Scripts> puts in the document: the client entry and
// its imports, then every matched route module (root → layouts → page) and its imports, each as
// a <link rel="modulepreload"> (the manifest is inline with lazy route discovery). So the set of
// files is read from the build's manifest; e2e/js-budget.spec.ts checks that the served documents
// reference exactly that set. Both apps are built with source maps into a scratch folder, so the
// bytes of each file can be attributed to the modules (npm packages or app files) they came from.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BARE_APP = path.join(ROOT, "tests/js-budget/bare-remix");

/** Signed-in pages may ship this much of the bare page's JavaScript; public pages less. */
export const SIGNED_IN_RATIO = 1.3;
export const PUBLIC_RATIO = 1.15;
/** Validators and widget kits that must never reach the browser again (the server validates). */
export const FORBIDDEN_PACKAGES = [/^zod$/, /^@conform-to\/zod$/, /^@radix-ui\//, /^@google\/genai$/, /^drizzle-orm$/];
/** Any other package (not part of the bare page) this large in one page is reported as large. */
export const LARGE_PACKAGE_BYTES = 6 * 1024;

/** Builds a Remix app (classic compiler) with source maps into `outDir`; its remix.config.js reads REMIX_OUT_DIR. */
export function buildRemix(appRoot, outDir, env = {}) {
  const cli = path.join(ROOT, "node_modules/@remix-run/dev/dist/cli.js");
  const run = spawnSync(process.execPath, [cli, "build", "--sourcemap"], {
    cwd: appRoot,
    env: { ...process.env, NODE_ENV: "production", REMIX_OUT_DIR: outDir, ...env },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`remix build falhou em ${appRoot}:\n${run.stdout}\n${run.stderr}`);
  return outDir;
}

export function readManifest(outDir) {
  const dir = path.join(outDir, "public/build");
  const file = fs.readdirSync(dir).find((name) => /^manifest-[A-Z0-9]+\.js$/.test(name));
  if (!file) throw new Error(`sem manifest em ${dir}`);
  const source = fs.readFileSync(path.join(dir, file), "utf8");
  return JSON.parse(source.replace(/^window\.__remixManifest=/, "").replace(/;\s*$/, ""));
}

/** The scripts a document for `routeId` preloads, in Remix's order (entry, then root → leaf). */
export function pageScripts(manifest, routeId) {
  const chain = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) {
    if (!manifest.routes[id]) throw new Error(`rota ${id} não está no manifest`);
    chain.unshift(manifest.routes[id]);
  }
  const urls = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const route of chain) for (const url of [route.module, ...(route.imports ?? [])]) urls.add(url);
  return [...urls];
}

// Base64 VLQ, as in source maps v3.
const B64 = Object.fromEntries([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"].map((c, i) => [c, i]));
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = B64[char];
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Bytes of generated code per original source, from a file's source map. */
export function bytesPerSource(code, map) {
  const lines = code.split("\n");
  const bytes = new Map();
  let source = 0;
  map.mappings.split(";").forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? "";
    const segments = lineMappings ? lineMappings.split(",").map(decodeSegment) : [];
    let column = 0;
    const starts = [];
    for (const segment of segments) {
      column += segment[0];
      if (segment.length >= 4) source += segment[1];
      starts.push({ column, source: segment.length >= 4 ? source : null });
    }
    starts.forEach((start, i) => {
      if (start.source === null) return;
      const end = i + 1 < starts.length ? starts[i + 1].column : line.length;
      const name = map.sources[start.source];
      bytes.set(name, (bytes.get(name) ?? 0) + Math.max(0, end - start.column));
    });
  });
  return bytes;
}

/** "zod", "@radix-ui/react-dialog", or the app file ("app/components/chat/chat-panel.tsx"). */
export function moduleName(source) {
  const normalized = source.replaceAll("\\", "/");
  const nm = normalized.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const parts = normalized.slice(nm + "node_modules/".length).split("/");
    return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const app = normalized.indexOf("app/");
  return app >= 0 ? normalized.slice(app) : normalized.replace(/^(\.\.\/)+/, "");
}

const fileCache = new Map();
/** Size of one built file (gzip -9, without the source map comment) and its modules' shares of it. */
export function measureFile(outDir, url) {
  const key = `${outDir}|${url}`;
  if (fileCache.has(key)) return fileCache.get(key);
  const file = path.join(outDir, "public", url);
  const code = fs.readFileSync(file, "utf8").replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, "");
  const raw = Buffer.byteLength(code);
  const gzip = gzipSync(code, { level: 9 }).length;
  const modules = new Map();
  if (fs.existsSync(`${file}.map`)) {
    const perSource = bytesPerSource(code, JSON.parse(fs.readFileSync(`${file}.map`, "utf8")));
    const mapped = [...perSource.values()].reduce((a, b) => a + b, 0) || 1;
    // A module's share of the gzip size is estimated as its share of the file's mapped bytes.
    for (const [source, bytes] of perSource) {
      const name = moduleName(source);
      modules.set(name, (modules.get(name) ?? 0) + (gzip * bytes) / mapped);
    }
  }
  const result = { url, raw, gzip, modules };
  fileCache.set(key, result);
  return result;
}

export function measurePageBuild(outDir, manifest, routeId) {
  const files = pageScripts(manifest, routeId).map((url) => measureFile(outDir, url));
  const modules = new Map();
  for (const file of files) for (const [name, bytes] of file.modules) modules.set(name, (modules.get(name) ?? 0) + bytes);
  return { routeId, files, modules, total: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * Pages: route modules with a component that render at a URL of their own. Pathless layouts and
 * layouts with an index child are measured with their pages (a URL always matches a child then).
 */
export function listPages(appRoot, manifest) {
  const routes = Object.values(manifest.routes);
  const hasIndexChild = new Set(routes.filter((route) => route.index).map((route) => route.parentId));
  return routes
    .filter((route) => route.id !== "root" && (route.index || route.path !== undefined) && !hasIndexChild.has(route.id))
    .filter((route) => {
      const base = path.join(appRoot, "app", route.id);
      const file = [".tsx", ".ts", ".jsx", ".js"].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
      return file ? /export\s+default\b/.test(fs.readFileSync(file, "utf8")) : false;
    })
    .map((route) => route.id);
}

/** The app's layout for signed-in people (and the admin panel behind its own sign-in). */
export function isSignedInPage(routeId) {
  const id = routeId.replace(/^routes\//, "");
  return id.startsWith("_app.") || id === "admin" || id.startsWith("admin.");
}

/** The floor: the bare app's only page, and the npm packages it is made of (the framework). */
export function measureFloor(bareOut) {
  const floor = measurePageBuild(bareOut, readManifest(bareOut), "routes/_index");
  const framework = new Set([...floor.modules.keys()].filter((name) => !name.startsWith("app/") && !name.includes("bare-remix")));
  return { floor, framework };
}

/** Measures pages of a built app against the floor: total, limit, and the packages beyond the framework. */
export function measurePages(outDir, routeIds, { floor, framework }) {
  const manifest = readManifest(outDir);
  return routeIds.map((routeId) => {
    const page = measurePageBuild(outDir, manifest, routeId);
    const ratio = isSignedInPage(routeId) ? SIGNED_IN_RATIO : PUBLIC_RATIO;
    const packages = [...page.modules]
      .filter(([name]) => !name.startsWith("app/") && !name.startsWith("empty-module:") && !framework.has(name))
      .sort((a, b) => b[1] - a[1]);
    const forbidden = packages.filter(([name]) => FORBIDDEN_PACKAGES.some((pattern) => pattern.test(name)));
    const large = packages.filter(([, bytes]) => bytes > LARGE_PACKAGE_BYTES);
    return {
      ...page,
      kind: isSignedInPage(routeId) ? "signed-in" : "public",
      ratio,
      limit: floor.total * ratio,
      packages,
      forbidden,
      large,
    };
  });
}

/** Builds the bare app and this app (into `scratch`) and measures every page of this app. */
export function measureBudget({ scratch } = {}) {
  const ownScratch = !scratch;
  scratch ??= fs.mkdtempSync(path.join(os.tmpdir(), "js-budget-"));
  try {
    const base = measureFloor(buildRemix(BARE_APP, path.join(scratch, "bare")));
    const appOut = buildRemix(ROOT, path.join(scratch, "app"));
    const pages = measurePages(appOut, listPages(ROOT, readManifest(appOut)), base);
    return { scratch, ...base, pages };
  } catch (error) {
    // A failed build leaves no scratch folder behind (on success the caller removes it).
    if (ownScratch) fs.rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The largest contributors of a page, for a failure message: "chunk (KB): module KB, module KB". */
export function describeModules(page, count = 8) {
  return [...page.modules]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${kb(bytes)}`)
    .join(", ");
}

export function formatTable({ floor, pages }) {
  const lines = [`piso (Remix v2 sem nada, mesma versão): ${kb(floor.total)} gzip`];
  lines.push(`${"página (rota)".padEnd(48)} ${"gzip".padStart(9)} ${"razão".padStart(6)} ${"limite".padStart(6)}`);
  for (const page of [...pages].sort((a, b) => a.kind.localeCompare(b.kind) || a.routeId.localeCompare(b.routeId))) {
    const flag = page.total > page.limit || page.forbidden.length ? "  ← ACIMA" : "";
    lines.push(
      `${page.routeId.replace(/^routes\//, "").padEnd(48)} ${kb(page.total).padStart(9)} ${(page.total / floor.total).toFixed(2).padStart(6)} ${page.ratio.toFixed(2).padStart(6)}${flag}`,
    );
  }
  return lines.join("\n");
}

/** One line per broken rule, naming the page and the modules responsible. */
export function budgetFailures({ floor, pages }) {
  const failures = [];
  for (const page of pages) {
    const name = page.routeId.replace(/^routes\//, "");
    if (page.total > page.limit) {
      failures.push(
        `${name}: ${kb(page.total)} > ${kb(page.limit)} (${page.ratio}× o piso de ${kb(floor.total)}). ` +
          `Maiores módulos: ${describeModules(page)}` +
          (page.large.length ? `. Bibliotecas grandes: ${page.large.map(([n, b]) => `${n} ${kb(b)}`).join(", ")}` : ""),
      );
    }
    // One line per forbidden family (@radix-ui/* is a dozen packages).
    const families = new Map();
    for (const [pkg, bytes] of page.forbidden) {
      const family = FORBIDDEN_PACKAGES.find((pattern) => pattern.test(pkg)).source;
      const entry = families.get(family) ?? { names: [], bytes: 0 };
      entry.names.push(pkg);
      entry.bytes += bytes;
      families.set(family, entry);
    }
    for (const { names, bytes } of families.values()) {
      failures.push(
        `${name}: ${names.join(", ")} (${kb(bytes)}) voltou ao JavaScript do navegador: o servidor valida, o navegador não precisa disso`,
      );
    }
    for (const [pkg, bytes] of page.large) {
      if (page.total <= page.limit && !page.forbidden.some(([n]) => n === pkg)) {
        failures.push(`${name}: biblioteca grande no navegador: ${pkg} ${kb(bytes)} (limite por pacote ${kb(LARGE_PACKAGE_BYTES)})`);
      }
    }
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = measureBudget();
  try {
    console.log(formatTable(result));
    const failures = budgetFailures(result);
    for (const failure of failures) console.error(failure);
    process.exitCode = failures.length ? 1 : 0;
  } finally {
    fs.rmSync(result.scratch, { recursive: true, force: true });
  }
}
