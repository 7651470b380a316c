import { expect, test } from "@playwright/test";
import { PARTNER_URL } from "./config";
import { sessionSignIn, isNoJs, uniqueEmail } from "./helpers";

test("the planning tool loads in the frame with the person's data @nojs @libsql", async ({ page }, testInfo) => {
  const { email } = await sessionSignIn(page, testInfo, "Paula Reis");
  await page.goto("/empresa-ai");
  await expect(page.getByRole("heading", { name: "Empresa Aí", level: 1 })).toBeVisible();
  await expect(page.getByText("Acesse com sua conta Google")).toBeVisible();
  const frame = page.frameLocator('iframe[title="Empresa Aí"]');
  await expect(frame.getByText("Olá, Paula!")).toBeVisible();
  await expect(frame.getByText("autoLogin=true")).toBeVisible();
  await expect(frame.getByText("source=empreendaai")).toBeVisible();
  if (!isNoJs(testInfo)) await expect(page.getByTestId("partner-frame")).toHaveAttribute("data-status", "loaded");

  const newWindow = page.getByRole("link", { name: "Nova Janela" });
  await expect(newWindow).toHaveAttribute("target", "_blank");
  await expect(newWindow).toHaveAttribute("href", new RegExp(`^${PARTNER_URL}/app/empresa\\?email=${encodeURIComponent(email)}`));
  await expect(page.getByRole("heading", { name: "Dados compartilhados" })).toBeVisible();
  await expect(page.getByTestId("shared-data")).toContainText(email);
  await expect(page.getByRole("heading", { name: "O que é Empresa Aí?" })).toBeVisible();

  await page.getByRole("link", { name: "Tela Cheia" }).click();
  const dialog = page.getByRole("dialog", { name: "Empresa Aí em tela cheia" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "Fechar" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a tool that never answers times out to the error panel; Tentar Novamente starts over", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the frame's timers need JavaScript");
  await sessionSignIn(page, testInfo, "Nina Costa", uniqueEmail(testInfo, "nunca"));
  await page.goto("/empresa-ai");
  const frame = page.getByTestId("partner-frame");
  await expect(frame.getByText(/Tentativa 2 de 3/)).toBeVisible();
  const panel = frame.getByRole("alert");
  await expect(panel.getByRole("heading", { name: "Erro de Carregamento" })).toBeVisible({ timeout: 10_000 });
  await expect(panel).toContainText("Empresa Aí não conseguiu carregar após várias tentativas.");
  await expect(panel).toContainText("Tentativa 3 de 3");
  await expect(panel).toContainText("Múltiplas tentativas falharam");
  await expect(panel.getByRole("link", { name: "Abrir em Nova Aba" })).toHaveAttribute("href", /variante=3/);
  await panel.getByRole("button", { name: "Tentar Novamente" }).click();
  await expect(frame).toHaveAttribute("data-status", "loading");
  await expect(frame.getByText("Tentativa 1 de 3")).toBeVisible();
});

test("each retry uses the next address variant", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the frame's timers need JavaScript");
  await sessionSignIn(page, testInfo, "Teo Lima", uniqueEmail(testInfo, "terceira"));
  await page.goto("/empresa-ai");
  await expect(page.getByTestId("partner-frame")).toHaveAttribute("data-status", "loaded", { timeout: 10_000 });
  await expect(page.locator('iframe[title="Empresa Aí"]')).toHaveAttribute("src", /variante=3/);
  await expect(page.frameLocator('iframe[title="Empresa Aí"]').getByText("Olá, Teo!")).toBeVisible();
});

test("the print shop opens without parameters; the test page loads preset addresses @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/grafica");
  await expect(page.getByText("Acesso direto, sem login")).toBeVisible();
  await expect(page.getByRole("link", { name: "Nova Janela" })).toHaveAttribute("href", `${PARTNER_URL}/ok.html`);
  await expect(page.frameLocator('iframe[title="Sim Loja Gráfica"]').getByText("Página de teste carregada.")).toBeVisible();

  const response = await page.goto("/teste-empresa");
  expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(page.getByRole("heading", { name: "Teste - Empresa Aí" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Abrir endereço \d em nova aba/ })).toHaveCount(4);
  await page.getByRole("link", { name: "Carregar endereço 1 no quadro" }).click();
  await expect(page.frameLocator('iframe[title="Endereço de teste 1"]').getByText("Página de teste carregada.")).toBeVisible();
});
