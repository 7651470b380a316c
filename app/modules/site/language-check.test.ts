import { describe, expect, it } from "vitest";
import catalogue from "../discovery/catalogue.json";
import { DEFAULT_BRAND } from "../brand";
import { FAQ } from "../consultant/faq";
import { ACHIEVEMENTS, ACTION_REQUIRED, nextStepFor, PROGRESS_ERROR, PROGRESS_UPDATED } from "../journey/journey-rules";
import { JOURNEY_STEPS, PHASES } from "../journey/journey-steps";
import { LEARNING_ITEMS } from "../learning/learning-content";
import { LEARNING_TABS } from "../learning/learning-tabs";
import { PLAN_SEED } from "../../../db/seed.server";
import { aboutContent } from "./about-content";
import { helpContent, contactContent } from "./help-content";
import * as landing from "./landing-content";
import { pressContent } from "./press-content";
import { privacyContent } from "./privacy-content";
import { languageProblems } from "./language-check";
import { DEFAULT_SITE_FACTS, type SiteFacts } from "./site-facts";
import { PARTNER_IDS } from "../partners/partners";

/** Every string inside a value, except identifiers and addresses (no spaces, or paths and URLs). */
function texts(value: unknown): string[] {
  if (typeof value === "string") return /\s/.test(value) && !/^(\/|https?:)/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) => (["id", "keywords", "href", "to", "slug"].includes(key) ? [] : texts(inner)));
  }
  return [];
}

describe("languageProblems", () => {
  it("finds unaccented Portuguese and English as whole words, not inside paths or other words", () => {
    expect(languageProblems("Voce nao tem Negocio")).toHaveLength(3);
    expect(languageProblems("Fazer Upgrade Agora no plano free")).toEqual([
      'inglês "Upgrade" em "Fazer Upgrade Agora no plano free"',
      'inglês "free" em "Fazer Upgrade Agora no plano free"',
    ]);
    expect(languageProblems("Você não tem negócio em /meu-negocio nem em meu-negocio.md")).toEqual([]);
    expect(languageProblems("Básico, freelancer, Nação, atenção")).toEqual([]);
  });
});

const ALL_ON = { googleSignIn: true, generativeAi: true, adsTag: true, partners: ["Empresa Aí", "Posta Aí", "Sim Loja Gráfica"] };
const ALL_OFF = { googleSignIn: false, generativeAi: false, adsTag: false, partners: [] };
// The public pages in a bare install and in one with Google and every partner tool (site-facts.ts).
const SITE_FACTS: SiteFacts[] = [DEFAULT_SITE_FACTS, { googleSignIn: true, partners: PARTNER_IDS }];

describe("the product's written content is Brazilian Portuguese with accents", () => {
  const sources: Record<string, unknown> = {
    "journey steps": [JOURNEY_STEPS, PHASES],
    "journey messages": [
      ACHIEVEMENTS,
      ACTION_REQUIRED,
      PROGRESS_UPDATED,
      PROGRESS_ERROR,
      Array.from({ length: 22 }, (_, count) => nextStepFor(count)),
    ],
    "learning centre": [LEARNING_ITEMS, LEARNING_TABS],
    "help and contact": [...SITE_FACTS.map((facts) => helpContent(DEFAULT_BRAND, facts)), contactContent(DEFAULT_BRAND), FAQ],
    "about, press, privacy": [
      ...SITE_FACTS.flatMap((facts) => [aboutContent(DEFAULT_BRAND, facts), pressContent(DEFAULT_BRAND, facts)]),
      privacyContent(DEFAULT_BRAND, ALL_ON),
      privacyContent(DEFAULT_BRAND, ALL_OFF),
    ],
    landing: [
      landing.HERO,
      landing.STAT_SLIDES,
      landing.HIGHLIGHTS,
      landing.founderLetter(DEFAULT_BRAND),
      ...SITE_FACTS.flatMap((facts) => [
        landing.heroClaims(facts),
        landing.howItWorks(facts),
        landing.finalCta(facts),
        landing.aboutIntro(DEFAULT_BRAND, facts),
      ]),
    ],
    "idea catalogue": catalogue,
    plans: PLAN_SEED,
    brand: DEFAULT_BRAND,
  };
  for (const [name, source] of Object.entries(sources)) {
    it(name, () => {
      const problems = texts(source).flatMap(languageProblems);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }
});
