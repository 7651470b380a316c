import { brandFromEnv, DEFAULT_BRAND } from "~/modules/brand";
import { parseEnv } from "~/utils/env.server";

describe("brandFromEnv", () => {
  it("keeps every default when nothing is configured", () => {
    expect(brandFromEnv({})).toEqual(DEFAULT_BRAND);
    expect(brandFromEnv(parseEnv({}))).toEqual(DEFAULT_BRAND);
  });

  it("has sensible defaults: a name, a founder, e-mails and the three partners, no video yet", () => {
    expect(DEFAULT_BRAND.productName).toBe("Empreenda Aí");
    expect(DEFAULT_BRAND.founderName).not.toBe("");
    expect(DEFAULT_BRAND.consultantTitle).toBe(`${DEFAULT_BRAND.founderName} - Consultor Virtual`);
    expect(brandFromEnv({ BRAND_FOUNDER_NAME: "Ana Souza" }).consultantTitle).toBe("Ana Souza - Consultor Virtual");
    expect(DEFAULT_BRAND.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(DEFAULT_BRAND.pressEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z.]+$/);
    expect(Object.values(DEFAULT_BRAND.videos)).toEqual(["", "", "", "", ""]);
    expect(DEFAULT_BRAND.partners).toEqual({ planning: "Empresa Aí", marketing: "Posta Aí", printShop: "Sim Loja Gráfica" });
  });

  it("overrides each field from its variable", () => {
    const brand = brandFromEnv(
      parseEnv({
        BRAND_PRODUCT_NAME: "Negócio Já",
        BRAND_FOUNDER_NAME: "Ana Lima",
        BRAND_CONTACT_EMAIL: "oi@negocioja.com.br",
        BRAND_PRESS_EMAIL: "press@negocioja.com.br",
        BRAND_VIDEO_LANDING_URL: "https://cdn.negocioja.com.br/intro.mp4",
        BRAND_VIDEO_JOURNEY_URL: "/videos/jornada.mp4",
        BRAND_VIDEO_PLANNING_URL: "https://cdn.negocioja.com.br/plan.mp4",
        BRAND_VIDEO_MARKETING_URL: "https://cdn.negocioja.com.br/mkt.mp4",
        BRAND_VIDEO_PRINT_SHOP_URL: "https://cdn.negocioja.com.br/grafica.mp4",
        BRAND_PARTNER_PLANNING_NAME: "Plano Já",
        BRAND_PARTNER_MARKETING_NAME: "Posta Já",
        BRAND_PARTNER_PRINT_SHOP_NAME: "Gráfica Já",
      }),
    );
    expect(brand).toEqual({
      productName: "Negócio Já",
      founderName: "Ana Lima",
      consultantTitle: "Ana Lima - Consultor Virtual",
      contactEmail: "oi@negocioja.com.br",
      pressEmail: "press@negocioja.com.br",
      videos: {
        landing: "https://cdn.negocioja.com.br/intro.mp4",
        journey: "/videos/jornada.mp4",
        planning: "https://cdn.negocioja.com.br/plan.mp4",
        marketing: "https://cdn.negocioja.com.br/mkt.mp4",
        printShop: "https://cdn.negocioja.com.br/grafica.mp4",
      },
      partners: { planning: "Plano Já", marketing: "Posta Já", printShop: "Gráfica Já" },
    });
  });

  it("overrides one field and leaves the others alone; blank values mean unset", () => {
    const brand = brandFromEnv(parseEnv({ BRAND_FOUNDER_NAME: "  Ana Lima ", BRAND_PRODUCT_NAME: "   " }));
    expect(brand).toEqual({ ...DEFAULT_BRAND, founderName: "Ana Lima", consultantTitle: "Ana Lima - Consultor Virtual" });
  });

  it("uses the contact e-mail for the press when only the contact is configured", () => {
    const brand = brandFromEnv({ BRAND_CONTACT_EMAIL: "oi@negocioja.com.br" });
    expect(brand.contactEmail).toBe("oi@negocioja.com.br");
    expect(brand.pressEmail).toBe("oi@negocioja.com.br");
  });

  it("does not change the defaults object", () => {
    brandFromEnv({ BRAND_PARTNER_PLANNING_NAME: "Outro" });
    expect(DEFAULT_BRAND.partners.planning).toBe("Empresa Aí");
  });
});

describe("brand variables in the environment schema", () => {
  it("refuses an e-mail that is not one", () => {
    expect(() => parseEnv({ BRAND_CONTACT_EMAIL: "contato" })).toThrow(/BRAND_CONTACT_EMAIL: .*e-mail válido/);
    expect(() => parseEnv({ BRAND_PRESS_EMAIL: "a@" })).toThrow(/BRAND_PRESS_EMAIL/);
  });

  it("accepts video URLs as http(s) addresses or site paths, and refuses the rest", () => {
    expect(parseEnv({ BRAND_VIDEO_LANDING_URL: "/videos/a.mp4" }).BRAND_VIDEO_LANDING_URL).toBe("/videos/a.mp4");
    expect(() => parseEnv({ BRAND_VIDEO_LANDING_URL: "javascript:alert(1)" })).toThrow(/BRAND_VIDEO_LANDING_URL/);
    expect(() => parseEnv({ BRAND_VIDEO_LANDING_URL: "//evil.example/a.mp4" })).toThrow(/BRAND_VIDEO_LANDING_URL/);
    expect(() => parseEnv({ BRAND_VIDEO_JOURNEY_URL: "videos/a.mp4" })).toThrow(/BRAND_VIDEO_JOURNEY_URL/);
  });

  it("checks the shape of the advertising tag id", () => {
    expect(parseEnv({ ADS_TAG_ID: "AW-123456789" }).ADS_TAG_ID).toBe("AW-123456789");
    expect(parseEnv({ ADS_TAG_ID: "" }).ADS_TAG_ID).toBeUndefined();
    expect(() => parseEnv({ ADS_TAG_ID: "<script>" })).toThrow(/ADS_TAG_ID/);
  });
});
