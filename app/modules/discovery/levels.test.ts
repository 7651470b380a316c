import { describe, expect, it } from "vitest";
import { levelLabel } from "./levels";

describe("levelLabel", () => {
  it("nomeia os três níveis conhecidos", () => {
    expect(levelLabel(1)).toBe("Iniciante");
    expect(levelLabel(2)).toBe("Intermediário");
    expect(levelLabel(3)).toBe("Avançado");
  });

  it("usa 'Nível n' para os demais", () => {
    expect(levelLabel(0)).toBe("Nível 0");
    expect(levelLabel(4)).toBe("Nível 4");
  });
});
