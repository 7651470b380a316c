import { describe, expect, it } from "vitest";
import { PARTNERS, partnerAddresses, partnerAddress, platformDataPoints, type PlatformContext } from "./partners";

const person = { email: "ana@example.com", firstName: "Ana" };

describe("partner addresses", () => {
  it("planning: e-mail, source, first name and autoLogin", () => {
    const url = new URL(partnerAddress("https://plan.example/app?x=1", PARTNERS["empresa-ai"], person));
    expect(url.origin + url.pathname).toBe("https://plan.example/app");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      x: "1",
      email: "ana@example.com",
      source: "empreendaai",
      firstName: "Ana",
      autoLogin: "true",
    });
  });

  it("marketing: the same without autoLogin; print shop: nothing", () => {
    const marketing = new URL(partnerAddress("https://posta.example/", PARTNERS["posta-ai"], person));
    expect(marketing.searchParams.get("autoLogin")).toBeNull();
    expect(marketing.searchParams.get("email")).toBe("ana@example.com");
    expect(partnerAddress("https://grafica.example/loja", PARTNERS.grafica, person)).toBe("https://grafica.example/loja");
  });

  it("main address first, then distinct variants, three at most; none when unconfigured", () => {
    const list = partnerAddresses(
      PARTNERS.grafica,
      {
        url: "https://g.example/a",
        variants: ["https://g.example/a", "https://g.example/b", "https://g.example/c", "https://g.example/d"],
      },
      person,
    );
    expect(list).toEqual(["https://g.example/a", "https://g.example/b", "https://g.example/c"]);
    expect(partnerAddresses(PARTNERS.grafica, { url: undefined, variants: ["https://g.example/b"] }, person)).toEqual([]);
  });
});

describe("platformDataPoints", () => {
  const ctx: PlatformContext = {
    user: { email: "ana@example.com", firstName: "Ana", lastName: "Lima" },
    profile: { name: "Ana Lima", phone: "(11) 99999-0000", hasCnpj: false, hasBusinessExperience: true },
    strategy: {
      businessName: "Doces para festas",
      businessCategory: "Alimentação",
      businessLevel: 1,
      businessDescription: "Brigadeiros e bolos sob encomenda.",
      investment: "R$ 500 - R$ 2.000",
      potentialReturn: null,
    },
    completedSteps: 3,
    progressPercent: 14,
  };

  it("planning gets profile, strategy and progress; e-mail and first name go in the address", () => {
    const points = platformDataPoints("empresa-ai", ctx);
    expect(points.filter((p) => p.inAddress).map((p) => p.label)).toEqual(["E-mail", "Primeiro nome"]);
    expect(points.find((p) => p.label === "Negócio")?.value).toBe("Doces para festas");
    expect(points.find((p) => p.label === "Nível")?.value).toBe("Iniciante");
    expect(points.find((p) => p.label === "Possui CNPJ")?.value).toBe("Ainda não");
    expect(points.find((p) => p.label === "Progresso na jornada")?.value).toBe("3 de 21 passos (14%)");
    expect(points.some((p) => p.label === "Lucro estimado por mês")).toBe(false);
  });

  it("the print shop receives nothing in its address", () => {
    const points = platformDataPoints("grafica", ctx);
    expect(points.every((p) => !p.inAddress)).toBe(true);
    expect(points[0]).toEqual({ label: "Nome do negócio (para o logo)", value: "Doces para festas", inAddress: false });
  });

  it("without a strategy or profile only what exists is listed", () => {
    const points = platformDataPoints("posta-ai", { ...ctx, profile: null, strategy: null });
    expect(points.map((p) => p.label)).toEqual(["E-mail", "Primeiro nome"]);
  });
});
