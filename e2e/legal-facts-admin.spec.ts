import { expect, test, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./config";
import { adminSignIn, sessionSignIn, waitForHydration } from "./helpers";

// Screenshots of Sistema → Valores legais when set (FACTS_SHOTS_DIR=/work/wt/shots/facts).
const SHOTS = process.env.FACTS_SHOTS_DIR;

// The demo server is shared with the other specs, which expect today's R$ 81.000: the new limit is
// dated in January 2019 and the code's value dated again from February 2019, so only that past
// month shows it (decision 035: the figures of the month shown).
async function dateValue(page: Page, label: string, value: string, validFrom: string, source: string) {
  const form = page.locator("form", { has: page.getByRole("button", { name: "Salvar valor datado" }) });
  await form.getByLabel("Valor legal").selectOption({ label });
  await form.getByLabel("Novo valor").fill(value);
  await form.getByLabel("Vale a partir de").fill(validFrom);
  await form.getByLabel("Fonte").fill(source);
  await form.getByRole("button", { name: "Salvar valor datado" }).click();
  await expect(page).toHaveURL(/\/admin\/sistema(#valores-legais)?$/);
}

test.describe("Sistema → Valores legais", { tag: ["@nojs", "@libsql"] }, () => {
  test("an admin dates a new MEI limit in the past; the person's MEI page for that month shows it", async ({ page }, testInfo) => {
    test.setTimeout(SHOTS ? 90_000 : 60_000);
    await page.goto("/admin-login");
    await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    await expect(page).toHaveURL(/\/admin$/);
    await page.goto("/admin/sistema");
    await waitForHydration(page, testInfo);
    const section = page.getByTestId("legal-facts");
    await expect(section.locator("[data-fact=meiAnnualLimit]")).toContainText("Limite anual do MEI");

    // A slip is refused with the reason, and nothing is saved.
    await dateValue(page, "Limite anual do MEI (R$)", "8.100", "2019-01-01", "LC de teste");
    await expect(page.locator("[data-error-summary]")).toContainText("O valor precisa estar entre R$ 50.000,00 e R$ 500.000,00.");
    await expect(page.getByLabel("Novo valor")).toHaveValue("8.100");
    if (SHOTS) {
      await page.setViewportSize({ width: 360, height: 800 });
      const form = page.locator("form", { has: page.getByRole("button", { name: "Salvar valor datado" }) });
      await form.screenshot({ path: `${SHOTS}/valores-legais-erro-360-${testInfo.project.name}.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    const limit = page.getByTestId("legal-facts").locator("[data-fact=meiAnnualLimit]");
    // Today's value first, then the past month's: saved the other way round, today's limit would be
    // R$ 144.913,41 for a moment, and a spec running beside this one would read it.
    await dateValue(page, "Limite anual do MEI (R$)", "81.000", "2019-02-01", "LC 155/2016 (teste e2e)");
    // Saved (and the emptied form is on the page) before the next value is typed.
    await expect(limit).toContainText("R$ 81.000,00 a partir de 01/02/2019");
    await expect(page.getByLabel("Novo valor")).toHaveValue("");
    await dateValue(page, "Limite anual do MEI (R$)", "144.913,41", "2019-01-01", "PLP 108/2021 (teste e2e)");
    await expect(limit).toContainText("R$ 144.913,41 a partir de 01/01/2019");
    await expect(limit).toContainText("por admin-e2e@example.com");
    await expect(page.getByTestId("fact-current-meiAnnualLimit")).toHaveText("R$ 81.000,00");

    if (SHOTS) {
      for (const [name, width] of [
        ["360", 360],
        ["desktop", 1280],
      ] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page
          .locator("#valores-legais")
          .locator("xpath=..")
          .screenshot({ path: `${SHOTS}/valores-legais-${name}-${testInfo.project.name}.png` });
      }
      await page.setViewportSize({ width: 1280, height: 720 });
    }

    await sessionSignIn(page, testInfo, "Rita Souza");
    await page.goto("/gestao/mei?mes=2019-01");
    await expect(page.getByTestId("faturamento-ano")).toContainText("de R$ 144.913,41");
    if (SHOTS) {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: `${SHOTS}/mei-2019-01-360-${testInfo.project.name}.png` });
      await page.setViewportSize({ width: 1280, height: 720 });
    }
    await page.goto("/gestao/mei?mes=2019-02");
    await expect(page.getByTestId("faturamento-ano")).toContainText("de R$ 81.000,00");
  });
});
