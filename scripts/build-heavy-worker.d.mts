export function buildHeavyWorker(outfile: string): Promise<string>;
export function testWorkerFile(root?: string): string;
