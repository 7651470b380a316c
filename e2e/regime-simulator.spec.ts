// MEI, nanoempreendedor or ME (decision 029) at phone size, with JavaScript and without: the
// simulator is reached from the MEI page, compares the three at the revenue typed, and refuses an
// amount it cannot read.
import { expect, test } from "@playwright/test";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("compare MEI, nanoempreendedor and ME from the MEI page @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Moura");
  await page.goto("/gestao/mei");
  await page
    .getByRole("link", { name: /nanoempreendedor ou ME/i })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "MEI, nanoempreendedor ou ME?", level: 1 })).toBeVisible();
  await waitForHydration(page, testInfo);

  await page.getByLabel("Quanto espera vender por ano (R$)").fill("120.000");
  await page.getByLabel("Atividade").selectOption("servicos");
  await page.getByRole("button", { name: "Comparar" }).click();
  await expect(page).toHaveURL(/receita=120/);
  const mei = page.getByRole("region", { name: /^MEI/ });
  await expect(mei.getByText("Não serve para você")).toBeVisible();
  const nano = page.getByRole("region", { name: /nanoempreendedor/i });
  await expect(nano.getByText("Não serve para você")).toBeVisible();
  const me = page.getByRole("region", { name: /^ME \(/ });
  await expect(me.getByText("Serve para você")).toBeVisible();
  // 120.000 a year in Anexo III's first bracket: 6 %, R$ 600 a month before the accountant.
  await expect(me).toContainText("R$");

  await page.getByLabel("Quanto espera vender por ano (R$)").fill("muito");
  await page.getByRole("button", { name: "Comparar" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
