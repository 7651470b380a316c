export function zip(
  parts: Record<string, string | Uint8Array | { deflated: Uint8Array; crc: number; size: number; declaredSize?: number }>,
): Uint8Array;
export function xfdSheet(rows?: number): Uint8Array;
export function lyingZip(megabytes?: number): Promise<Uint8Array>;
export function sharedStringsBomb(megabytes?: number): Uint8Array;
