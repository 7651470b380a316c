import { describe, expect, it } from "vitest";
import { atMost, QueueTimeout } from "./turns.server";

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));

describe("atMost", () => {
  it("never runs more than its limit at once, and runs every call in the order it came", async () => {
    const limited = atMost(3);
    let running = 0;
    let highest = 0;
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        limited(async () => {
          running++;
          highest = Math.max(highest, running);
          order.push(i);
          await tick();
          running--;
        }),
      ),
    );
    expect(highest).toBe(3);
    expect(order).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it("with a limit of 1 is a queue, and a failure frees the turn for the next call", async () => {
    const queue = atMost(1);
    const events: string[] = [];
    const first = queue(async () => {
      events.push("a start");
      await tick();
      events.push("a end");
      throw new Error("falhou");
    });
    const second = queue(async () => {
      events.push("b");
      return "ok";
    });
    await expect(first).rejects.toThrow("falhou");
    await expect(second).resolves.toBe("ok");
    expect(events).toEqual(["a start", "a end", "b"]);
  });

  it("a call that waits past waitMs gives up with a QueueTimeout and leaves the queue; the others keep their order", async () => {
    const queue = atMost(1, { waitMs: 20 });
    let finish!: () => void;
    const first = queue(() => new Promise<void>((resolve) => (finish = resolve)));
    const late = queue(async () => "never");
    await expect(late).rejects.toBeInstanceOf(QueueTimeout);
    const next = queue(async () => "next");
    finish();
    await first;
    await expect(next).resolves.toBe("next");
  });

  it("a call that keeps its turn past holdMs loses it: told once, and the next call runs", async () => {
    const queue = atMost(1, { holdMs: 20 });
    let overruns = 0;
    let finish!: () => void;
    const hung = queue(
      () => new Promise<void>((resolve) => (finish = resolve)),
      () => overruns++,
    );
    await expect(queue(async () => "runs")).resolves.toBe("runs");
    expect(overruns).toBe(1);
    finish();
    await hung;
    // Its late end frees nothing twice: the queue still holds one call at a time.
    let running = 0;
    let highest = 0;
    await Promise.all(
      Array.from({ length: 5 }, () =>
        queue(async () => {
          highest = Math.max(highest, ++running);
          await tick();
          running--;
        }),
      ),
    );
    expect(highest).toBe(1);
  });
});
