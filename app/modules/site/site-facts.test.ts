import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND } from "~/modules/brand";
import { phaseOverview } from "~/modules/journey/phase-overview";
import { PARTNER_IDS } from "~/modules/partners/partners";
import { aboutContent } from "./about-content";
import { helpContent } from "./help-content";
import { aboutIntro, finalCta, heroClaims, howItWorks, LANDING_DESCRIPTION, landingCopy } from "./landing-content";
import { pressContent } from "./press-content";
import { DEFAULT_SITE_FACTS, type SiteFacts } from "./site-facts";
import { landingFeatures } from "./tools";

// Issue 13: the public copy is true of the install; partner tools are optional add-ons.
const brand = DEFAULT_BRAND;
const PARTNER_NAMES = [brand.partners.planning, brand.partners.marketing, brand.partners.printShop];
const ALL: SiteFacts = { partners: [...PARTNER_IDS], googleSignIn: true };

function publicCopy(facts: SiteFacts) {
  return JSON.stringify([
    landingFeatures(brand, facts.partners),
    heroClaims(facts),
    finalCta(facts),
    howItWorks(facts),
    aboutIntro(brand, facts),
    helpContent(brand, facts),
    aboutContent(brand, facts),
    pressContent(brand, facts),
  ]);
}

describe("public copy without partner tools (the default install)", () => {
  const copy = publicCopy(DEFAULT_SITE_FACTS);

  it("never names a partner tool nor promises automatic sign-in or integrated tools", () => {
    for (const name of PARTNER_NAMES) expect(copy).not.toContain(name);
    expect(copy).not.toMatch(/autenticação é automática|ferramentas integradas|Login só com Google|conta Google/);
  });

  it("describes what the platform itself offers and calls partner tools optional add-ons", () => {
    const features = landingFeatures(brand, []);
    expect(features.tools.map((tool) => tool.name)).toEqual(["Descobrir Meu Negócio", "Jornada guiada", "Consultor virtual"]);
    expect(features.title).toBe("Três ferramentas, um só caminho");
    expect(features.lead).toBe(
      "Da ideia aos primeiros clientes: descubra, siga a jornada passo a passo e tire dúvidas com o consultor, com um único login.",
    );
    const partnerFaq = helpContent(brand, DEFAULT_SITE_FACTS).faqs.find(
      (faq) => faq.question === "As ferramentas parceiras estão incluídas?",
    );
    expect(partnerFaq?.answer.join(" ")).toContain("complementos opcionais");
    expect(heroClaims(DEFAULT_SITE_FACTS)).toContain("Entrada sem senha");
  });
});

describe("public copy with partner tools switched on", () => {
  it("names exactly the ones switched on", () => {
    const one = landingFeatures(brand, ["posta-ai"]);
    expect(one.tools.map((tool) => tool.name)).toEqual(["Descobrir Meu Negócio", brand.partners.marketing]);
    expect(one.title).toBe("Duas ferramentas, um só caminho");
    const help = JSON.stringify(helpContent(brand, { partners: ["posta-ai"], googleSignIn: false }));
    expect(help).toContain(brand.partners.marketing);
    expect(help).not.toContain(brand.partners.planning);
    expect(help).not.toContain(brand.partners.printShop);
  });

  it("keeps the spec's four tools and partner answers when all three are on", () => {
    const features = landingFeatures(brand, ALL.partners);
    expect(features.title).toBe("Quatro ferramentas, um só caminho");
    expect(features.lead).toBe("Da ideia aos primeiros clientes: descubra, planeje, divulgue e imprima, com um único login.");
    const copy = publicCopy(ALL);
    for (const name of PARTNER_NAMES) expect(copy).toContain(name);
    expect(copy).toContain("autenticação é automática");
    expect(pressContent(brand, ALL).releases).toHaveLength(3);
    expect(pressContent(brand, DEFAULT_SITE_FACTS).releases).toHaveLength(2);
  });
});

describe("every install", () => {
  it("has six questions and resources that all lead somewhere", () => {
    for (const facts of [DEFAULT_SITE_FACTS, ALL, undefined]) {
      const help = helpContent(brand, facts);
      expect(help.faqs).toHaveLength(6);
      expect(help.resources.every((resource) => resource.href.startsWith("/"))).toBe(true);
      expect(JSON.stringify(help)).not.toMatch(/em breve/i);
    }
  });

  it("the consultant's shared answers (no facts) promise nothing a default install lacks", () => {
    const help = JSON.stringify(helpContent(brand));
    expect(help).not.toMatch(/autenticação é automática|conta Google/);
    expect(help).toContain("complementos opcionais");
  });

  it("the journey overview covers the four phases and all 21 steps", () => {
    const phases = phaseOverview();
    expect(phases.map((phase) => phase.label)).toEqual(["Descoberta", "Estruturação", "Marketing", "Crescimento"]);
    expect(phases.reduce((sum, phase) => sum + phase.steps, 0)).toBe(21);
  });
});

describe("support promises", () => {
  // Support is one e-mail address: nothing may promise round-the-clock service.
  it("no public copy promises 24/7 support", () => {
    for (const facts of [DEFAULT_SITE_FACTS, { googleSignIn: true, partners: PARTNER_IDS }]) {
      const copy = JSON.stringify([
        helpContent(DEFAULT_BRAND, facts),
        heroClaims(facts),
        howItWorks(facts),
        pressContent(DEFAULT_BRAND, facts),
      ]);
      expect(copy).not.toMatch(/24\/7|24 horas/);
      expect(copy).toMatch(/suporte por e-mail/i);
    }
  });
});

describe("the AI is promised only where this install has it (issue 33)", () => {
  const everything = (facts: SiteFacts) =>
    JSON.stringify([
      publicCopy(facts),
      landingCopy(brand, facts).hero,
      landingCopy(brand, facts).highlights,
      landingCopy(brand, facts).founderLetter,
      LANDING_DESCRIPTION,
    ]);

  it("without a Gemini key the public copy says the platform matches from its catalogue, never that an AI analyses", () => {
    const copy = everything(DEFAULT_SITE_FACTS);
    expect(copy).not.toMatch(/inteligência artificial|\bIA\b/);
    expect(landingCopy(brand, DEFAULT_SITE_FACTS).hero.lead).toMatch(/catálogo de mais de 300 ideias/);
  });

  it("with it, the AI is named", () => {
    expect(landingCopy(brand, { ...DEFAULT_SITE_FACTS, generativeAi: true }).hero.lead).toMatch(/^Uma inteligência artificial analisa/);
    expect(everything({ ...DEFAULT_SITE_FACTS, generativeAi: true })).toMatch(/\bIA\b/);
  });
});
