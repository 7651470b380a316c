import { describe, expect, it } from "vitest";
import { INTERESTS_MAX, interestsNotice, interestsSchema, REQUIRED_INTERESTS } from "./discovery-schemas";

describe("interestsNotice (issue 13 item 14)", () => {
  it("says 'Campo obrigatório' only for an empty text", () => {
    expect(interestsNotice("")).toEqual(REQUIRED_INTERESTS);
    expect(interestsNotice("   ")).toEqual(REQUIRED_INTERESTS);
    expect(interestsNotice(null)).toEqual(REQUIRED_INTERESTS);
  });

  it("says a text is too long, with its length", () => {
    expect(interestsNotice("a".repeat(INTERESTS_MAX + 345))).toEqual({
      title: "Texto longo demais",
      description: "Seu texto tem 2.345 caracteres; resuma em até 2.000.",
    });
    const field = interestsSchema.safeParse({ interests: "a".repeat(INTERESTS_MAX + 1) });
    expect(field.success ? null : field.error.issues[0]?.message).toBe("Descreva em até 2000 caracteres.");
  });
});
