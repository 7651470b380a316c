// Decision 027 item 6: order amounts stay exact integers and within the cash book's cap.
import { describe, expect, it } from "vitest";
import { MAX_CENTS, parseBRL } from "./money";
import { orderApiSchema, MAX_ORDER_ITEMS } from "./order-schema";
import { lineTotalCents, MAX_ORDER_CENTS, MAX_QUANTITY_MILLI, orderAmountProblem, orderTotals, parseQuantity } from "./orders";

describe("order caps", () => {
  it("the order cap is the cash book's cap on an entry", () => {
    expect(MAX_ORDER_CENTS).toBe(MAX_CENTS);
    expect(parseBRL("100.000.000,00")).toBe(MAX_CENTS);
    expect(parseBRL("100.000.000,01")).toBeNull();
  });

  it("a line at the top price and quantity is computed exactly (no product above 2^53)", () => {
    expect(lineTotalCents({ unitPriceCents: MAX_CENTS, quantityMilli: MAX_QUANTITY_MILLI })).toBe(10 ** 15);
    expect(lineTotalCents({ unitPriceCents: MAX_CENTS, quantityMilli: 99_999_999 })).toBe(999_999_990_000_000);
    expect(lineTotalCents({ unitPriceCents: 333, quantityMilli: 1_500 })).toBe(500); // 499,5 → 500 (half up)
    expect(lineTotalCents({ unitPriceCents: 999_999_999, quantityMilli: 99_999_999 })).toBe(99_999_998_900_000);
    // The old way, price × thousandths / 1000, passes 2^53 here and loses the exact centavo.
    expect(Number.isSafeInteger(MAX_CENTS * MAX_QUANTITY_MILLI)).toBe(false);
  });

  it("refuses a line or a total above the cap, accepts exactly the cap", () => {
    const atCap = [{ unitPriceCents: MAX_CENTS, quantityMilli: 1000 }];
    expect(orderAmountProblem(atCap, orderTotals(atCap, null, 0))).toBeNull();
    const oneMore = [{ unitPriceCents: MAX_CENTS + 1, quantityMilli: 1000, name: "Bolo" }];
    expect(orderAmountProblem(oneMore, orderTotals(oneMore, null, 0))).toMatch(/^Item 1 \(Bolo\): o valor passa de R\$\s100\.000\.000,00/);
    const twoHalves = [
      { unitPriceCents: MAX_CENTS / 2, quantityMilli: 1000 },
      { unitPriceCents: MAX_CENTS / 2 + 1, quantityMilli: 1000 },
    ];
    expect(orderAmountProblem(twoHalves, orderTotals(twoHalves, null, 0))).toMatch(/^O total do pedido passa de/);
    // A discount brings the subtotal under? The subtotal itself must fit (it is shown and stored).
    expect(orderAmountProblem(twoHalves, orderTotals(twoHalves, { kind: "valor", cents: 10 }, 0))).toMatch(/^O total/);
    // Delivery pushes the total over.
    expect(orderAmountProblem(atCap, orderTotals(atCap, null, 1))).toMatch(/^O total/);
    // The issue's case: 50 items × 100.000 units at the top price.
    const flood = Array.from({ length: MAX_ORDER_ITEMS }, () => ({ unitPriceCents: MAX_CENTS, quantityMilli: MAX_QUANTITY_MILLI }));
    expect(orderTotals(flood, null, 0).totalCents).toBeGreaterThan(2 ** 53); // never stored: refused on its first line
    expect(orderAmountProblem(flood, orderTotals(flood, null, 0))).toMatch(/^Item 1: o valor passa de/);
  });

  it("quantities and line counts: the same edges in the form parser and the API schema", () => {
    expect(parseQuantity("100000")).toBe(MAX_QUANTITY_MILLI);
    expect(parseQuantity("100000,001")).toBeNull();
    expect(parseQuantity("0")).toBeNull();
    const api = (quantity: number, lines = 1) =>
      orderApiSchema.safeParse({ paymentMethod: "pix", items: Array.from({ length: lines }, () => ({ productId: "p", quantity })) });
    expect(api(100_000).success).toBe(true);
    expect(api(100_000.001).success).toBe(false);
    expect(api(1, MAX_ORDER_ITEMS).success).toBe(true);
    const tooMany = api(1, MAX_ORDER_ITEMS + 1);
    expect(!tooMany.success && tooMany.error.issues[0]!.message).toBe("No máximo 50 itens por pedido.");
    const delivery = orderApiSchema.safeParse({
      paymentMethod: "pix",
      items: [{ productId: "p", quantity: 1 }],
      deliveryCents: MAX_CENTS + 1,
    });
    expect(!delivery.success && delivery.error.issues[0]!.message).toBe("deliveryCents alto demais.");
  });
});
