import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { displayWords, normalize } from "~/modules/language/pt-text";
import { languageProblems } from "~/modules/site/language-check";
import { composeOfflineAnalysis, sharedWords } from "./analysis";
import { matchIdeas } from "./matcher";

// Decision 032, item 6: what the offline engine writes quotes Portuguese words, never its folded tokens.
const CAKE_TEXT = "Faço bolo de aniversário e pé de moleque em casa, aqui em Recife, e queria vender por encomenda.";
const cakes = CATALOGUE.find((idea) => idea.id === "bolos-de-aniversario-sob-encomenda")!;

describe("words shown to the person", () => {
  it("maps a joined compound back to the words the person wrote", () => {
    const shown = displayWords("Adoro Pé de Moleque e cachorros quentes");
    expect(normalize("pé de moleque")).toBe("pedemoleque");
    expect(shown.get("pedemoleque")).toBe("pé de moleque");
    expect(shown.get("cachorroquente")).toBe("cachorros quentes");
    expect(shown.get("adoro")).toBe("adoro");
  });

  it("the analysis's 'why you' uses the idea's accented words, even when the person typed none", () => {
    expect(sharedWords("bolo de aniversario", cakes)).toContain("aniversário");
    const analysis = composeOfflineAnalysis({ idea: cakes, userInput: CAKE_TEXT, person: { firstName: "Ana" } as never });
    expect(analysis).toContain("aniversário");
    expect(languageProblems(analysis)).toEqual([]);
  });

  it("no reason quotes an internal token, and every reason reads as accented Portuguese", () => {
    const picks = matchIdeas("Gosto de fazer pé de moleque, cachorro-quente e bolo de aniversário", CATALOGUE);
    expect(picks.length).toBeGreaterThan(0);
    for (const pick of picks) {
      expect(pick.matchReason).not.toMatch(/pedemoleque|cachorroquente|credencial:/);
      expect(languageProblems(pick.matchReason), pick.matchReason).toEqual([]);
    }
  });
});
