import { describe, expect, it } from "vitest";
import { stem } from "~/modules/language/pt-text";
import { understand } from "~/modules/language/query-understanding";
import { refusalsOf, refuses } from "./refusals";

const refusalsIn = (text: string) => refusalsOf(understand(text));

describe("what a person refuses, phrase by phrase", () => {
  it("refuses planned kitchens, not every idea with a kitchen in it", () => {
    const refusals = refusalsIn("não quero mais pegar cozinha planejada");
    expect(refuses(new Set(["marcen", "cozinh", "planej"]), refusals)).toBe(true);
    expect(refuses(new Set(["tabu", "cozinh", "mad"]), refusals)).toBe(false);
    // The refused words still never count as interests.
    expect(refusals.stems.has("cozinh")).toBe(true);
  });

  it("refuses every idea built on a one-word refusal, or on its synonym", () => {
    const refusals = refusalsIn("nada de moto");
    expect(refuses(new Set([stem("moto"), stem("entregas")]), refusals)).toBe(true);
    expect(refuses(new Set(["bolo", "doc"]), refusals)).toBe(false);
  });
});
