import { describe, expect, it } from "vitest";
import { BRAZILIAN_DDDS, parseBrazilianPhone } from "./phone";

const ok = (input: string) => {
  const result = parseBrazilianPhone(input);
  if (!result.ok) throw new Error(`${input}: ${result.error}`);
  return result.phone;
};
const error = (input: string | null) => {
  const result = parseBrazilianPhone(input);
  if (result.ok) throw new Error(`${input} was accepted as ${result.phone}`);
  return result.error;
};

describe("parseBrazilianPhone", () => {
  it("formats mobiles (DDD + 9 digits) and landlines (DDD + 8 digits) however they are typed", () => {
    expect(ok("11988887777")).toBe("(11) 98888-7777");
    expect(ok("(11) 98888-7777")).toBe("(11) 98888-7777");
    expect(ok(" 11 9 8888 7777 ")).toBe("(11) 98888-7777");
    expect(ok("+55 (21) 99999-0000")).toBe("(21) 99999-0000");
    expect(ok("5521999990000")).toBe("(21) 99999-0000");
    expect(ok("011 98888-7777")).toBe("(11) 98888-7777");
    expect(ok("1133334444")).toBe("(11) 3333-4444");
    expect(ok("(99) 2345.6789")).toBe("(99) 2345-6789");
    expect(parseBrazilianPhone("(11) 98888-7777")).toEqual({
      ok: true,
      phone: "(11) 98888-7777",
      digits: "11988887777",
      e164: "5511988887777",
      mobile: true,
    });
  });

  it("says what is wrong", () => {
    expect(error("")).toBe("Informe seu telefone com DDD, por exemplo (11) 98888-7777.");
    expect(error(null)).toMatch(/^Informe seu telefone com DDD/);
    expect(error("abc")).toBe("O telefone deve ter só números (pode usar espaços, parênteses e traço), por exemplo (11) 98888-7777.");
    expect(error("11 9888a-7777")).toMatch(/só números/);
    expect(error("98888-7777")).toBe("O telefone tem 9 dígitos; com o DDD são 10 (fixo) ou 11 (celular), por exemplo (11) 98888-7777.");
    expect(error("1")).toMatch(/^O telefone tem 1 dígito;/);
    expect(error("1".repeat(60))).toBe(
      "O telefone tem 60 dígitos, mais do que um número do Brasil: com o DDD são 10 (fixo) ou 11 (celular).",
    );
    expect(error("(20) 98888-7777")).toBe("O DDD 20 não existe. Confira os dois primeiros números (por exemplo (11) 98888-7777).");
    expect(error("(11) 88888-7777")).toBe("Celular tem 9 dígitos depois do DDD e começa com 9, por exemplo (11) 98888-7777.");
    expect(error("(11) 8888-7777")).toBe("Celular tem 9 dígitos depois do DDD: acrescente o 9 no início do número.");
    expect(error("+1 212 555 0100")).toBe("Use um telefone do Brasil (código +55).");
  });

  it("knows the 67 DDDs of the numbering plan", () => {
    expect(BRAZILIAN_DDDS.size).toBe(67);
    for (const ddd of ["11", "21", "61", "71", "85", "92", "99"]) expect(BRAZILIAN_DDDS.has(ddd)).toBe(true);
    for (const ddd of ["10", "20", "23", "30", "36", "50", "52", "56", "60", "70", "72", "76", "78", "80", "90"])
      expect(BRAZILIAN_DDDS.has(ddd)).toBe(false);
  });
});
