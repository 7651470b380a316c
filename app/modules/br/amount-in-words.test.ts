import { describe, expect, it } from "vitest";
import { amountInWords, integerInWords } from "./amount-in-words";

describe("amountInWords", () => {
  it.each([
    [0, "zero real"],
    [1, "um centavo"],
    [50, "cinquenta centavos"],
    [100, "um real"],
    [101, "um real e um centavo"],
    [200, "dois reais"],
    [1_000, "dez reais"],
    [1_500, "quinze reais"],
    [2_150, "vinte e um reais e cinquenta centavos"],
    [10_000, "cem reais"],
    [10_100, "cento e um reais"],
    [12_345, "cento e vinte e três reais e quarenta e cinco centavos"],
    [99_999, "novecentos e noventa e nove reais e noventa e nove centavos"],
    [100_000, "mil reais"],
    [100_100, "mil e um reais"],
    [105_000, "mil e cinquenta reais"],
    [120_000, "mil e duzentos reais"],
    [125_000, "mil duzentos e cinquenta reais"],
    [199_900, "mil novecentos e noventa e nove reais"],
    [200_000, "dois mil reais"],
    [2_100_000, "vinte e um mil reais"],
    [10_000_000, "cem mil reais"],
    [10_010_000, "cem mil e cem reais"],
    [8_100_000, "oitenta e um mil reais"],
    [100_000_000, "um milhão de reais"],
    [200_000_000, "dois milhões de reais"],
    [100_000_100, "um milhão e um reais"],
    [120_000_000, "um milhão e duzentos mil reais"],
    [200_101_010, "dois milhões mil e dez reais e dez centavos"],
    [123_456_789, "um milhão duzentos e trinta e quatro mil quinhentos e sessenta e sete reais e oitenta e nove centavos"],
  ])("%i centavos → %s", (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  it("refuses what is not an amount", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => integerInWords(1e12)).toThrow(RangeError);
  });

  it("counts the teens and round tens", () => {
    expect([11, 14, 16, 17, 19, 30, 90].map(integerInWords)).toEqual([
      "onze",
      "quatorze",
      "dezesseis",
      "dezessete",
      "dezenove",
      "trinta",
      "noventa",
    ]);
  });
});
