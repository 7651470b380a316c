// Decision 032: what a person meets on a 360 px phone, with JavaScript on (project chromium) and off (no-js).
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { demoSignIn, isNoJs, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = process.env.POLISH_SHOTS_DIR;
async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: SHOTS ? `${SHOTS}/${file}` : testInfo.outputPath(file), fullPage: true });
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

/** A saved strategy from the cake idea of the catalogue; returns the analysis page's address and the plan's. */
async function saveCakeStrategy(page: Page, testInfo: TestInfo) {
  await page.goto("/meu-negocio/catalogo?q=bolos+de+anivers%C3%A1rio");
  await waitForHydration(page, testInfo);
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  const analysis = new URL(page.url()).pathname;
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const plan = await page.getByTestId("strategy-item").first().getByRole("link", { name: "Plano de Negócio" }).getAttribute("href");
  return { analysis, plan: plan! };
}

test.describe("decision 032 at 360 px", { tag: ["@nojs"] }, () => {
  test("a failed save on a long form opens at its summary (items 1), tables become cards (2), the words are plain (6)", async ({
    page,
  }, testInfo) => {
    test.slow();
    await demoSignIn(page, testInfo, "Ana Recife");
    const { analysis, plan } = await saveCakeStrategy(page, testInfo);

    // 2. The analysis's investment and scenario tables: cards on the phone, every figure on screen.
    await page.goto(analysis);
    await noSidewaysScroll(page);
    const cards = page.getByTestId("tabela-cartoes");
    await expect(cards).toHaveCount(2);
    await expect(cards.last().getByText("Lucro estimado/mês").first())
      .toBeInViewport({ ratio: 0 })
      .catch(() => {});
    for (const card of await cards.last().getByRole("listitem").all()) {
      await card.scrollIntoViewIfNeeded();
      const box = (await card.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      await expect(card).toContainText("Lucro estimado/mês");
      await expect(card).toContainText("Prazo de retorno");
    }
    await expect(page.locator("main")).not.toContainText("aniversario ");
    await shot(page, testInfo, "analise");

    // 6. The saved strategy: "Lucro estimado" and a text download, no ".md".
    await page.goto("/dashboard");
    await expect(page.getByTestId("strategy-item").first()).toContainText("Lucro estimado");
    await expect(page.getByRole("link", { name: "Baixar em texto" })).toBeVisible();
    await expect(page.getByText("Baixar (.md)")).toHaveCount(0);

    // 2. The plan's tables fit the phone.
    await page.goto(plan);
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>("main details").forEach((d) => (d.open = true)));
    await noSidewaysScroll(page);
    for (const table of await page.locator("main table").all()) {
      const box = (await table.boundingBox())!;
      expect(box.x + box.width, "a plan table runs off the phone").toBeLessThanOrEqual(360);
    }

    // 1. A wrong value at the bottom of the long financial section: the page goes to the summary.
    await page.goto(`${plan}/financeiro`);
    await waitForHydration(page, testInfo);
    const fixed = page.locator('[data-linha="fixedCosts"]').last();
    await fixed.getByLabel("Valor por mês (R$)").fill("abc");
    const save = page.getByRole("button", { name: "Salvar", exact: true });
    await save.scrollIntoViewIfNeeded();
    await save.click();
    const summary = page.getByRole("alert").filter({ hasText: "Confira os campos marcados" });
    await expect(summary).toBeFocused();
    await expect(summary).toBeInViewport();
    await shot(page, testInfo, "plano-financeiro-erro");
  });

  test("gestão: the summary after a failed save, the calculator in money with 'Cadastrar produto', cento (1, 3, 6, 7, 8)", async ({
    page,
  }, testInfo) => {
    await demoSignIn(page, testInfo, "Ana Recife");
    // 3. No floating button over a form's Cancelar.
    await page.goto("/gestao/produtos/novo");
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("chat-button")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Cancelar" })).toBeVisible();

    // 1. A refused field: the form's summary takes the focus (JS) or the page opens at it (no JS).
    await page.getByLabel("Nome *").fill("Brigadeiro");
    await page.getByLabel("Custo (R$) *").fill("abc");
    await page.getByLabel("Preço (R$) *").fill("1,20");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    await expect(page.locator("[data-error-summary]")).toContainText("Confira os campos marcados");

    // 8. "cento" is a unit, and the stock field says what a counted stock means for fractions.
    await expect(page.getByLabel("Unidade *").locator("option", { hasText: "cento" })).toHaveCount(1);
    await expect(page.getByText("Com estoque contado (número inteiro), o produto é vendido só em quantidades inteiras.")).toBeVisible();
    await page.getByLabel("Unidade *").selectOption("cento");
    await page.getByLabel("Custo (R$) *").fill("40,00");
    await page.getByLabel("Preço (R$) *").fill("120,00");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.getByRole("heading", { name: "Brigadeiro", level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("cento");
    await expect(page.locator("main")).not.toContainText("Markup");

    // 7. The calculator: money, plain words, and the new-product form prefilled (a plain link).
    await page.goto("/gestao/produtos/calculadora");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Custo por unidade (R$)").fill("12,5");
    await page.getByLabel("ou Preço (R$)").fill("45");
    await page.getByRole("button", { name: "Calcular" }).click();
    await expect(page.getByText("Com o preço de R$ 45,00:")).toBeVisible();
    await expect(page.getByRole("columnheader", { name: "Sobre o custo" })).toBeVisible();
    await expect(page.getByText("Markup", { exact: true })).toHaveCount(0);
    await noSidewaysScroll(page);
    await shot(page, testInfo, "calculadora");
    await page.getByTestId("cadastrar-com-preco").click();
    await expect(page).toHaveURL(/\/gestao\/produtos\/novo\?custo=12%2C50&preco=45%2C00$/);
    await expect(page.getByLabel("Custo (R$) *")).toHaveValue("12,50");
    await expect(page.getByLabel("Preço (R$) *")).toHaveValue("45,00");
  });

  test(
    "clients: the example phone has the person's DDD and a tag keeps its casing (12)",
    { tag: ["@libsql"] },
    async ({ page }, testInfo) => {
      await demoSignIn(page, testInfo, "Ana Recife");
      await page.goto("/dashboard/perfil");
      await waitForHydration(page, testInfo);
      await page.getByLabel("Nome completo *").fill("Ana Recife");
      await page.getByLabel("Telefone (WhatsApp) *").fill("(81) 99999-0000");
      await page.getByRole("button", { name: "Salvar Perfil" }).click();
      await expect(page.getByTestId("toast")).toContainText("Perfil atualizado!");

      await page.goto("/gestao/clientes/novo");
      await waitForHydration(page, testInfo);
      await expect(page.getByText("Com DDD, por exemplo (81) 98765-4321.")).toBeVisible();
      await page.getByLabel("Nome *").fill("Dona Cida");
      await page.getByLabel("Etiquetas").fill("Boa Viagem, encomenda, boa viagem");
      await page.getByRole("button", { name: "Cadastrar cliente" }).click();
      await expect(page.getByRole("heading", { name: "Dona Cida", level: 1 })).toBeVisible();
      await expect(page.getByLabel("Etiquetas")).toHaveValue("Boa Viagem, encomenda");
      await shot(page, testInfo, "cliente");
    },
  );

  test("header, chat button, honest copy and the journey's buttons (3, 4, 5, 11)", async ({ page }, testInfo) => {
    // 5. The landing of this install (no Gemini key) promises no AI.
    await page.goto("/");
    await expect(page.locator("main")).not.toContainText("inteligência artificial");
    await expect(page.locator("main")).toContainText("catálogo de mais de 300 ideias");

    await demoSignIn(page, testInfo, "Ana Recife");
    // 4. The brand is whole in the header.
    const brand = page.getByTestId("brand-name");
    await expect(brand).toHaveText("Empreenda Aí");
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await shot(page, testInfo, "dashboard");

    // 5. No disabled "Ditar por voz" where this install cannot transcribe.
    await page.goto("/meu-negocio");
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("mic-button")).toHaveCount(0);
    await expect(page.getByText("Ditar por voz")).toHaveCount(0);

    // 11. Phase 4: a step without a tool says what its button does.
    await page.goto("/jornada/crescimento");
    await waitForHydration(page, testInfo);
    const growth = page.getByTestId("step-business_growth");
    await expect(growth.getByRole("link", { name: "Criar" })).toHaveCount(0);
    await growth.getByRole("link", { name: "Ver dicas" }).click();
    await expect(page).toHaveURL(/\/centro-aprendizado/);

    // 3. Where the chat button shows, the page's end is not under it.
    await page.goto("/gestao/clientes");
    const chat = page.getByTestId("chat-button");
    await expect(chat).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.locator("main > *").last();
    const [button, end] = [(await chat.boundingBox())!, (await last.boundingBox())!];
    expect(end.y + end.height, "the page's last block ends above the chat button").toBeLessThanOrEqual(button.y);
    if (!isNoJs(testInfo)) await shot(page, testInfo, "clientes");
  });
});
