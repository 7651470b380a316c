// Decision 031: a person who owns a car sees "você já tem" with the lower total in the suggestion,
// the analysis and the plan — at phone size, with and without JavaScript.
import { expect, test } from "@playwright/test";
import { demoSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/wt/shots/discover";

test(
  "a car owner with no money: 'você já tem' and the lean start in the suggestion, the analysis and the plan",
  { tag: ["@nojs", "@libsql"] },
  async ({ page }, testInfo) => {
    test.slow();
    const shot = (name: string) => page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}-360.png`, fullPage: true });
    await demoSignIn(page, testInfo, "Carlos Souza");
    await page.goto("/meu-negocio");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Seus interesses e habilidades").fill("tenho um carro quitado no meu nome, sem grana nenhuma");
    await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
    await expect(page).toHaveURL(/\/meu-negocio\/sugestoes\//);

    const driver = page.getByTestId("idea-card").filter({ hasText: "Motorista de aplicativo" });
    await expect(driver).toBeVisible();
    await expect(driver.getByTestId("owned-items")).toContainText("Você já tem: Carro usado aceito pelos aplicativos — R$ 0");
    await expect(driver.getByTestId("investment")).toHaveText("R$ 729");
    await expect(driver).toContainText("Você já tem o carro: o maior gasto já está pago.");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot("sugestoes");
    const suggestionsUrl = page.url();

    await waitForHydration(page, testInfo);
    await driver.getByRole("button", { name: "Escolher" }).click();
    await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
    const panel = page.getByTestId("start-panel");
    await expect(panel.getByTestId("lean-total")).toHaveText("R$ 729");
    await expect(panel.getByText("você já tem", { exact: true })).toBeVisible();
    await expect(panel).toContainText("Para crescer (estrutura completa): R$ 5.001 — seriam R$ 60.001 sem o que você já tem");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot("analise");
    const analysisUrl = page.url();

    await waitForHydration(page, testInfo);
    await page.getByRole("button", { name: "Salvar Estratégia" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.getByTestId("strategy-item").getByRole("link", { name: "Plano de Negócio" }).click();
    await expect(page.getByRole("heading", { name: "Plano de Negócio", level: 1 })).toBeVisible();
    await expect(page.getByText(/O que você disse que já tem entra a R\$\s0 \(Carro usado aceito pelos aplicativos\)/)).toBeVisible();
    const investment = page.locator('[data-indicador="investimento"] dd').first();
    await expect(investment).toHaveText(/R\$\s5\.001,00/);
    await shot("plano");

    const planUrl = page.url();
    await page.goto(`${page.url().replace(/\/$/, "")}/financeiro`);
    await expect(page.getByRole("main")).toContainText("Carro usado aceito pelos aplicativos — você já tem");
    await shot("plano-financeiro");

    // The person chooses the lean start: it becomes the plan's investment, the full structure the growth step.
    await page.goto(planUrl);
    await waitForHydration(page, testInfo);
    await page.getByTestId("lean-choice").getByRole("button", { name: "Começar pelo começo enxuto" }).click();
    await expect(page.locator('[data-indicador="investimento"] dd').first()).toHaveText(/R\$\s729,00/);
    await expect(page.getByText(/Começo enxuto escolhido: R\$\s729,00 para as primeiras vendas/)).toBeVisible();
    await expect(page.getByTestId("lean-choice")).toHaveCount(0);
    await shot("plano-enxuto");
  },
);
