import { describe, expect, it } from "vitest";
import { completionsPerStep, currentPhaseOf, usersPerPhase } from "./journey-stats";
import { matchesUserQuery } from "./user-search";
import { STEP_IDS } from "~/modules/journey";
import { parseEnv } from "~/utils/env.server";
import { adminEmailProblem, normalizeAdminEmail } from "./admin-email";

describe("current journey phase", () => {
  it("is the phase of the first step not completed", () => {
    expect(currentPhaseOf(new Set())).toBe("descoberta");
    expect(currentPhaseOf(new Set(["business_idea", "profile_completed", "business_plan"]))).toBe("estruturacao");
    // A gap in phase 1 keeps the user there even with later steps done.
    expect(currentPhaseOf(new Set(["business_idea", "business_plan", "add_clients"]))).toBe("descoberta");
  });

  it("counts step 17 in phase 4: the journey is complete only with all 21 steps", () => {
    const upTo16 = new Set(STEP_IDS.slice(0, 16));
    expect(currentPhaseOf(upTo16)).toBe("crescimento");
    const allButWebsite = new Set(STEP_IDS.filter((id) => id !== "website_integration"));
    expect(currentPhaseOf(allButWebsite)).toBe("crescimento");
    expect(currentPhaseOf(new Set(STEP_IDS))).toBe("concluida");
  });

  it("counts users per phase, users without progress in the first one", () => {
    const map = new Map([["b", new Set(STEP_IDS.slice(0, 3))]]);
    expect(usersPerPhase(["a", "b", "c"], map)).toEqual({
      descoberta: 2,
      estruturacao: 1,
      marketing: 0,
      crescimento: 0,
      concluida: 0,
    });
  });

  it("lists all 21 steps with their completion counts", () => {
    const list = completionsPerStep([
      { step: "business_plan", count: 4 },
      { step: "desconhecido", count: 9 },
    ]);
    expect(list).toHaveLength(21);
    expect(list.find((s) => s.step === "business_plan")?.count).toBe(4);
    expect(list.reduce((sum, s) => sum + s.count, 0)).toBe(4);
  });
});

describe("admin user search", () => {
  const user = { firstName: "João", lastName: "Ávila", email: "Joao.Avila@Example.com" };
  it("matches first name, last name and e-mail, ignoring case and accents", () => {
    expect(matchesUserQuery(user, "JOÃO")).toBe(true);
    expect(matchesUserQuery(user, "joao")).toBe(true);
    expect(matchesUserQuery(user, "ávila")).toBe(true);
    expect(matchesUserQuery(user, "EXAMPLE.COM")).toBe(true);
    expect(matchesUserQuery(user, "maria")).toBe(false);
    expect(matchesUserQuery(user, "  ")).toBe(true);
  });
});

describe("an administrator's e-mail: one rule", () => {
  it("the sign-in, admin:create and ADMIN_EMAIL accept and refuse the same addresses", () => {
    const samples = [
      "Dona@Example.com",
      "  ops@empresa.com.br ",
      "a@b",
      "sem-arroba.com",
      "duas @partes.com",
      "x@y.z",
      `${"a".repeat(250)}@b.com`,
    ];
    for (const email of samples) {
      const ruleAccepts = adminEmailProblem(email) === null;
      const envAccepts = (() => {
        try {
          parseEnv({ ADMIN_EMAIL: email, ADMIN_PASSWORD: "uma-senha-bem-longa" });
          return true;
        } catch {
          return false;
        }
      })();
      expect(envAccepts, email).toBe(ruleAccepts);
    }
    expect(adminEmailProblem("a@b")).toBe("Informe um e-mail válido.");
    expect(normalizeAdminEmail("  Dona@Example.COM ")).toBe("dona@example.com");
  });
});
