import { describe, expect, it } from "vitest";
import { clientPhoneHint, dddOf } from "~/modules/br/phone";
import { tidyTags } from "./client-schema";
import { PRODUCT_UNITS } from "./form-limits";
import { formatCentsPlain } from "./money";
import { dueDateProblem, FRACTIONAL_UNITS, quantityProblem } from "./orders";
import { newProductHref } from "./pricing";
import { ORDER_FRACTIONS_HINT, STOCK_HINT } from "./quantity-rule";

// Decision 032: the rules behind what a person met on a phone.
describe("units and fractions: one rule, said where it applies", () => {
  it("sells by the hundred ('cento'), and half a hundred is 0,5", () => {
    expect(PRODUCT_UNITS).toContain("cento");
    expect(quantityProblem("cento", 500, false)).toBeNull();
    expect(quantityProblem("cento", 500, true)).toMatch(/estoque contado/);
  });

  it("the forms' words name exactly the units the order accepts in fractions, and the stock exception", () => {
    for (const unit of FRACTIONAL_UNITS) expect(quantityProblem(unit, 1500, false), unit).toBeNull();
    expect(quantityProblem("kg", 1500, true)).toMatch(/inteir/);
    expect(ORDER_FRACTIONS_HINT).toBe(
      "Quilo, litro, metro, hora e cento aceitam frações (1,5 kg; meio cento = 0,5), menos os produtos com estoque contado, vendidos em quantidades inteiras.",
    );
    expect(STOCK_HINT).toMatch(/quantidades inteiras/);
    for (const unit of PRODUCT_UNITS.filter((u) => !FRACTIONAL_UNITS.has(u)))
      expect(quantityProblem(unit, 1500, false), unit).toMatch(/inteiro/);
  });
});

describe("a fiado never falls due before its order", () => {
  it("refuses an earlier day with a sentence, accepts the same day and later ones", () => {
    expect(dueDateProblem("2026-11-25", "2026-11-26")).toBe(
      "Vencimento: o fiado não pode vencer antes do dia do pedido (26/11/2026); escolha essa data ou uma depois.",
    );
    expect(dueDateProblem("2026-11-26", "2026-11-26")).toBeNull();
    expect(dueDateProblem("2027-01-10", "2026-11-26")).toBeNull();
    expect(dueDateProblem(null, "2026-11-26")).toBeNull();
  });
});

describe("tags keep the person's casing", () => {
  it("keeps 'Boa Viagem' as typed, tidies spaces and keeps one of the same tag in other casings", () => {
    expect(tidyTags(["Boa Viagem", " vip ", "boa  viagem", "VIP", "", "Encomenda"])).toEqual(["Boa Viagem", "vip", "Encomenda"]);
    expect(tidyTags(["Água Fria", "água fria"])).toEqual(["Água Fria"]);
  });
});

describe("the client's phone example uses the person's DDD", () => {
  it("reads a DDD from a stored or typed phone, only when it is a real one", () => {
    expect(dddOf("(81) 98888-7777")).toBe("81");
    expect(dddOf("81988887777")).toBe("81");
    expect(dddOf("+55 81 98888-7777")).toBe("81");
    expect(dddOf("(20) 98888-7777")).toBeNull();
    expect(dddOf("98888-7777")).toBeNull();
    expect(dddOf(null)).toBeNull();
    expect(clientPhoneHint("81")).toBe("Com DDD, por exemplo (81) 98765-4321.");
    expect(clientPhoneHint(null)).toBe("Com DDD, por exemplo (11) 98765-4321.");
  });
});

describe("the calculator's price goes to the new-product form", () => {
  it("as a plain link with the amounts as a person types them", () => {
    expect(newProductHref(1250, 4500, formatCentsPlain)).toBe("/gestao/produtos/novo?custo=12%2C50&preco=45%2C00");
    expect(newProductHref(null, 123456, formatCentsPlain)).toBe("/gestao/produtos/novo?preco=1.234%2C56");
  });
});
