export const HEAVY_WORKER_ENTRY: string;
export function buildHeavyWorker(outfile: string): Promise<string>;
export function testWorkerFile(root?: string): string;
