// Decision 027 item 8 in the browser, with JavaScript and without: a product edited from a tab opened
// before an order took stock gets the conflict sentence and the current data; the cash entry a paid
// order wrote is shown read-only with the way to its order.
import { expect, test } from "@playwright/test";
import { demoSignIn, waitForHydration } from "./helpers";

test.describe("the books agree", { tag: ["@nojs", "@libsql"] }, () => {
  test("stale product edit → conflict; an order's cash entry links to its order", async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 360, height: 740 });
    await demoSignIn(page, testInfo, "Rita Souza");
    await page.goto("/gestao/produtos/novo");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome *").fill("Brigadeiro");
    await page.getByLabel("Custo (R$) *").fill("1");
    await page.getByLabel("Preço (R$) *").fill("3,00");
    await page.getByLabel("Estoque").fill("10");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");
    await expect(page.getByRole("heading", { name: "Brigadeiro", level: 1 })).toBeVisible();
    const productUrl = page.url();

    // Another tab sells 4 and marks the order paid.
    const other = await context.newPage();
    await other.goto("/gestao/pedidos/novo");
    await waitForHydration(other, testInfo);
    await other.getByLabel("Produto 1").selectOption({ label: "Brigadeiro — R$ 3,00/un (estoque 10)" });
    await other.getByLabel("Quantidade").fill("4");
    await other.getByLabel("Situação").selectOption({ label: "Pago (já recebi)" });
    await other.getByRole("button", { name: "Salvar pedido" }).click();
    await expect(other.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
    await other.close();

    // The first tab still shows stock 10 and saves it: refused, the current stock (6) shown.
    await waitForHydration(page, testInfo);
    await page.getByLabel("Preço (R$) *").fill("3,50");
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByText(/Este produto foi alterado em outro lugar/)).toBeVisible();
    await expect(page.getByText("Estoque: 6")).toBeVisible();
    await expect(page.getByLabel("Estoque")).toHaveValue("6");
    await page.screenshot({ path: testInfo.outputPath("produto-conflito-360.png"), fullPage: true });
    await page.getByRole("button", { name: "Salvar alterações" }).click();
    await expect(page.getByTestId("toast")).toContainText("Produto atualizado");
    expect(page.url()).toContain(productUrl.split("/").pop()!);

    // The cash book: the order's entry opens read-only, with the way to the order.
    await page.goto("/gestao/caixa");
    const entryLink = page.getByRole("link", { name: /Pedido nº 1/ }).first();
    await expect(entryLink).toHaveAttribute("href", /\/gestao\/pedidos\//);
    // Its id, through the API with the page's cookies (the list links the entry to the order itself).
    const listed = (await (await page.request.get("/api/cash-entries?perPage=5")).json()) as {
      items: { id: string; orderId: string | null }[];
    };
    const entryId = listed.items.find((item) => item.orderId)?.id;
    expect(entryId).toBeTruthy();
    await page.goto(`/gestao/caixa/${entryId}`);
    await expect(page.getByRole("heading", { name: "Lançamento de pedido" })).toBeVisible();
    await expect(page.getByText(/Este lançamento foi feito pelo pedido nº 1/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Salvar alterações" })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath("caixa-lancamento-pedido-360.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath("caixa-lancamento-pedido-desktop.png"), fullPage: true });
    await page.getByRole("link", { name: "Abrir o pedido" }).click();
    await expect(page.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
  });
});
