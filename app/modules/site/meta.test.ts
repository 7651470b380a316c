import { DEFAULT_BRAND } from "~/modules/brand";
import { pageMeta, siteFromMatches } from "./meta";

describe("pageMeta", () => {
  const site = { brand: { ...DEFAULT_BRAND, productName: "Negócio Já" }, siteUrl: "https://negocioja.com.br/" };

  it("puts the product name from the brand in the title and Open Graph tags", () => {
    const tags = pageMeta(site, { title: "Sobre Nós", description: "Quem somos.", path: "/sobre-nos" });
    expect(tags).toContainEqual({ title: "Sobre Nós | Negócio Já" });
    expect(tags).toContainEqual({ name: "description", content: "Quem somos." });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Negócio Já" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://negocioja.com.br/sobre-nos" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://negocioja.com.br/sobre-nos" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://negocioja.com.br/og-image.jpg" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("gives the home page a title of its own and can keep a page out of search results", () => {
    expect(pageMeta(site, { description: "d", path: "/" })[0]).toEqual({
      title: "Negócio Já: descubra e abra o negócio ideal para você",
    });
    expect(pageMeta(site, { title: "Entrar", description: "d", path: "/login", noindex: true })).toContainEqual({
      name: "robots",
      content: "noindex",
    });
  });

  it("reads the site from the root match and falls back to the defaults", () => {
    expect(siteFromMatches([{ id: "root", data: site }, { id: "routes/x" }])).toEqual(site);
    expect(siteFromMatches([])).toEqual({ brand: DEFAULT_BRAND, siteUrl: "" });
  });
});
