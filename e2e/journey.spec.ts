import { expect, test, type Page } from "@playwright/test";
import { sessionSignIn, isNoJs, waitForHydration } from "./helpers";

const step = (page: Page, id: string) => page.getByTestId(`step-${id}`);
const checkbox = (page: Page, id: string) => step(page, id).getByRole("checkbox");

async function expectProgress(page: Page, percent: number, count: number) {
  await expect(page.getByTestId("progress-percent")).toHaveText(`${percent}%`);
  await expect(page.getByTestId("progress-count")).toHaveText(`${count} de 21 passos concluídos`);
}

test("profile, steps across two tabs, progress, achievements and next step @nojs @libsql", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Maria Silva");
  const journey = page.getByTestId("journey");
  await expect(journey.getByRole("heading", { name: "Sua Jornada Empreendedora" })).toBeVisible();
  await expect(journey.getByText("Nenhuma estratégia ativa")).toBeVisible();
  await expectProgress(page, 0, 0);
  await expect(page.getByTestId("next-step-title")).toHaveText("Comece Agora");
  await expect(page.getByTestId("achievement")).toHaveCount(0);
  await expect(page.getByTestId("phase-tab-descoberta")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Fase 1: Descoberta e Planejamento" })).toBeVisible();
  await expect(step(page, "business_idea").getByRole("link", { name: "Como fazer" })).toHaveAttribute("href", "/centro-aprendizado");

  // business_idea needs an active strategy first.
  await checkbox(page, "business_idea").click();
  await expect(page.getByTestId("toast")).toContainText("Ação necessária");
  await expect(page.getByTestId("toast")).toContainText("Primeiro você precisa descobrir e salvar um negócio em Meu Negócio");
  await expect(checkbox(page, "business_idea")).toHaveAttribute("aria-checked", "false");
  await expectProgress(page, 0, 0);

  // The profile: a dialog with JavaScript, a page without.
  await waitForHydration(page, testInfo);
  // With JavaScript everything below happens in this one document (no full reloads).
  if (!isNoJs(testInfo)) await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await step(page, "profile_completed").getByRole("link", { name: "Criar" }).click();
  const form = isNoJs(testInfo) ? page.locator("main") : page.getByRole("dialog");
  if (isNoJs(testInfo)) await expect(page).toHaveURL(/\/dashboard\/perfil\?redirectTo=%2Fdashboard/);
  await expect(form.getByRole("heading", { name: "Completar Perfil do Empreendedor" })).toBeVisible();
  await expect(form.getByLabel("E-mail")).toBeDisabled();
  await expect(form.getByText("E-mail informado na entrada em modo demonstração (não pode ser alterado)")).toBeVisible();
  await expect(form.getByLabel("Telefone (WhatsApp) *")).toHaveAttribute("placeholder", "(11) 98888-7777");
  await expect(form.getByLabel("Quero receber conteúdos e dicas sobre empreendedorismo")).toBeChecked();
  // LGPD: consent to partner offers is opt-in.
  await expect(form.getByLabel("Quero receber ofertas de parceiros da plataforma")).not.toBeChecked();

  await form.getByLabel("Nome completo *").fill("   ");
  await form.getByLabel("Telefone (WhatsApp) *").fill("  ");
  await form.getByRole("button", { name: "Salvar Perfil" }).click();
  const formAgain = isNoJs(testInfo) ? page.locator("main") : page.getByRole("dialog");
  await expect(formAgain.getByRole("alert")).toContainText("Campos obrigatórios");
  await expect(formAgain.getByRole("alert")).toContainText("Por favor, preencha nome e telefone.");

  await formAgain.getByLabel("Nome completo *").fill("Maria Silva");
  await formAgain.getByLabel("Telefone (WhatsApp) *").fill("(11) 98888-7777");
  await formAgain.getByLabel("Você já tem CNPJ?").selectOption("sim");
  await formAgain.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByTestId("toast")).toContainText("Perfil atualizado!");
  await expect(page.getByTestId("toast")).toContainText("Suas informações foram salvas com sucesso.");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(checkbox(page, "profile_completed")).toHaveAttribute("aria-checked", "true");
  await expectProgress(page, 5, 1);
  await expect(page.getByTestId("achievement")).toHaveText([/Empreendedor Iniciante/]);
  await expect(page.getByTestId("next-step-title")).toHaveText("Complete o Planejamento");

  // Descoberta tab: the business plan.
  await waitForHydration(page, testInfo);
  await checkbox(page, "business_plan").click();
  await expect(checkbox(page, "business_plan")).toHaveAttribute("aria-checked", "true");
  await expectProgress(page, 10, 2);
  await expect(page.getByTestId("toast")).toContainText("Progresso atualizado!");

  // Estruturação tab (a nested route): a third step brings a new tier and a new suggestion.
  await page.getByTestId("phase-tab-estruturacao").click();
  await expect(page).toHaveURL(/\/dashboard\/estruturacao#fases$/);
  await expect(page.getByTestId("phase-tab-estruturacao")).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Fase 2: Estruturação do Negócio" })).toBeVisible();
  await waitForHydration(page, testInfo);
  await checkbox(page, "add_clients").click();
  await expect(checkbox(page, "add_clients")).toHaveAttribute("aria-checked", "true");
  await expectProgress(page, 14, 3);
  // Ticked by hand: no record to name (a client registered in /gestao would be).
  await expect(step(page, "add_clients")).not.toContainText("Concluído ao");
  await expect(page.getByTestId("achievement")).toHaveText([/Empreendedor Iniciante/, /Descobridor/]);
  await expect(page.getByTestId("next-step-title")).toHaveText("Estruture seu Negócio");
  await expect(page).toHaveURL(/\/dashboard\/estruturacao/);

  // Unticking goes back down.
  await checkbox(page, "add_clients").click();
  await expect(checkbox(page, "add_clients")).toHaveAttribute("aria-checked", "false");
  await expectProgress(page, 10, 2);
  await expect(page.getByTestId("next-step-title")).toHaveText("Complete o Planejamento");

  if (!isNoJs(testInfo)) {
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  }

  // The shell's Meu Perfil reads the same data.
  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("link", { name: "Meu Perfil" }).click();
  const profile = page.getByRole("dialog");
  await expect(profile.getByText("Perfil Completo")).toBeVisible();
  await expect(profile.getByText("Possui CNPJ")).toBeVisible();
  await expect(profile.getByText("Primeira experiência")).toBeVisible();
  await expect(profile.getByText("(11) 98888-7777")).toBeVisible();
  await expect(profile.getByRole("link", { name: "Editar perfil" })).toBeVisible();
});

test("/jornada: a phase overview (no empty video frame), its own tabs and a 404 for an unknown phase @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Lia Campos");
  await page.goto("/jornada");
  await expect(page.getByRole("heading", { name: "Jornada Empreendedora", exact: true })).toBeVisible();
  // No video configured: the four phases in a few lines, never an empty "em breve" frame (issue 13).
  await expect(page.getByTestId("intro-video")).toHaveCount(0);
  await expect(page.getByTestId("phase-overview").getByRole("listitem")).toHaveCount(4);
  await expect(page.getByTestId("phase-overview")).toContainText("21 passos em 4 fases");
  await expect(page.getByRole("main")).not.toContainText(/em breve/i);
  await page.getByTestId("phase-tab-crescimento").click();
  await expect(page).toHaveURL(/\/jornada\/crescimento#fases$/);
  await expect(page.getByRole("heading", { name: "Fase 4: Crescimento & Otimização" })).toBeVisible();
  // Step 17 belongs to phase 4 (decision 011).
  await expect(page.getByTestId("step-website_integration")).toHaveCount(1);
  await waitForHydration(page, testInfo);
  await checkbox(page, "first_sale").click();
  await expect(checkbox(page, "first_sale")).toHaveAttribute("aria-checked", "true");
  await expectProgress(page, 5, 1);
  await expect(page).toHaveURL(/\/jornada\/crescimento/);

  const response = await page.goto("/jornada/nao-existe");
  expect(response?.status()).toBe(404);
});
