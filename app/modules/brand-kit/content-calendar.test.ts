import { describe, expect, it } from "vitest";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { calendarApiSchema, postEditSchema } from "./calendar-schema";
import { CALENDAR_DAYS, hashtagOf, planMonth, sentencesOf } from "./content-calendar";
import { shoppingDates } from "./shopping-dates";

const find = (name: string, year: number) => shoppingDates(year).find((d) => d.name === name)?.date;

describe("shopping dates", () => {
  it("follow their rules (checked against the 2026 and 2027 calendars)", () => {
    expect(find("Dia das Mães", 2026)).toBe("2026-05-10");
    expect(find("Dia das Mães", 2027)).toBe("2027-05-09");
    expect(find("Dia dos Pais", 2026)).toBe("2026-08-09");
    expect(find("Black Friday", 2026)).toBe("2026-11-27");
    expect(find("Black Friday", 2027)).toBe("2027-11-26");
    expect(find("Dia das Crianças", 2026)).toBe("2026-10-12");
  });
});

describe("a month of posts", () => {
  const idea = (id: string) => CATALOGUE.find((i) => i.id === id) ?? CATALOGUE[0]!;
  const month = (ideaId: string, start = "2026-11-20", products: { id: string; name: string; price: string }[] = []) => {
    const chosen = idea(ideaId);
    return planMonth({ businessName: "Meu Negócio", ideaTitle: chosen.title, keywords: chosen.keywords, products, start });
  };

  it("has 30 consecutive days, each with a theme, a caption, hashtags and an image of /marca/posts", () => {
    const posts = month("marmitas-caseiras", "2026-11-20", [{ id: "p1", name: "Marmita fit", price: "R$ 18,00" }]);
    expect(posts).toHaveLength(CALENDAR_DAYS);
    expect(posts[0]!.date).toBe("2026-11-20");
    expect(posts[29]!.date).toBe("2026-12-19");
    for (const p of posts) {
      expect(p.theme.length).toBeGreaterThan(0);
      expect(p.caption.length).toBeGreaterThan(40);
      expect(p.hashtags.length).toBeGreaterThan(0);
      expect(p.image).toMatch(/^\/marca\/posts\/[A-Za-z0-9-]+\.png$/);
      expect(p.posted).toBe(false);
    }
    expect(posts.map((p) => p.image)).toContain("/marca/posts/p1.png");
    expect(calendarApiSchema.safeParse({ items: posts }).success).toBe(true);
  });

  it("follows the season: Black Friday in late November, its run-up three days before", () => {
    const posts = month("marmitas-caseiras");
    expect(posts.find((p) => p.date === "2026-11-27")?.theme).toBe("Black Friday");
    expect(posts.find((p) => p.date === "2026-11-24")?.theme).toBe("Encomendas para Black Friday");
    expect(posts.find((p) => p.date === "2026-11-27")?.hashtags).toContain("#BlackFriday");
    const may = month("marmitas-caseiras", "2027-04-20");
    expect(may.find((p) => p.date === "2027-05-09")?.theme).toBe("Dia das Mães");
  });

  it("captions of two different ideas share no sentence, even with the same business name", () => {
    const ids = [
      "marmitas-caseiras",
      CATALOGUE.find((i) => i.category === "Pet")!.id,
      CATALOGUE.find((i) => i.category === "Tecnologia")!.id,
    ];
    const sentences = ids.map((id) => new Set(month(id).flatMap((p) => sentencesOf(p.caption))));
    for (let a = 0; a < sentences.length; a++)
      for (let b = a + 1; b < sentences.length; b++) expect([...sentences[a]!].filter((s) => sentences[b]!.has(s))).toEqual([]);
  });

  it("makes hashtags and validates edits", () => {
    expect(hashtagOf("Doces da Ana")).toBe("#DocesDaAna");
    expect(postEditSchema.parse({ caption: " Oi ", hashtags: "#a, b" })).toEqual({ caption: "Oi", hashtags: ["#a", "#b"] });
    expect(postEditSchema.safeParse({ caption: "Oi", hashtags: "#com-traço" }).success).toBe(false);
    expect(postEditSchema.safeParse({ caption: "  " }).success).toBe(false);
  });
});
