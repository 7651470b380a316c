import { expect, test, type Page } from "@playwright/test";
import { demoSignIn, isNoJs, waitForHydration } from "./helpers";

// Sua marca (decision 030) at 360 px, with and without JavaScript: a logo, the cards, a post image,
// the month of posts and three posts published; the phase-3 steps tick themselves and no step
// leads to a "Recurso Premium" wall.
test.use({ viewport: { width: 360, height: 780 } });

const step = (page: Page, id: string) => page.getByTestId(`step-${id}`);
const shots = process.env.BRAND_SHOTS_DIR;

test.describe("Sua marca", { tag: ["@nojs", "@libsql"] }, () => {
  test("logo, cards, post image and calendar; the steps tick themselves", async ({ page }, testInfo) => {
    await demoSignIn(page, testInfo, "Ana Souza");
    await page.goto("/dashboard/marketing");
    await expect(page.getByText("Recurso Premium")).toHaveCount(0);
    // This test server configures the partner tools, so "Criar" keeps opening the print shop page
    // (the built-in /marca is what an install without partners opens: step-destinations.test.ts).
    await expect(step(page, "stationery_materials").getByRole("link", { name: "Criar" })).toHaveAttribute("href", "/grafica");
    await page.goto("/marca");
    await expect(page).toHaveURL(/\/marca$/);
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("modelo-selo").locator("svg")).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/marca-logo-360-${testInfo.project.name}.png`, fullPage: true });

    await page.getByLabel("Nome na logo").fill("Doces da Ana");
    await page.getByText("Vinho doce").click();
    await page.getByTestId("modelo-selo").click();
    await page.getByRole("button", { name: "Salvar logo" }).click();
    await expect(page.getByRole("heading", { name: "Seus arquivos" })).toBeVisible();
    const png = await page.request.get("/marca/logo.png?size=512");
    expect(png.headers()["content-type"]).toBe("image/png");

    await page.goto("/marca/materiais");
    if (shots) await page.screenshot({ path: `${shots}/marca-materiais-360-${testInfo.project.name}.png`, fullPage: true });
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Gerar cartões (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe("cartoes-doces-da-ana.pdf");

    const post = await page.request.get("/marca/posts/abrimos.png");
    expect(post.status()).toBe(200);
    expect(post.headers()["content-type"]).toBe("image/png");

    await page.goto("/marca/calendario");
    await page.getByRole("button", { name: "Gerar calendário do mês" }).click();
    await expect(page.getByTestId("post-do-dia")).toHaveCount(30);
    if (!isNoJs(testInfo)) await waitForHydration(page, testInfo);
    for (let i = 0; i < 3; i++) {
      await page.getByRole("button", { name: "Marcar como publicado" }).first().click();
      await expect(page.getByText(`${i + 1} de 30 publicados`)).toBeVisible();
    }
    if (shots) await page.screenshot({ path: `${shots}/marca-calendario-360-${testInfo.project.name}.png` });

    await page.goto("/dashboard/marketing");
    for (const id of ["create_logo", "stationery_materials", "social_strategy", "first_posts"])
      await expect(step(page, id).getByRole("checkbox"), id).toHaveAttribute("aria-checked", "true");
    await expect(step(page, "create_logo").getByRole("link", { name: "Doces da Ana" })).toBeVisible();
    await expect(page.getByText("Recurso Premium")).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/jornada-marketing-360-${testInfo.project.name}.png`, fullPage: true });
  });
});
