import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseSvg } from "../../../tests/brand/read-back";
import { avatarPng, logoPng } from "./files.server";
import { shapeText } from "./fonts.server";
import { iconForArchetype, ICONS, initialsOf, INITIALS } from "./icons";
import { avatarSvg, LAYOUT_IDS, logoSvg } from "./logo";
import { contrast, PALETTES } from "./palettes";
import { twoLines } from "./text";

describe("palettes", () => {
  it.each(PALETTES)("$id: white on primary, ink on paper and on tint reach WCAG AA (4.5:1)", (p) => {
    expect(contrast("#FFFFFF", p.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.ink, p.paper)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(p.ink, p.tint)).toBeGreaterThanOrEqual(4.5);
  });
});

describe("icons and names", () => {
  it("initials skip connectives", () => {
    expect(initialsOf("Doces da Ana")).toBe("DA");
    expect(initialsOf("Pet Amigo")).toBe("PA");
    expect(initialsOf("Zélia")).toBe("ZÉ");
  });
  it("archetypes suggest a fitting icon, initials when none fits", () => {
    expect(iconForArchetype("cozinha-doces")).toBe("bolo");
    expect(iconForArchetype("banho-tosa")).toBe("pata");
    expect(iconForArchetype("oficina-automotiva")).toBe("carro");
    expect(iconForArchetype("algo-novo")).toBe(INITIALS);
  });
  it("long names split into two balanced lines", () => {
    expect(twoLines("Oficina do Zé Conserta Tudo")).toEqual(["Oficina do Zé", "Conserta Tudo"]);
    expect(twoLines("Pet Amigo")).toEqual(["Pet Amigo"]);
  });
});

describe("logo SVG", () => {
  const names = ["Doces da Ana", 'Oficina do Zé Conserta Tudo <&> "aspas"', "Ação"];
  it("every layout × icon parses as XML, is an <svg> with a viewBox, and has no <text> (the letters are outlines)", () => {
    for (const layout of LAYOUT_IDS)
      for (const icon of [...ICONS.map((i) => i.id), INITIALS])
        for (const businessName of names) {
          const { svg, width, height } = logoSvg(shapeText, { businessName, palette: "azul", icon, layout });
          const parsed = parseSvg(svg);
          expect(parsed.root).toBe("svg");
          expect(parsed.rootAttributes.viewBox).toBe(`0 0 ${width} ${height}`);
          expect(parsed.elements).not.toContain("text");
          expect(parsed.elements).toContain("path");
        }
  });
  it("the name is in the title, escaped", () => {
    const { svg } = logoSvg(shapeText, { businessName: "A <b> & C", palette: "verde", icon: "bolo", layout: "selo" });
    expect(parseSvg(svg).elements).toContain("title");
    expect(svg).toContain("<title>A &lt;b&gt; &amp; C</title>");
  });
  it("the avatar is square", () => {
    const drawing = avatarSvg(shapeText, { businessName: "Pet Amigo", palette: "verde", icon: INITIALS, layout: "selo" });
    expect([drawing.width, drawing.height]).toEqual([512, 512]);
  });
});

describe("PNG files", () => {
  it("the logo PNG is as wide as asked and keeps the layout's proportions; the avatar is 512 × 512", async () => {
    const choice = { businessName: "Doces da Ana", palette: "vinho", icon: "bolo", layout: "horizontal" as const };
    const logo = await sharp(await logoPng({ choice, width: 512 })).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(["png", 512, 192]);
    const stacked = await sharp(await logoPng({ choice: { ...choice, layout: "empilhado" }, width: 1024 })).metadata();
    expect([stacked.width, stacked.height]).toEqual([1024, 1024]);
    const avatar = await sharp(await avatarPng({ choice })).metadata();
    expect([avatar.format, avatar.width, avatar.height]).toEqual(["png", 512, 512]);
  });
});
