import { expect, test } from "@playwright/test";
import { isNoJs, waitForHydration } from "./helpers";

for (const path of ["/", "/landing"]) {
  test(`landing ${path}: header anchors, hero, claims, tools, steps and footer`, async ({ page }) => {
    await page.goto(path);
    const header = page.getByRole("banner");
    for (const [name, href] of [
      ["Ferramentas", "#features"],
      ["Como funciona", "#how-it-works"],
      ["Sobre", "#about"],
    ] as const) {
      await expect(header.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(page.locator("#features")).toBeAttached();
    await expect(page.locator("#how-it-works")).toBeAttached();
    await expect(page.locator("#about")).toBeAttached();
    await expect(header.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Comece agora seu novo negócio" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("link", { name: "Criar minha estratégia grátis" })).toHaveAttribute("href", "/login");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Descubra o negócio ideal");

    const main = page.getByRole("main");
    // The demo server signs in without Google: the sign-in claim says so.
    await expect(main.getByText("Login só com Google")).toHaveCount(0);
    for (const claim of [
      "100% gratuito",
      "Sem cartão de crédito",
      "Entrada sem senha",
      "Resultados em cerca de 15 minutos",
      "Suporte por e-mail",
    ]) {
      await expect(main.getByText(claim, { exact: true }).first()).toBeVisible();
    }
    await expect(main.getByText("300+")).toBeVisible();
    await expect(main.getByText("4 fases", { exact: true })).toBeVisible();
    // The demo server has the three partner tools switched on.
    await expect(page.locator("#features").getByRole("heading", { level: 2 })).toHaveText("Quatro ferramentas, um só caminho");
    for (const tool of ["Descobrir Meu Negócio", "Empresa Aí", "Posta Aí", "Sim Loja Gráfica"]) {
      await expect(page.locator("#features").getByRole("heading", { name: tool })).toBeVisible();
    }
    // No Gemini key on the e2e servers: the first step says what this install does (decision 032).
    for (const step of ["Você conta, a plataforma cruza", "A plataforma executa", "Você prospera"]) {
      await expect(page.locator("#how-it-works").getByRole("heading", { name: step })).toBeVisible();
    }
    await expect(page.locator("#about")).toContainText("12.000 clientes");

    // No video configured: the four phases in a few lines, never an empty "em breve" frame.
    await expect(page.getByTestId("intro-video")).toHaveCount(0);
    await expect(page.getByTestId("phase-overview").getByRole("listitem")).toHaveCount(4);
    await expect(main).not.toContainText(/em breve/i);

    const footer = page.getByRole("contentinfo");
    for (const href of ["/sobre-nos", "/imprensa", "/contato", "/central-ajuda", "/privacidade", "/admin"]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
  });
}

test("the statistics: a carousel with dots (JS) or a plain list (no JS) @nojs", async ({ page }, testInfo) => {
  await page.goto("/");
  const slides = page.getByTestId("stat-slide");
  await expect(slides).toHaveCount(3);
  await expect(slides.nth(0)).toContainText("42%");
  await expect(slides.nth(0)).toContainText("SEBRAE 2024");
  await expect(slides.nth(1)).toContainText("99%");
  await expect(slides.nth(1)).toContainText("IBGE 2024");
  await expect(slides.nth(2)).toContainText("4,3 milhões");
  await expect(slides.nth(2)).toContainText("Receita Federal 2024");

  if (isNoJs(testInfo)) {
    for (let i = 0; i < 3; i++) await expect(slides.nth(i)).toBeVisible();
    await expect(page.getByTestId("stat-dot").first()).toBeHidden();
    return;
  }

  await waitForHydration(page, testInfo);
  await expect(page.getByTestId("stats-carousel")).toHaveAttribute("data-hydrated", "true");
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(1)).toBeHidden();
  const dots = page.getByTestId("stat-dot");
  await expect(dots).toHaveCount(3);
  await dots.nth(2).click();
  await expect(slides.nth(2)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await expect(dots.nth(2)).toHaveAttribute("aria-current", "true");
  // Moving the pointer away resumes the rotation: 5 s later the first slide is back.
  await page.mouse.move(0, 0);
  await page.locator("body").click({ position: { x: 1, y: 1 } });
  await expect(slides.nth(0)).toBeVisible({ timeout: 8000 });
  await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
});

test("the headline word alternates every 2 s without moving the layout", async ({ page }, testInfo) => {
  await page.goto("/");
  const word = page.getByTestId("hero-word");
  const active = word.locator("[data-active]");
  await expect(active).toHaveText("simples");
  if (isNoJs(testInfo)) return;
  await waitForHydration(page, testInfo);
  const heading = page.getByRole("heading", { level: 1 });
  const before = await heading.boundingBox();
  const wordBefore = await word.boundingBox();
  await expect(active).toHaveText("guiada", { timeout: 3500 });
  expect(await heading.boundingBox()).toEqual(before);
  expect(await word.boundingBox()).toEqual(wordBefore);
  await expect(active).toHaveText("gratuita", { timeout: 3500 });
  expect(await heading.boundingBox()).toEqual(before);
});

test("the founder letter opens and closes @nojs", async ({ page }, testInfo) => {
  await page.goto("/");
  await waitForHydration(page, testInfo);
  const letter = page.getByTestId("founder-letter");
  const body = letter.getByText("Em 15 anos de trabalho ao lado de pequenos negócios");
  await expect(body).toBeHidden();
  await letter.getByText("Ler a carta do fundador").click();
  await expect(body).toBeVisible();
  await expect(letter).toContainText("Marcos Oliveira");
  await letter.getByText("Fechar a carta do fundador").click();
  await expect(body).toBeHidden();
});

test("no advertising tag is loaded when ADS_TAG_ID is not set", async ({ page }, testInfo) => {
  const thirdParty: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) thirdParty.push(request.url());
  });
  await page.goto("/");
  await waitForHydration(page, testInfo);
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);
  expect(await page.content()).not.toContain("gtag(");
  if (!isNoJs(testInfo)) expect(await page.evaluate(() => "gtag" in window || "dataLayer" in window)).toBe(false);
  expect(thirdParty).toEqual([]);
});

test("search engines: language, title, description, Open Graph, robots.txt and sitemap", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  await expect(page).toHaveTitle("Empreenda Aí: descubra e abra o negócio ideal para você");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /300 ideias/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Empreenda Aí/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/og-image\.jpg$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "pt_BR");
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute("href", "/favicon.ico");

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const robotsText = await robots.text();
  expect(robotsText).toContain("User-agent: *");
  expect(robotsText).toContain("Disallow: /admin");
  expect(robotsText).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  const sitemap = await request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain("/central-ajuda</loc>");
  expect((await request.get("/og-image.jpg")).headers()["content-type"]).toBe("image/jpeg");
  expect((await request.get("/images/intro-poster.svg")).status()).toBe(200);
});
