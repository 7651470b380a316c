import { expect, test } from "@playwright/test";
import { sessionSignIn, isNoJs, waitForHydration } from "./helpers";

test("describe interests → choose → analysis → save → dashboard → another strategy → remove the active one @nojs @libsql", async ({
  page,
}, testInfo) => {
  test.slow();
  await sessionSignIn(page, testInfo, "Paula Reis");
  await page.goto("/meu-negocio");
  await waitForHydration(page, testInfo);
  await expect(page.getByTestId("engine-badge")).toContainText("Gerado a partir do nosso catálogo (sem IA)");

  // Empty input: disabled button with JavaScript; without it the browser refuses the empty box
  // (required), and blank text gets the spec's message from the server.
  if (isNoJs(testInfo)) {
    const box = page.getByLabel("Seus interesses e habilidades");
    await expect(box).toHaveAttribute("required", "");
    await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
    await expect(page).toHaveURL(/\/meu-negocio$/);
    expect(await box.evaluate((element: HTMLTextAreaElement) => element.validity.valueMissing)).toBe(true);
    await box.fill("   ");
    await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
    await expect(page.getByRole("alert")).toContainText("Por favor, descreva seus interesses e habilidades.");
  } else {
    await expect(page.getByRole("button", { name: "Descobrir Meus Negócios" })).toBeDisabled();
  }

  await page
    .getByLabel("Seus interesses e habilidades")
    .fill("Adoro cozinhar bolos e doces e queria começar em casa com menos de mil reais");
  await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/sugestoes\//);
  const cards = page.getByTestId("idea-card");
  await expect(cards.nth(2)).toBeVisible();
  await expect(cards.first()).toContainText("Iniciante");
  await expect(cards.first()).toContainText("CNAE");

  await cards.first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  const title = (await page.getByRole("heading", { level: 2 }).first().textContent())!.trim();
  for (const section of ["Visão geral", "Investimento inicial", "Formalização", "Primeiros 30 dias"]) {
    await expect(page.getByRole("heading", { name: section })).toBeVisible();
  }
  if (!isNoJs(testInfo)) await expect(page.getByRole("button", { name: "Copiar Análise" })).toBeVisible();

  // Voltar returns to the same suggestions without paying again.
  await page.getByRole("link", { name: "Voltar" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/sugestoes\//);
  await cards.first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);

  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const first = page.getByTestId("strategy-item").filter({ hasText: title });
  await expect(first).toContainText("Jornada Ativa");
  // The analysis opens in place with JavaScript; without it the panel links to the full page.
  await first.getByText("Ver análise").click();
  if (isNoJs(testInfo)) await expect(first.getByRole("link", { name: "Abrir a análise completa" })).toBeVisible();
  else await expect(first.getByTestId("analysis-panel")).toContainText("Primeiros 30 dias");

  // A second strategy from the catalogue becomes the active one.
  await page.goto("/meu-negocio/catalogo?q=passeador");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await expect(page.getByTestId("strategy-item")).toHaveCount(2);
  await expect(first).not.toContainText("Jornada Ativa");

  // Start the first one again, then remove it (the active one).
  await first.getByRole("button", { name: "Iniciar Esta Jornada" }).click();
  await expect(page.getByTestId("toast")).toContainText("Nova Jornada Iniciada!");
  await expect(first).toContainText("Jornada Ativa");
  if (isNoJs(testInfo)) {
    await first.getByRole("link", { name: "Remover" }).click();
    await expect(page.getByText("todo o progresso da sua jornada")).toBeVisible();
    await page.getByRole("button", { name: "Sim, remover" }).click();
  } else {
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toContain("todo o progresso da sua jornada");
      void dialog.accept();
    });
    await first.getByRole("link", { name: "Remover" }).click();
  }
  await expect(page.getByTestId("toast")).toContainText("Jornada Resetada!");
  await expect(page.getByTestId("strategy-item")).toHaveCount(1);
});

test("catalogue search, level filter and numeric investment sort live in the URL @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Caio Lima");
  await page.goto("/meu-negocio/catalogo");
  await waitForHydration(page, testInfo);
  await expect(page.getByText(/negócios encontrados/)).toContainText(/3\d\d negócios/);
  await page.getByLabel("Buscar").fill("bolo");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page).toHaveURL(/q=bolo/);
  // Whole words through the shared normaliser: titles, descriptions and keywords (issue 19).
  await expect(page.getByTestId("idea-card").filter({ hasText: "Bolos de pote" })).toHaveCount(1);
  expect(await page.getByTestId("idea-card").count()).toBeLessThan(15);
  await page.getByLabel("Buscar").fill("cabeleireiro");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByTestId("idea-card").filter({ hasText: "Salão de beleza" })).toHaveCount(1);
  await page.getByLabel("Buscar").fill("uber");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByTestId("idea-card").filter({ hasText: "Motorista de aplicativo" })).toHaveCount(1);
  // Most relevant first (the default order): the dog walker, not plane tickets or ironing.
  await expect(page.getByLabel("Ordenar por")).toHaveValue("relevancia");
  await page.getByLabel("Buscar").fill("passeador");
  await page.getByRole("button", { name: "Filtrar" }).click();
  await expect(page.getByTestId("idea-card").first()).toContainText("Pet sitter e passeador de cães");
  await expect(page.getByTestId("idea-card").filter({ hasText: "Agente de viagens" })).toHaveCount(0);

  await page.goto("/meu-negocio/catalogo?nivel=3&ordem=investimento");
  const investments = await page.getByTestId("investment").allTextContents();
  const mins = investments.map((text) => Number(text.match(/R\$\s([\d.]+)/)![1]!.replace(/\./g, "")));
  expect(mins.length).toBeGreaterThan(3);
  expect(mins).toEqual([...mins].sort((a, b) => a - b));
  await expect(page.getByTestId("idea-card").first()).toContainText("Avançado");

  await page.goto("/meu-negocio/catalogo?q=xyzzy");
  await expect(page.getByText("Nenhum negócio encontrado")).toBeVisible();
  await expect(page.getByText("Tente ajustar os filtros ou termo de busca.")).toBeVisible();
});
