import { describe, expect, it } from "vitest";
import { orderApiSchema, orderFormSchema } from "./order-schema";
import {
  allowedTransitions,
  canTransition,
  formatQuantity,
  holdsStock,
  isOverdue,
  lineTotalCents,
  orderTotals,
  parseQuantity,
  quantityProblem,
  receiptText,
  revenueSplit,
  type ReceiptOrder,
} from "./orders";

const nbsp = "\u00a0";

describe("quantities", () => {
  it("reads whole and fractional quantities in thousandths, pt-BR or dot", () => {
    expect(parseQuantity("2")).toBe(2000);
    expect(parseQuantity("1,5")).toBe(1500);
    expect(parseQuantity("0.25")).toBe(250);
    expect(parseQuantity("0,001")).toBe(1);
    expect(formatQuantity(1500)).toBe("1,5");
    expect(formatQuantity(2000)).toBe("2");
  });
  it("refuses zero, negatives, four decimals and absurd amounts", () => {
    for (const bad of ["0", "0,000", "-1", "1,2345", "abc", "", "1000000"]) expect(parseQuantity(bad), bad).toBeNull();
    expect(parseQuantity("100000")).toBe(100_000_000);
  });
  it("fractions only for units sold by weight, volume, length or time, and never with a whole-unit stock count", () => {
    expect(quantityProblem("kg", 1500, false)).toBeNull();
    expect(quantityProblem("hora", 500, false)).toBeNull();
    expect(quantityProblem("un", 1500, false)).toMatch(/número inteiro/);
    expect(quantityProblem("kg", 1500, true)).toMatch(/estoque/);
    expect(quantityProblem("un", 3000, true)).toBeNull();
  });
});

describe("order totals", () => {
  it("sums items at the copied price, rounding each line half up to the centavo", () => {
    expect(lineTotalCents({ unitPriceCents: 1999, quantityMilli: 1500 })).toBe(2999); // 29,985 → 29,99
    const lines = [
      { unitPriceCents: 1250, quantityMilli: 3000 },
      { unitPriceCents: 990, quantityMilli: 1000 },
    ];
    expect(orderTotals(lines, { kind: "valor", cents: 500 }, 800)).toEqual({
      subtotalCents: 4740,
      discountCents: 500,
      deliveryCents: 800,
      totalCents: 5040,
    });
  });
  it("takes a percentage discount of the items only, never of the delivery", () => {
    expect(orderTotals([{ unitPriceCents: 3333, quantityMilli: 1000 }], { kind: "percentual", basisPoints: 1000 }, 500)).toEqual({
      subtotalCents: 3333,
      discountCents: 333,
      deliveryCents: 500,
      totalCents: 3500,
    });
  });
  it("never goes negative: the discount stops at the subtotal, negatives count as zero", () => {
    expect(orderTotals([{ unitPriceCents: 1000, quantityMilli: 1000 }], { kind: "valor", cents: 5000 }, -10)).toEqual({
      subtotalCents: 1000,
      discountCents: 1000,
      deliveryCents: 0,
      totalCents: 0,
    });
    expect(orderTotals([{ unitPriceCents: 1000, quantityMilli: 1000 }], { kind: "percentual", basisPoints: 25_000 }).totalCents).toBe(0);
    expect(orderTotals([], null, 700).totalCents).toBe(700);
  });
  it("splits a paid order over the MEI report lines, to the centavo, delivery with the largest line", () => {
    const lines = [
      { unitPriceCents: 1000, quantityMilli: 1000, kind: "revenda" as const },
      { unitPriceCents: 2000, quantityMilli: 1000, kind: "servicos" as const },
    ];
    const totals = orderTotals(lines, { kind: "valor", cents: 100 }, 300);
    const split = revenueSplit(lines, totals);
    expect(split).toEqual([
      { kind: "servicos", cents: 2000 - 67 + 300 },
      { kind: "revenda", cents: 1000 - 33 },
    ]);
    expect(split.reduce((sum, part) => sum + part.cents, 0)).toBe(totals.totalCents);
    expect(revenueSplit(lines, orderTotals(lines, { kind: "percentual", basisPoints: 10_000 }))).toEqual([]);
  });
});

describe("status flow", () => {
  it("goes orçamento → confirmado → entregue → pago, may pay on confirming, and cancels anything not cancelled", () => {
    expect(allowedTransitions("orcamento")).toEqual(["confirmado", "pago", "cancelado"]);
    expect(canTransition("confirmado", "entregue")).toBe(true);
    expect(canTransition("entregue", "pago")).toBe(true);
    expect(canTransition("pago", "cancelado")).toBe(true);
    expect(canTransition("pago", "orcamento")).toBe(false);
    expect(canTransition("entregue", "confirmado")).toBe(false);
    expect(allowedTransitions("cancelado")).toEqual([]);
  });
  it("a quote or a cancelled order holds no stock", () => {
    expect(["orcamento", "confirmado", "entregue", "pago", "cancelado"].map((s) => holdsStock(s as never))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
  });
  it("a fiado is overdue after its day until paid or cancelled", () => {
    const fiado = { status: "entregue" as const, paymentMethod: "fiado" as const, dueDate: "2026-11-20" };
    expect(isOverdue(fiado, "2026-11-20")).toBe(false);
    expect(isOverdue(fiado, "2026-11-21")).toBe(true);
    expect(isOverdue({ ...fiado, status: "pago" }, "2026-12-01")).toBe(false);
    expect(isOverdue({ ...fiado, paymentMethod: "pix" }, "2026-12-01")).toBe(false);
  });
});

describe("one validation for the form and the API", () => {
  const form = (extra: Record<string, unknown>) =>
    orderFormSchema.safeParse({ items: [{ productId: "p1", quantity: "2" }], paymentMethod: "pix", ...extra });
  it("reads the form's texts: discount in R$ or %, delivery, test, empty rows left out", () => {
    const parsed = orderFormSchema.parse({
      items: [
        { productId: "p1", quantity: "1,5" },
        { productId: "", quantity: "" },
      ],
      discount: "10",
      discountKind: "percentual",
      delivery: "8,00",
      paymentMethod: "dinheiro",
      test: "sim",
      dueDate: "2026-12-01",
    });
    expect(parsed).toMatchObject({
      items: [{ productId: "p1", quantityMilli: 1500 }],
      discount: { kind: "percentual", basisPoints: 1000 },
      deliveryCents: 800,
      test: true,
      dueDate: null,
      status: "orcamento",
    });
  });
  it("fiado needs a due date and is not paid on the spot; an order needs an item", () => {
    expect(form({ paymentMethod: "fiado" }).error?.issues[0]?.message).toMatch(/data em que o cliente vai pagar/);
    expect(form({ paymentMethod: "fiado", dueDate: "2026-12-01", status: "pago" }).error?.issues[0]?.message).toMatch(
      /Fiado é pago depois/,
    );
    expect(form({ paymentMethod: "fiado", dueDate: "2026-02-30" }).success).toBe(false);
    expect(form({ items: [] }).error?.issues[0]?.message).toMatch(/pelo menos um produto/);
    expect(form({ paymentMethod: "cheque" }).success).toBe(false);
    expect(form({ discount: "dez" }).error?.issues[0]?.message).toMatch(/Desconto/);
  });
  it("the API takes numbers and centavos to the same draft", () => {
    const parsed = orderApiSchema.parse({
      clientId: "c1",
      items: [{ productId: "p1", quantity: 1.5 }],
      paymentMethod: "fiado",
      dueDate: "2026-12-01",
      discountCents: 200,
      deliveryCents: 500,
    });
    expect(parsed).toMatchObject({
      clientId: "c1",
      items: [{ productId: "p1", quantityMilli: 1500 }],
      discount: { kind: "valor", cents: 200 },
      deliveryCents: 500,
      test: false,
      dueDate: "2026-12-01",
    });
    expect(orderApiSchema.safeParse({ items: [{ productId: "p1", quantity: 0 }], paymentMethod: "pix" }).success).toBe(false);
    expect(orderApiSchema.safeParse({ items: [{ productId: "p1", quantity: 1.0005 }], paymentMethod: "pix" }).success).toBe(false);
    expect(orderApiSchema.safeParse({ items: [{ productId: "p1", quantity: 1 }], paymentMethod: "pix", discountCents: -1 }).success).toBe(
      false,
    );
  });
});

describe("receipt text", () => {
  const order: ReceiptOrder = {
    number: 7,
    createdAt: new Date("2026-11-24T02:30:00Z"), // 23/11 at 23:30 in São Paulo
    status: "pago",
    paymentMethod: "pix",
    dueDate: null,
    paidAt: new Date("2026-11-24T02:40:00Z"),
    test: false,
    clientName: "Dona Cida",
    notes: "Sem lactose",
    items: [{ name: "Bolo de pote", unit: "un", unitPriceCents: 1200, quantityMilli: 3000 }],
    subtotalCents: 3600,
    discountCents: 600,
    deliveryCents: 500,
    totalCents: 3500,
  };
  it("is a pt-BR receipt with São Paulo dates and BRL amounts", () => {
    expect(receiptText(order)).toBe(
      [
        "Recibo nº 7",
        "Data: 23/11/2026",
        "Cliente: Dona Cida",
        "",
        `3 un × Bolo de pote (R$${nbsp}12,00) = R$${nbsp}36,00`,
        "",
        `Subtotal: R$${nbsp}36,00`,
        `Desconto: −R$${nbsp}6,00`,
        `Entrega: R$${nbsp}5,00`,
        `Total: R$${nbsp}35,00`,
        "Pagamento: Pix",
        "Pago em 23/11/2026",
        "",
        "Sem lactose",
      ].join("\n"),
    );
  });
  it("a quote or an unpaid fiado says so, with the due day", () => {
    const text = receiptText({
      ...order,
      status: "entregue",
      paymentMethod: "fiado",
      dueDate: "2026-12-05",
      paidAt: null,
      test: true,
      discountCents: 0,
      deliveryCents: 0,
    });
    expect(text).toMatch(/^Pedido nº 7 \(teste\)/);
    expect(text).toContain("Vencimento: 05/12/2026");
    expect(text).toContain("Situação: Entregue");
    expect(text).not.toContain("Desconto");
    expect(receiptText({ ...order, status: "orcamento", paidAt: null })).toMatch(/^Orçamento nº 7/);
  });
});
