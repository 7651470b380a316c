import { describe, expect, it } from "vitest";
import { readLimited } from "./read-limited.server";

/** A POST whose body arrives in the given chunks, recording whether the reader cancelled it. */
function streamed(chunks: number[]) {
  const seen = { cancelled: false, pulled: 0 };
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next === chunks.length) return controller.close();
      seen.pulled++;
      controller.enqueue(new Uint8Array(chunks[next]!).fill(next + 1));
      next++;
    },
    cancel() {
      seen.cancelled = true;
    },
  });
  const request = new Request("http://127.0.0.1/upload", { method: "POST", body, duplex: "half" } as RequestInit);
  return { request, seen };
}

describe("readLimited", () => {
  it("returns a body of exactly the limit whole, in order, across chunks", async () => {
    const { request, seen } = streamed([3, 4, 3]);
    const body = await readLimited(request, 10);
    expect(Array.from(body ?? [])).toEqual([1, 1, 1, 2, 2, 2, 2, 3, 3, 3]);
    expect(seen.cancelled).toBe(false);
  });

  it("refuses a body one byte over the limit and stops reading it", async () => {
    const { request, seen } = streamed([6, 5, 100, 100]);
    expect(await readLimited(request, 10)).toBeNull();
    expect(seen.cancelled).toBe(true);
    expect(seen.pulled).toBeLessThan(4);
  });

  it("gives an empty body for a request without one, and for an empty stream", async () => {
    expect(await readLimited(new Request("http://127.0.0.1/upload", { method: "POST" }), 10)).toEqual(new Uint8Array(0));
    expect(await readLimited(streamed([]).request, 0)).toEqual(new Uint8Array(0));
  });

  it("a limit of zero refuses any byte", async () => {
    expect(await readLimited(streamed([1]).request, 0)).toBeNull();
  });
});
