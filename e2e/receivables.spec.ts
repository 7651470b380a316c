// Who owes what (decision 040) at phone size, with JavaScript and without: a partial payment, the
// rest in 3 instalments, the "A receber" list with an overdue instalment, a receipt without the
// internal note, and a deleted order whose number is not given again.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PORT } from "./config";
import { serverDatabase } from "./database";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/wt/shots/receivables";

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-${testInfo.project.name}.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function newOrder(page: Page, testInfo: TestInfo, extra?: (page: Page) => Promise<void>) {
  await page.goto("/gestao/pedidos/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Produto 1").selectOption({ label: "Bolo de pote — R$ 30,00/un" });
  await page.getByLabel("Quantidade").fill("3");
  await page.getByLabel("Situação").selectOption({ label: "Confirmado" });
  if (extra) await extra(page);
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido criado");
}

test.describe("A receber", { tag: ["@nojs", "@libsql"] }, () => {
  test("partial payment, 3 instalments, the overdue list, the receipt, and numbers never reused", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await sessionSignIn(page, testInfo, "Ana Lima");

    await page.goto("/gestao/produtos/novo");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome *").fill("Bolo de pote");
    await page.getByLabel("Unidade *").selectOption("un");
    await page.getByLabel("Tipo *").selectOption({ label: "Fabricação própria (eu produzo)" });
    await page.getByLabel("Custo (R$) *").fill("10");
    await page.getByLabel("Preço (R$) *").fill("30,00");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");

    await newOrder(page, testInfo, async (p) => {
      await p.getByLabel("Observações (opcional)").fill("Entregar na portaria");
      await p.getByLabel("Observações internas (opcional)").fill("Cliente costuma atrasar");
    });
    await expect(page.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
    await expect(page.getByTestId("observacoes-internas")).toContainText("Cliente costuma atrasar");
    const orderUrl = page.url();

    // A partial payment, then the rest split in 3.
    await page.getByLabel("Valor recebido (R$)").fill("30,00");
    await page.getByLabel("Como recebeu").selectOption("dinheiro");
    await page.getByRole("button", { name: "Registrar pagamento" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pagamento registrado");
    await expect(page.getByTestId("saldo")).toHaveText("R$ 60,00");
    await page.getByRole("link", { name: "Parcelar o saldo (fiado)" }).click();
    await waitForHydration(page, testInfo);
    await expect(page.getByRole("heading", { name: "Parcelar o saldo" })).toBeVisible();
    await page.getByLabel("Número de parcelas").selectOption("3");
    await shot(page, testInfo, "parcelar");
    await page.getByRole("button", { name: "Parcelar" }).click();
    await expect(page.getByTestId("toast")).toContainText("Saldo parcelado");
    await expect(page.getByTestId("parcelas").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByTestId("parcelas")).toContainText("R$ 20,00");
    await expect(page.getByTestId("parcelas")).not.toContainText("vencido");

    // The first instalment's day passes (moved into the past in the database).
    const orderId = orderUrl.split("/").pop() ?? "";
    const db = serverDatabase(DEMO_PORT);
    try {
      await db.run("UPDATE order_instalments SET due_date = '2024-01-10' WHERE order_id = ? AND number = 1", orderId);
    } finally {
      db.close();
    }
    await page.reload();
    await expect(page.getByTestId("parcelas").getByRole("listitem").first()).toContainText("vencido");
    await shot(page, testInfo, "pedido-parcelas");

    // The list, from the orders page.
    await page.goto("/gestao/pedidos");
    await page.getByRole("link", { name: "A receber: quem me deve" }).click();
    await expect(page.getByRole("heading", { name: "A receber", level: 1 })).toBeVisible();
    await expect(page.getByTestId("total-a-receber")).toHaveText("R$ 60,00");
    await expect(page.getByTestId("total-vencido")).toHaveText("R$ 20,00");
    const line = page.getByTestId("a-receber").getByRole("listitem").first();
    await expect(line).toContainText("Pedido nº 1");
    await expect(line).toContainText(/Vencido há \d+ dias/);
    await expect(line).toContainText("0 de 3 parcelas pagas");
    const reminder = decodeURIComponent((await line.getByRole("link", { name: "Lembrar pelo WhatsApp" }).getAttribute("href")) ?? "");
    expect(reminder).toContain("Parcela vencida:");
    expect(reminder).toContain("Parcela 1, venceu em 10/01/2024");
    expect(reminder).not.toContain("atrasar");
    await shot(page, testInfo, "a-receber");

    // The receipt: the customer-visible note, the amount in words, never the internal note.
    await page.goto(`${orderUrl}/recibo`);
    await expect(page.getByTestId("recibo-extenso")).toContainText("noventa reais");
    await expect(page.getByTestId("recibo-parcelas")).toContainText("1ª · vence 10/01/2024 · R$ 20,00 · vencido");
    await expect(page.getByText(/Entregar na portaria/)).toBeVisible();
    await expect(page.getByText(/atrasar/)).toHaveCount(0);
    await shot(page, testInfo, "recibo");

    // A deleted order keeps its number.
    await newOrder(page, testInfo);
    await expect(page.getByRole("heading", { name: "Pedido nº 2", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "Remover este pedido" }).click();
    await page.getByRole("button", { name: "Sim, remover" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pedido removido");
    await newOrder(page, testInfo);
    await expect(page.getByRole("heading", { name: "Pedido nº 3", level: 1 })).toBeVisible();

    // The same screens at desktop width, for the record.
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [name, path] of [
      ["a-receber", "/gestao/a-receber"],
      ["parcelar", `${orderUrl}/parcelas`],
      ["pedido-parcelas", orderUrl],
      ["recibo", `${orderUrl}/recibo`],
    ] as const) {
      await page.goto(path);
      await page.screenshot({ path: `${SHOTS}/${name}-desktop-${testInfo.project.name}.png`, fullPage: true });
    }
  });
});
