import { expect, test } from "@playwright/test";
import { sessionSignIn, isNoJs } from "./helpers";

test("the floating consultant answers from the learning centre (offline engine) @libsql", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the panel needs JavaScript; see the /consultor test");
  await sessionSignIn(page, testInfo, "Maria Silva");
  const button = page.getByTestId("chat-button");
  await expect(button).toHaveAttribute("href", "/consultor");
  await expect(page.getByTestId("chat-panel")).toHaveCount(0); // minimised on the dashboard
  await button.click();

  const panel = page.getByTestId("chat-panel");
  await expect(panel.getByRole("heading", { name: "Marcos Oliveira - Consultor Virtual" })).toBeVisible();
  await expect(panel).toContainText("Olá, Maria!");
  await expect(panel).toHaveAttribute("data-session", /^[a-z0-9]{8}$/);
  const input = panel.getByLabel("Sua mensagem");
  const send = panel.getByRole("button", { name: "Enviar" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();

  // Shift+Enter adds a line; Enter sends.
  await input.fill("Quanto custa");
  await input.press("Shift+Enter");
  await input.pressSequentially("o DAS do MEI?");
  await expect(input).toHaveValue("Quanto custa\no DAS do MEI?");
  await input.press("Enter");
  await expect(panel.getByTestId("chat-user")).toContainText("o DAS do MEI?");
  await expect(input).toHaveValue("");
  const reply = panel.getByTestId("chat-assistant").last();
  await expect(reply).toContainText("Consultor offline");
  await expect(reply).toContainText("Leia mais: MEI na prática");

  await reply.getByRole("link", { name: "Abrir no Centro de Aprendizado" }).click();
  await expect(page).toHaveURL(/\/centro-aprendizado\?item=mei-das-limite-e-declaracao/);
  await expect(page.locator("#mei-das-limite-e-declaracao").getByRole("link", { name: /Fechar/ })).toBeVisible();
});

test("a failed reply keeps the message and offers a retry", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "the panel needs JavaScript");
  await sessionSignIn(page, testInfo);
  let fail = true;
  await page.route("**/api/ai-chat-smart", async (route) => {
    if (fail) return route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Falha simulada." }) });
    return route.continue();
  });
  await page.getByTestId("chat-button").click();
  const panel = page.getByTestId("chat-panel");
  await panel.getByLabel("Sua mensagem").fill("A plataforma é gratuita?");
  await panel.getByRole("button", { name: "Enviar" }).click();
  await expect(panel.getByTestId("chat-error")).toContainText("Falha simulada.");
  await expect(panel.getByTestId("chat-user")).toHaveText("A plataforma é gratuita?");
  fail = false;
  await panel.getByRole("button", { name: "Tentar novamente" }).click();
  await expect(panel.getByTestId("chat-assistant").last()).toContainText("100% gratuita");
  await expect(panel.getByTestId("chat-error")).toHaveCount(0);
  await expect(panel.getByTestId("chat-user")).toHaveCount(1);
});

test("the full-page consultant works with plain form posts @nojs @libsql", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Joana Prado");
  await page.goto("/consultor");
  await expect(page).toHaveURL(/\/consultor\?sessao=[a-z0-9]{8}$/);
  await expect(page.getByRole("heading", { name: "Marcos Oliveira - Consultor Virtual" })).toBeVisible();
  await expect(page.getByText("Olá, Joana!")).toBeVisible();
  await page.getByLabel("Sua mensagem").fill("Como divulgar no WhatsApp?");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("chat-user")).toHaveText("Como divulgar no WhatsApp?");
  await expect(page.getByTestId("chat-assistant").last()).toContainText("Consultor offline");
  await expect(page.getByTestId("chat-assistant").last()).toContainText("WhatsApp");
});

test("the consultant answers the two example questions of issue 19 (JS on and off) @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.goto("/consultor");
  await expect(page).toHaveURL(/\/consultor\?sessao=[a-z0-9]{8}$/);

  await page.getByLabel("Sua mensagem").fill("Como faço para abrir um MEI e quanto custa o DAS?");
  await page.getByRole("button", { name: "Enviar" }).click();
  const first = page.getByTestId("chat-assistant").last();
  await expect(first).toContainText("Como abrir o MEI");
  await expect(first).toContainText("CCMEI");
  await expect(first).toContainText(/R\$\s82,05/);
  await expect(first).toContainText(/R\$\s86,05/);
  await expect(first).toContainText("Leia mais: MEI na prática");

  await page.getByLabel("Sua mensagem").fill("Quanto cobrar por um bolo de 2 kg?");
  await page.getByRole("button", { name: "Enviar" }).click();
  await expect(page.getByTestId("chat-assistant")).toHaveCount(3); // greeting + two answers
  const second = page.getByTestId("chat-assistant").last();
  await expect(second).toContainText("quanto cobrar por um bolo de 2 kg");
  await expect(second).toContainText("Preço = custo direto");
  await expect(second).toContainText("Me conte quanto gasta de material em um bolo de 2 kg");
  await expect(second).not.toContainText("R$");
});
