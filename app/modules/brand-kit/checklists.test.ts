import { describe, expect, it } from "vitest";
import { GOOGLE_DESCRIPTION_MAX, googleProfileTexts, OFFICIAL_LINKS, whatsappTexts } from "./checklists";

const input = {
  businessName: "Doces da Ana",
  ideaTitle: "Bolos e doces caseiros por encomenda",
  ideaDescription: "Bolos, brigadeiros e tortas feitos em casa para festas e o dia a dia.",
  category: "Alimentação",
  products: [{ name: "Bolo de pote", price: "R$ 12,00" }],
  phone: "(11) 98765-4321",
};

describe("checklists", () => {
  it("Google: the person's own description within the limit, categories of the idea's category", () => {
    const texts = googleProfileTexts(input);
    expect(texts.description).toContain("Doces da Ana");
    expect(texts.description).toContain("Bolo de pote");
    expect(texts.description).toContain("(11) 98765-4321");
    expect(texts.description.length).toBeLessThanOrEqual(GOOGLE_DESCRIPTION_MAX);
    expect(texts.categories).toContain("Confeitaria");
  });
  it("WhatsApp: greeting, away message, quick replies with prices and catalogue texts", () => {
    const texts = whatsappTexts(input);
    expect(texts.greeting).toContain("Doces da Ana");
    expect(texts.quickReplies[0]!.text).toContain("Bolo de pote R$ 12,00");
    expect(texts.catalogue).toEqual([
      { name: "Bolo de pote", price: "R$ 12,00", description: "Bolo de pote da Doces da Ana. Peça por aqui." },
    ]);
    expect(texts.profileDescription.length).toBeLessThanOrEqual(139);
  });
  it("links only to the official pages", () => {
    for (const url of Object.values(OFFICIAL_LINKS)) expect(new URL(url).hostname).toMatch(/(^|\.)(google\.com|whatsapp\.com)$/);
  });
});
