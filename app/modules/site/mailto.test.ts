import { MAIL_SUBJECTS, mailtoHref } from "./mailto";

describe("mailtoHref", () => {
  it("URL-encodes the subject, accents and spaces included", () => {
    expect(mailtoHref("imprensa@exemplo.com.br", MAIL_SUBJECTS.mediaKit("Logo em PNG/SVG"))).toBe(
      "mailto:imprensa@exemplo.com.br?subject=Kit%20de%20M%C3%ADdia%3A%20Logo%20em%20PNG%2FSVG",
    );
    expect(mailtoHref("a@b.com", MAIL_SUBJECTS.mediaPartnership)).toBe("mailto:a@b.com?subject=Parceria%20de%20M%C3%ADdia");
  });

  it("never lets a title inject other header fields", () => {
    const href = mailtoHref("a@b.com", MAIL_SUBJECTS.pressRelease("x&cc=intruso@mal.com?body=oi"));
    expect(new URL(href).searchParams.get("cc")).toBeNull();
    expect(new URL(href).searchParams.get("subject")).toBe("Comunicado: x&cc=intruso@mal.com?body=oi");
  });

  it("has the spec's subjects", () => {
    expect([
      MAIL_SUBJECTS.general,
      MAIL_SUBJECTS.press,
      MAIL_SUBJECTS.pressRelease("T"),
      MAIL_SUBJECTS.mediaKit("K"),
      MAIL_SUBJECTS.interview,
      MAIL_SUBJECTS.mediaPartnership,
      MAIL_SUBJECTS.contact,
      MAIL_SUBJECTS.privacy,
    ]).toEqual([
      "Contato Geral",
      "Imprensa",
      "Comunicado: T",
      "Kit de Mídia: K",
      "Entrevista",
      "Parceria de Mídia",
      "Contato",
      "Privacidade",
    ]);
  });

  it("works without a subject", () => {
    expect(mailtoHref(" contato@exemplo.com.br ")).toBe("mailto:contato@exemplo.com.br");
  });
});
