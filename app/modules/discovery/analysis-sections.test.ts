import { describe, expect, it } from "vitest";
import { cleanSectionTitle, splitAnalysis } from "./analysis-sections";

describe("splitAnalysis", () => {
  it("splits on blank lines, taking the first line as the title without numbering or bold", () => {
    const text =
      "**1. Visão geral**\nUm negócio simples.\n\n2) Público e mercado:\nVizinhos e empresas.\nLinha 2.\n\n### 3. Riscos\n- Concorrência";
    expect(splitAnalysis(text)).toEqual([
      { title: "Visão geral", content: "Um negócio simples." },
      { title: "Público e mercado", content: "Vizinhos e empresas.\nLinha 2." },
      { title: "Riscos", content: "- Concorrência" },
    ]);
  });

  it("handles Windows line endings and blank lines made of spaces", () => {
    expect(splitAnalysis("**A**\r\nx\r\n   \r\n**B**\r\ny")).toHaveLength(2);
  });

  it("falls back to one 'Análise Completa' section when no block has a title and content", () => {
    expect(splitAnalysis("Texto corrido sem seções.")).toEqual([{ title: "Análise Completa", content: "Texto corrido sem seções." }]);
    expect(splitAnalysis("   ")).toEqual([]);
  });

  it("cleans titles", () => {
    expect(cleanSectionTitle("**12. Primeiros 30 dias**")).toBe("Primeiros 30 dias");
    expect(cleanSectionTitle("- __Formalização__:")).toBe("Formalização");
  });
});
