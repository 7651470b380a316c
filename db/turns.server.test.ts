import { describe, expect, it } from "vitest";
import { atMost } from "./turns.server";

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
});
