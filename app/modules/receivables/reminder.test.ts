import { describe, expect, test } from "vitest";
import { instalmentStates, planInstalments } from "./instalments";
import { daysLate, reminderText, sortReceivables } from "./reminder";

const nbsp = "\u00a0";

describe("reminderText", () => {
  test("names the overdue instalments and carries the Pix code", () => {
    const plan = planInstalments(9000, 3, "2026-01-10");
    const states = instalmentStates(plan, 3000, "2026-03-15");
    const text = reminderText({
      clientName: "Cida",
      number: 7,
      storeName: "Doces da Ana",
      balanceCents: 6000,
      instalments: states,
      pixPayload: "000201PIX",
    });
    expect(text).toBe(
      [
        `Olá, Cida! Passando para lembrar do pedido nº 7 de Doces da Ana: falta R$${nbsp}60,00.`,
        "Parcelas vencidas:",
        `• Parcela 2, venceu em 10/02/2026: R$${nbsp}30,00`,
        `• Parcela 3, venceu em 10/03/2026: R$${nbsp}30,00`,
        "Pix copia e cola:\n000201PIX",
      ].join("\n"),
    );
  });

  test("one overdue instalment is singular; nothing overdue names the next one", () => {
    const plan = planInstalments(9000, 3, "2026-01-10");
    const one = reminderText({
      clientName: null,
      number: 1,
      storeName: null,
      balanceCents: 9000,
      instalments: instalmentStates(plan, 0, "2026-01-20"),
      pixPayload: null,
    });
    expect(one).toContain("Parcela vencida:\n• Parcela 1, venceu em 10/01/2026");
    expect(one).not.toContain("Pix");
    const none = reminderText({
      clientName: null,
      number: 1,
      storeName: null,
      balanceCents: 9000,
      instalments: instalmentStates(plan, 0, "2026-01-05"),
      pixPayload: null,
    });
    expect(none).toContain(`Próxima parcela: nº 1, vence em 10/01/2026: R$${nbsp}30,00`);
    expect(none).not.toContain("vencida");
  });

  test("without instalments: the balance only", () => {
    expect(reminderText({ clientName: null, number: 3, storeName: null, balanceCents: 1250, instalments: null, pixPayload: null })).toBe(
      `Olá! Passando para lembrar do pedido nº 3: falta R$${nbsp}12,50.`,
    );
  });
});

describe("sortReceivables", () => {
  test("overdue first by days late, then due day (none last), then number", () => {
    const today = "2026-03-10";
    const lines = [
      { number: 1, balanceCents: 100, dueDate: null },
      { number: 2, balanceCents: 100, dueDate: "2026-03-20" },
      { number: 3, balanceCents: 100, dueDate: "2026-03-01" },
      { number: 4, balanceCents: 100, dueDate: "2026-02-01" },
      { number: 5, balanceCents: 100, dueDate: "2026-03-10" },
      { number: 6, balanceCents: 100, dueDate: null },
    ];
    expect(sortReceivables(lines, today).map((l) => l.number)).toEqual([4, 3, 5, 2, 1, 6]);
    expect(daysLate({ dueDate: "2026-02-01" }, today)).toBe(37);
    expect(daysLate({ dueDate: "2026-03-10" }, today)).toBe(0);
    expect(daysLate({ dueDate: null }, today)).toBe(0);
  });
});
