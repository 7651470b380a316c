/**
 * A request body read with a byte limit: request.formData() and request.arrayBuffer() have none of
 * their own, so an upload route reads the raw body through this first and answers with its own
 * message when the body is too big, instead of buffering whatever a client sends.
 */

/** The whole body (empty when there is none), or null as soon as it passes `limit` bytes (the rest is not read). */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
