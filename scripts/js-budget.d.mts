export type BuiltFile = { url: string; raw: number; gzip: number; modules: Map<string, number> };
export type PageMeasure = {
  routeId: string;
  files: BuiltFile[];
  modules: Map<string, number>;
  total: number;
};
export type BudgetPage = PageMeasure & {
  kind: "signed-in" | "public";
  ratio: number;
  limit: number;
  packages: [string, number][];
  forbidden: [string, number][];
  large: [string, number][];
};
export type Floor = { floor: PageMeasure; framework: Set<string> };
export type RemixManifest = {
  entry: { module: string; imports?: string[] };
  routes: Record<string, { id: string; parentId?: string; path?: string; index?: boolean; module: string; imports?: string[] }>;
};

export const BARE_APP: string;
export const SIGNED_IN_RATIO: number;
export const PUBLIC_RATIO: number;
export const FORBIDDEN_PACKAGES: RegExp[];
export const LARGE_PACKAGE_BYTES: number;
export function buildRemix(appRoot: string, outDir: string, env?: Record<string, string>): string;
export function readManifest(outDir: string): RemixManifest;
export function pageScripts(manifest: RemixManifest, routeId: string): string[];
export function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number>;
export function moduleName(source: string): string;
export function measureFile(outDir: string, url: string): BuiltFile;
export function measurePageBuild(outDir: string, manifest: RemixManifest, routeId: string): PageMeasure;
export function listPages(appRoot: string, manifest: RemixManifest): string[];
export function isSignedInPage(routeId: string): boolean;
export function measureFloor(bareOut: string): Floor;
export function measurePages(outDir: string, routeIds: string[], floor: Floor): BudgetPage[];
export function measureBudget(options?: { scratch?: string }): Floor & { scratch: string; pages: BudgetPage[] };
export function describeModules(page: PageMeasure, count?: number): string;
export function formatTable(result: { floor: PageMeasure; pages: BudgetPage[] }): string;
export function budgetFailures(result: { floor: PageMeasure; pages: BudgetPage[] }): string[];
