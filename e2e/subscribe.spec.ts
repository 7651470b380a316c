import { expect, test } from "@playwright/test";
import { sessionSignIn } from "./helpers";

// Issue 13, items 8 and 20: the platform is free; the plans page is a preview where choosing records an interest.
test("plans: a labelled preview, consistent prices, choosing marks the plan as the current one @nojs @libsql", async ({
  page,
}, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/subscribe");
  await expect(page).toHaveTitle(/Planos futuros \(prévia\)/);
  await expect(page.getByRole("heading", { name: "Planos futuros", level: 1 })).toBeVisible();
  await expect(page.getByTestId("plans-preview-note")).toContainText("Hoje a plataforma é 100% gratuita");
  await expect(page.getByTestId("plans-preview-note")).toContainText("Nenhum pagamento é pedido nem cobrado");
  await expect(page.getByText(/Garantia|devolvemos seu dinheiro/)).toHaveCount(0);
  await expect(page.getByTestId("subscription-status")).toHaveText(/Gratuito\s*Em uso/);

  const free = page.getByRole("region", { name: "Gratuito" });
  const pro = page.getByRole("region", { name: "Profissional" });
  const business = page.getByRole("region", { name: "Empresarial" });
  await expect(free.getByTestId("current-plan")).toHaveText(/Seu plano atual/);
  await expect(pro.getByText("Mais procurado")).toBeVisible();
  await expect(pro).toContainText(/R\$\s49,90\/mês/);
  await expect(business).toContainText(/R\$\s99,90\/mês/);
  await expect(business).toContainText("Tudo do Profissional");
  await expect(page.getByText(/Professional/)).toHaveCount(0);

  await pro.getByRole("button", { name: "Escolher Profissional" }).click();
  await expect(page).toHaveURL(/\/subscribe$/);
  await expect(page.getByTestId("toast")).toContainText("Interesse registrado");
  await expect(page.getByTestId("toast")).toContainText(
    "Você escolheu o plano Profissional. Nada foi cobrado: a plataforma continua gratuita para você.",
  );
  await expect(pro.getByTestId("current-plan")).toHaveText(/Seu plano atual/);
  await expect(pro.getByRole("button")).toHaveCount(0);
  await expect(free.getByRole("button", { name: "Escolher Gratuito" })).toBeVisible();
  await expect(page.getByTestId("subscription-status")).toHaveText(/Profissional\s*Interesse registrado/);

  await page.reload();
  await expect(pro.getByTestId("current-plan")).toBeVisible();
});
