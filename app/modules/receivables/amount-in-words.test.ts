import { describe, expect, test } from "vitest";
import { amountInWords, integerInWords } from "./amount-in-words";

describe("amountInWords", () => {
  test.each([
    [0, "zero real"],
    [1, "um centavo"],
    [2, "dois centavos"],
    [10, "dez centavos"],
    [100, "um real"],
    [101, "um real e um centavo"],
    [200, "dois reais"],
    [1_000, "dez reais"],
    [1_600, "dezesseis reais"],
    [2_100, "vinte e um reais"],
    [10_000, "cem reais"],
    [10_100, "cento e um reais"],
    [12_345, "cento e vinte e três reais e quarenta e cinco centavos"],
    [99_999, "novecentos e noventa e nove reais e noventa e nove centavos"],
    [100_000, "mil reais"],
    [100_001, "mil reais e um centavo"],
    [110_000, "mil e cem reais"],
    [102_000, "mil e vinte reais"],
    [123_400, "mil, duzentos e trinta e quatro reais"],
    [200_000, "dois mil reais"],
    [1_500_000, "quinze mil reais"],
    [10_000_000, "cem mil reais"],
    [100_000_000, "um milhão de reais"],
    [100_000_001, "um milhão de reais e um centavo"],
    [120_000_000, "um milhão e duzentos mil reais"],
    [200_000_000, "dois milhões de reais"],
    [200_101_010, "dois milhões, mil e dez reais e dez centavos"],
    [123_456_789, "um milhão, duzentos e trinta e quatro mil, quinhentos e sessenta e sete reais e oitenta e nove centavos"],
    [100_000_000_000, "um bilhão de reais"],
  ])("%i centavos → %s", (cents, words) => {
    expect(amountInWords(cents)).toBe(words);
  });

  test("refuses what is not whole centavos ≥ 0", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe("integerInWords", () => {
  test.each([
    [0, "zero"],
    [14, "catorze"],
    [19, "dezenove"],
    [80, "oitenta"],
    [100, "cem"],
    [115, "cento e quinze"],
    [500, "quinhentos"],
    [1_001, "mil e um"],
    [1_100, "mil e cem"],
    [1_101, "mil, cento e um"],
    [21_000, "vinte e um mil"],
    [1_000_000, "um milhão"],
    [2_000_300, "dois milhões e trezentos"],
    [1_001_000, "um milhão e mil"],
  ])("%i → %s", (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  test("refuses numbers past the billions", () => {
    expect(() => integerInWords(1e12)).toThrow(RangeError);
  });
});
