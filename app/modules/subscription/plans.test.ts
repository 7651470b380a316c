import { describe, expect, it } from "vitest";
import {
  formatPlanPrice,
  intervalLabel,
  isCurrentPlan,
  planChosenToast,
  planDisplayName,
  planErrorMessage,
  subscriptionStatusView,
} from "./plans";
import { PLAN_SEED } from "../../../db/seed.server";

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

  it("builds the error message as a sentence", () => {
    expect(planErrorMessage("Plano não encontrado.")).toBe("Não foi possível escolher o plano: Plano não encontrado.");
  });
});

describe("the seeded plans tell one story", () => {
  it("are priced per month, a plan that includes another costs more, names are Portuguese", () => {
    expect(PLAN_SEED.map((plan) => plan.interval)).toEqual(["monthly", "monthly", "monthly"]);
    const byName = new Map(PLAN_SEED.map((plan) => [plan.name, plan]));
    for (const plan of PLAN_SEED) {
      for (const feature of plan.features) {
        const included = /^Tudo do (?:plano )?(.+)$/.exec(feature)?.[1];
        if (!included) continue;
        expect(byName.has(included), `${plan.name} includes an unknown plan ${included}`).toBe(true);
        expect(plan.priceCents).toBeGreaterThan(byName.get(included)!.priceCents);
      }
    }
    expect(PLAN_SEED.map((plan) => plan.name)).toEqual(["Gratuito", "Profissional", "Empresarial"]);
    expect(PLAN_SEED[0]!.priceCents).toBe(0);
  });
});

describe("subscription status", () => {
  it("a chosen future plan is an interest; the free plan is in use", () => {
    expect(subscriptionStatusView("active", "Profissional")).toEqual({
      status: "active",
      label: "Interesse registrado",
      plan: "Profissional",
      tone: "green",
    });
    expect(subscriptionStatusView("active", "Gratuito")).toMatchObject({ label: "Em uso", plan: "Gratuito" });
    expect(subscriptionStatusView("canceled", "Empresarial").tone).toBe("red");
    expect(subscriptionStatusView("trial", "").plan).toBe("Gratuito");
  });

  it("shows anything else as the free plan, in Portuguese", () => {
    expect(subscriptionStatusView("free", "Gratuito")).toEqual({ status: "free", label: "Em uso", plan: "Gratuito", tone: "grey" });
    expect(subscriptionStatusView(undefined, "Profissional")).toMatchObject({ label: "Em uso", plan: "Gratuito" });
    expect(subscriptionStatusView("past_due", "Profissional").tone).toBe("grey");
  });

  it("reads names stored in English before as Portuguese", () => {
    expect(planDisplayName("Professional")).toBe("Profissional");
    expect(planDisplayName("Básico")).toBe("Gratuito");
    expect(subscriptionStatusView("active", "Professional").plan).toBe("Profissional");
  });

  it("marks the current plan: the free one until another is chosen", () => {
    expect(isCurrentPlan("Gratuito", "free", "Gratuito")).toBe(true);
    expect(isCurrentPlan("Profissional", "free", "Gratuito")).toBe(false);
    expect(isCurrentPlan("Profissional", "active", "Profissional")).toBe(true);
    expect(isCurrentPlan("Gratuito", "active", "Profissional")).toBe(false);
    expect(isCurrentPlan("Profissional", "active", "Professional")).toBe(true);
  });

  it("the toast reads as sentences", () => {
    expect(planChosenToast("Profissional")).toEqual({
      title: "Interesse registrado",
      description: "Você escolheu o plano Profissional. Nada foi cobrado: a plataforma continua gratuita para você.",
    });
    expect(planChosenToast("Gratuito").description).toBe("Você continua no plano gratuito. Nada foi cobrado.");
  });
});
