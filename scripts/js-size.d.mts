export function referencedScripts(html: string, pageUrl: string): string[];
export function measurePage(
  pageUrl: string,
  headers?: Record<string, string>,
): Promise<{
  pageUrl: string;
  files: { url: string; raw: number; gzip: number }[];
  total: number;
}>;
