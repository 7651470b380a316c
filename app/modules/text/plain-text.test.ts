// @db-engines: sqlite libsql
import { describe, expect, it } from "vitest";
import { demoLoginSchema } from "~/routes/auth.demo";
import { profileApiSchema, profileFormSchema } from "~/modules/profile/profile-schema";
import { saveStrategySchema } from "~/modules/discovery/discovery-schemas";
import { stripUnsafeCharacters } from "./plain-text";

// Finding 8: names and other short fields accepted NUL and right-to-left override characters.
describe("short text fields", () => {
  it("lose control and bidi-override characters, keep letters, accents and emoji", () => {
    expect(stripUnsafeCharacters("Ana\u0000 Lima")).toBe("Ana Lima");
    expect(stripUnsafeCharacters("João\u202Egnp.exe")).toBe("Joãognp.exe");
    expect(stripUnsafeCharacters("\u2066Zé\u2069 \u200FMaria\u061C")).toBe("Zé Maria");
    expect(stripUnsafeCharacters("Doces\nda\tVó 👩‍🍳")).toBe("Doces da Vó 👩‍🍳");
    expect(stripUnsafeCharacters("\u0085\u009B\u007F")).toBe(" ");
  });

  it("the shared schemas apply it before trimming and length checks", () => {
    const demo = demoLoginSchema.parse({ name: "\u202EAna Lima\u0000 ", email: "ana@example.com" });
    expect(demo.name).toBe("Ana Lima");
    expect(demoLoginSchema.safeParse({ name: "\u0000\u202E", email: "ana@example.com" }).success).toBe(false);
    const profile = profileApiSchema.parse({
      name: "Bia\u202E Souza",
      phone: "11\u0000 98888-7777",
      hasCNPJ: false,
      hasBusinessExperience: false,
    });
    expect([profile.name, profile.phone]).toEqual(["Bia Souza", "(11) 98888-7777"]);
    expect(profileFormSchema.shape.name.parse("Caio\u2067 Reis")).toBe("Caio Reis");
    const strategy = saveStrategySchema.parse({
      businessName: "Doceria\u202E",
      analysisContent: "Linha 1\nLinha 2",
      matchReason: "porque\u0000 sim",
    });
    expect(strategy.businessName).toBe("Doceria");
    expect(strategy.matchReason).toBe("porque sim");
    // Long texts keep their line breaks.
    expect(strategy.analysisContent).toBe("Linha 1\nLinha 2");
  });
});
