/**
 * One drawing at a time per person (logo, cards, flyer, post images): a second request while the
 * first still renders gets 503 with Retry-After instead of queueing more work on this process.
 * In-process only; the shared worker pool (runHeavyJob, another branch) will take this job later.
 */
const busy = new Set<string>();

export const RENDER_RETRY_AFTER_SECONDS = 2;

export async function withRenderSlot<T>(ownerKey: string, work: () => Promise<T>): Promise<T> {
  if (busy.has(ownerKey)) {
    throw new Response("Ainda estamos desenhando o seu arquivo anterior. Tente de novo em alguns segundos.", {
      status: 503,
      headers: {
        "Retry-After": String(RENDER_RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
        "Content-Type": "text/plain; charset=utf-8",
      },
    });
  }
  busy.add(ownerKey);
  try {
    return await work();
  } finally {
    busy.delete(ownerKey);
  }
}
