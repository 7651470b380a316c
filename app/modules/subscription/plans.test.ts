import { describe, expect, it } from "vitest";
import { formatPlanPrice, intervalLabel, planErrorMessage, subscriptionStatusView } from "./plans";

// Intl uses a no-break space between 'R$' and the number.
const nb = (text: string) => text.replace(/\u00a0/g, " ");

describe("plan prices", () => {
  it("formats cents as BRL in pt-BR", () => {
    expect(nb(formatPlanPrice(4990))).toBe("R$ 49,90");
    expect(nb(formatPlanPrice(0))).toBe("R$ 0,00");
    expect(nb(formatPlanPrice(49900))).toBe("R$ 499,00");
    expect(nb(formatPlanPrice(123456))).toBe("R$ 1.234,56");
  });

  it("shows 'mês' for monthly and 'ano' otherwise", () => {
    expect(intervalLabel("monthly")).toBe("mês");
    expect(intervalLabel("yearly")).toBe("ano");
    expect(intervalLabel("weekly")).toBe("ano");
  });

  it("builds the activation error message", () => {
    expect(planErrorMessage("Plano não encontrado.")).toBe("Erro ao ativar plano: Plano não encontrado.");
  });
});

describe("subscription status", () => {
  it("keeps active, canceled and trial", () => {
    expect(subscriptionStatusView("active", "Professional")).toEqual({ status: "active", label: "Ativo", plan: "Professional", tone: "green" });
    expect(subscriptionStatusView("canceled", "Básico").tone).toBe("red");
    expect(subscriptionStatusView("trial", "").plan).toBe("Gratuito");
  });

  it("shows anything else as grey 'free' with plan 'Gratuito'", () => {
    expect(subscriptionStatusView("free", "Gratuito")).toEqual({ status: "free", label: "free", plan: "Gratuito", tone: "grey" });
    expect(subscriptionStatusView(undefined, "Professional")).toMatchObject({ label: "free", plan: "Gratuito" });
    expect(subscriptionStatusView("past_due", "Professional").tone).toBe("grey");
  });
});
