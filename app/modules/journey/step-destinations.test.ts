import { describe, expect, it } from "vitest";
import { findLearningItem } from "~/modules/learning";
import { PARTNER_IDS } from "~/modules/partners/partners";
import { JOURNEY_STEPS } from "./journey-steps";
import {
  builtInDestination,
  builtInHref,
  howToHref,
  partnerOfPath,
  resolveStepAction,
  stepActionLabel,
  stepLinksFor,
  stepsOfPartner,
} from "./step-destinations";

describe("'Criar' without partner tools", () => {
  it("never leads to a partner page that is not configured", () => {
    for (const step of JOURNEY_STEPS) {
      const action = resolveStepAction(step.id, []);
      if (action?.kind === "link") expect(partnerOfPath(action.to.split("?")[0]!), step.id).toBeUndefined();
    }
  });

  it("gives every step a partner tool would serve a built-in destination that exists", () => {
    for (const partner of PARTNER_IDS) {
      for (const stepId of stepsOfPartner(partner)) {
        const destination = builtInDestination(stepId);
        expect(destination, stepId).toBeDefined();
        if (destination?.kind === "learning") expect(findLearningItem(destination.itemId), stepId).toBeDefined();
        if (destination?.kind === "consultant") expect(destination.question.length).toBeGreaterThan(20);
        if (destination?.kind === "tool") expect(destination.to, stepId).toMatch(/^\/(gestao\/|plano$|marca(\/|$))/);
        if (destination?.kind === "tool" && destination.howToItemId)
          expect(findLearningItem(destination.howToItemId), stepId).toBeDefined();
      }
    }
    expect(stepsOfPartner("empresa-ai")).toContain("business_plan");
    expect(stepsOfPartner("posta-ai")).toContain("google_business");
    expect(stepsOfPartner("grafica")).toEqual(["create_logo", "stationery_materials"]);
  });

  it("phase 3 opens the built-in tools of /marca (decision 030), each keeping its article as 'Como fazer'", () => {
    expect(resolveStepAction("google_business", [])).toEqual({ kind: "link", to: "/marca/google" });
    expect(howToHref("google_business")).toBe("/centro-aprendizado?item=perfil-da-empresa-no-google#perfil-da-empresa-no-google");
    expect(resolveStepAction("create_logo", [])).toEqual({ kind: "link", to: "/marca" });
    expect(resolveStepAction("stationery_materials", [])).toEqual({ kind: "link", to: "/marca/materiais" });
    expect(resolveStepAction("stationery_materials", ["grafica"])).toEqual({ kind: "link", to: "/grafica" });
    expect(resolveStepAction("first_posts", [])).toEqual({ kind: "link", to: "/marca/calendario" });
    expect(resolveStepAction("social_strategy", [])).toEqual({ kind: "link", to: "/marca/calendario" });
    expect(resolveStepAction("virtual_assistant", [])).toEqual({ kind: "link", to: "/marca/whatsapp" });
    expect(resolveStepAction("first_campaign", [])).toEqual({ kind: "link", to: "/marca/posts" });
    expect(resolveStepAction("first_campaign", ["posta-ai"])).toEqual({ kind: "link", to: "/posta-ai" });
  });

  it("phase 4 opens the shop settings and the sales report, which tick their steps by themselves (decision 034)", () => {
    expect(resolveStepAction("website_integration", [])).toEqual({ kind: "link", to: "/gestao/loja" });
    expect(resolveStepAction("sales_optimization", [])).toEqual({ kind: "link", to: "/gestao/relatorio" });
    expect(stepActionLabel({ kind: "link", to: "/gestao/relatorio" })).toBe("Ver relatório");
  });

  it("leads to an article or to the consultant with the question in the address", () => {
    expect(builtInHref({ kind: "learning", itemId: "catalogo-whatsapp-business" })).toBe(
      "/centro-aprendizado?item=catalogo-whatsapp-business#catalogo-whatsapp-business",
    );
    expect(howToHref("website_integration")).toBe("/centro-aprendizado?item=catalogo-whatsapp-business#catalogo-whatsapp-business");
    const mentor = resolveStepAction("business_mentor", []);
    expect(mentor?.kind === "link" && new URL(mentor.to, "http://x").searchParams.get("pergunta")).toMatch(/formalizar/);
    expect(builtInHref({ kind: "consultant", question: "Olá?" })).toBe("/consultor?pergunta=Ol%C3%A1%3F");
  });

  it("opens the built-in gestão tools for the steps they serve, keeping the step's article as 'Como fazer'", () => {
    expect(resolveStepAction("business_plan", [])).toEqual({ kind: "link", to: "/plano" });
    expect(resolveStepAction("add_clients", [])).toEqual({ kind: "link", to: "/gestao/clientes" });
    expect(resolveStepAction("add_suppliers", [])).toEqual({ kind: "link", to: "/gestao/fornecedores" });
    expect(resolveStepAction("add_products", [])).toEqual({ kind: "link", to: "/gestao/produtos" });
    expect(resolveStepAction("financial_control", [])).toEqual({ kind: "link", to: "/gestao/caixa" });
    expect(resolveStepAction("demo_order", [])).toEqual({ kind: "link", to: "/gestao/pedidos/novo?teste=1" });
    expect(resolveStepAction("customer_management", [])).toEqual({ kind: "link", to: "/gestao/clientes" });
    expect(resolveStepAction("customer_management", ["posta-ai"])).toEqual({ kind: "link", to: "/posta-ai" });
    expect(howToHref("customer_management")).toBe("/centro-aprendizado?item=atendimento-que-fideliza#atendimento-que-fideliza");
    expect(resolveStepAction("add_clients", ["empresa-ai"])).toEqual({ kind: "link", to: "/empresa-ai" });
    expect(howToHref("financial_control")).toBe("/centro-aprendizado?item=rotina-semanal-fluxo-de-caixa#rotina-semanal-fluxo-de-caixa");
    expect(howToHref("add_clients")).toBeNull();
  });

  it("keeps the partner page when that tool is configured, and other steps' own actions", () => {
    expect(resolveStepAction("business_plan", ["empresa-ai"])).toEqual({ kind: "link", to: "/empresa-ai" });
    expect(resolveStepAction("first_posts", ["empresa-ai"])?.kind).toBe("link");
    expect(resolveStepAction("first_posts", ["empresa-ai"])).not.toEqual({ kind: "link", to: "/posta-ai" });
    expect(resolveStepAction("profile_completed", [])).toEqual({ kind: "profile" });
    expect(resolveStepAction("stationery_materials", [])).toEqual({ kind: "link", to: "/marca/materiais" });
    expect(resolveStepAction("business_idea", [])).toEqual({ kind: "link", to: "/meu-negocio" });
    expect(resolveStepAction("first_sale", [])).toEqual({ kind: "link", to: "/gestao/pedidos/novo" });
  });
});

describe("the main button says what it does (decision 032)", () => {
  it("'Criar' only where a tool makes something; tips and the consultant say so", () => {
    const links = stepLinksFor(JOURNEY_STEPS, []);
    expect(links.business_growth?.actionLabel).toBe("Ver dicas");
    expect(links.business_growth?.action).toEqual({ kind: "link", to: "/centro-aprendizado" });
    // Phase 3 makes things (decision 030): the Google profile step opens its checklist.
    expect(links.google_business).toMatchObject({ action: { kind: "link", to: "/marca/google" }, actionLabel: "Criar" });
    expect(links.business_mentor?.actionLabel).toBe("Perguntar ao consultor");
    expect(links.add_clients?.actionLabel).toBe("Criar");
    expect(links.business_plan?.actionLabel).toBe("Criar");
    // Every step's label follows its destination, from the one rule.
    for (const step of JOURNEY_STEPS) {
      const link = links[step.id]!;
      expect(link.actionLabel, step.id).toBe(stepActionLabel(link.action));
      if (link.action.kind === "link" && link.action.to.startsWith("/centro-aprendizado")) expect(link.actionLabel).not.toBe("Criar");
    }
    // A configured partner tool is a tool: its steps say "Criar".
    const withPartners = stepLinksFor(JOURNEY_STEPS, PARTNER_IDS);
    expect(
      Object.values(withPartners)
        .filter((l) => l.action.kind === "link" && /^\/(empresa-ai|posta-ai|grafica)$/.test(l.action.to))
        .every((l) => l.actionLabel === "Criar"),
    ).toBe(true);
  });
});
