// "O que vende" (decision 034) at phone size, with JavaScript and without (project no-js): nineteen
// paid orders and an old delivered one are put straight in the database (the order screens have
// their own tests); the twentieth paid order goes through the form and the shop is published
// through its form. The report shows the best seller, the ticket médio, the SVG charts with their
// tables and the client who stopped buying; the phase-4 journey steps tick with their links.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PORT } from "./config";
import { serverDatabase } from "./database";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/wt/shots/salesreport";
const DAY = 86_400_000;

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
  if (testInfo.project.name === "chromium") await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true }).catch(() => {});
}

/** Orders as the order screens would have left them: paid or delivered, each with one item. */
async function seedSales(email: string, productId: string) {
  const db = serverDatabase(DEMO_PORT);
  try {
    const { id: userId } = (await db.get<{ id: string }>("SELECT id FROM users WHERE email = ?", email))!;
    const clientId = crypto.randomUUID();
    await db.run("INSERT INTO business_clients (id, user_id, name, phone) VALUES (?, ?, 'Maria Souza', '11987654321')", clientId, userId);
    const order = async (number: number, status: string, when: number, line: { productId: string | null; name: string; cents: number }) => {
      const id = crypto.randomUUID();
      await db.run(
        `INSERT INTO business_orders (id, user_id, number, client_id, client_name, status, payment_method, test, subtotal_cents, discount_cents, delivery_cents, total_cents, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pix', 0, ?, 0, 0, ?, ?, ?)`,
        id,
        userId,
        number,
        number === 1 ? clientId : null,
        number === 1 ? "Maria Souza" : null,
        status,
        line.cents,
        line.cents,
        when,
        when,
      );
      await db.run(
        `INSERT INTO business_order_items (id, order_id, position, product_id, name, unit, kind, unit_price_cents, quantity_milli, line_total_cents)
         VALUES (?, ?, 0, ?, ?, 'un', 'industrializados', ?, 1000, ?)`,
        crypto.randomUUID(),
        id,
        line.productId,
        line.name,
        line.cents,
        line.cents,
      );
    };
    // Maria's only purchase, delivered 90 days ago: she has not bought for more than 60 days.
    await order(1, "entregue", Date.now() - 90 * DAY, { productId: null, name: "Empada", cents: 2400 });
    for (let n = 2; n <= 20; n++) await order(n, "pago", Date.now() - n * DAY, { productId, name: "Coxinha", cents: 1500 });
  } finally {
    db.close();
  }
}

test.describe("the sales report", { tag: ["@nojs", "@libsql"] }, () => {
  test("best seller, ticket médio, charts and who stopped buying; the phase-4 steps tick with their links", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const slug = `salgados-${testInfo.project.name}-${Date.now().toString(36)}`;
    const { email } = await sessionSignIn(page, testInfo, "Rita Salgados");

    await page.goto("/gestao/produtos/novo");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome *").fill("Coxinha");
    await page.getByLabel("Custo (R$) *").fill("2");
    await page.getByLabel("Preço (R$) *").fill("5");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");
    await expect(page).toHaveURL(/\/gestao\/produtos\/[\w-]{20,}$/);
    const productId = new URL(page.url()).pathname.split("/").pop()!;

    // Before any sale: zeros, no ticket médio, and where sales come from.
    await page.goto("/gestao/relatorio");
    await expect(page.getByText("Nenhuma venda entregue ou paga neste período.")).toBeVisible();
    await expect(page.getByTestId("ticket-medio")).toHaveText("—");
    await fitsThePhone(page);
    await shot(page, testInfo, "relatorio-vazio");

    await seedSales(email, productId);

    // The twentieth paid order, through the form: the first paid one the app itself recorded.
    await page.goto("/gestao/pedidos/novo");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Produto 1").selectOption({ label: "Coxinha — R$ 5,00/un" });
    await page.getByLabel("Quantidade").fill("2");
    await page.getByLabel("Situação").selectOption({ label: "Pago (já recebi)" });
    await page.getByRole("button", { name: "Salvar pedido" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pedido criado");
    await expect(page).toHaveURL(/\/gestao\/pedidos\/[\w-]{20,}$/);
    const heading = page.getByRole("heading", { name: /^Pedido nº \d+$/, level: 1 });
    const paidNumber = (await heading.innerText()).replace(/\D/g, "");

    // The shop, published with its product.
    await page.goto("/gestao/loja");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome da loja *").fill("Salgados da Rita");
    await page.getByLabel("Endereço da página *").fill(slug);
    await page.getByLabel("Cidade *").fill("Recife");
    await page.getByLabel("WhatsApp da loja *").fill("(81) 98765-4321");
    await page.getByLabel("Tipo da chave Pix *").selectOption("cpf");
    await page.getByLabel("Chave Pix *", { exact: true }).fill("123.456.789-09");
    await page.getByLabel("Loja publicada (visível para qualquer pessoa com o link)").check();
    await page.getByRole("button", { name: "Salvar loja" }).click();
    await expect(page.getByTestId("toast")).toContainText("Loja salva");

    // From the gestão home to the report.
    await page.goto("/gestao");
    await page.getByRole("link", { name: /O que vende Mais vendidos/ }).click();
    await expect(page.getByRole("heading", { name: "O que vende", level: 1 })).toBeVisible();
    // Its tab in the gestão row is the current one.
    await expect(page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "O que vende" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByTestId("regra")).toContainText("entregues ou pagos");
    // 19 × R$ 15,00 + R$ 10,00 + R$ 24,00 = R$ 319,00 in 21 sales.
    await expect(page.getByTestId("ticket-medio")).toHaveText("R$ 15,19");
    await expect(page.getByTestId("mais-vendido")).toHaveText("Coxinha");
    await expect(page.getByRole("link", { name: "Coxinha", exact: true })).toHaveAttribute("href", `/gestao/produtos/${productId}`);
    const months = page.getByRole("img", { name: /Faturamento dos últimos 6 meses/ });
    await expect(months).toBeVisible();
    expect(await months.locator("rect").count()).toBe(6);
    await expect(page.getByRole("img", { name: /Os produtos que mais faturaram/ })).toBeVisible();
    await expect(page.getByRole("table").first()).toContainText("Faturamento");
    const dormant = page.getByTestId("sem-comprar");
    await expect(dormant).toContainText("Maria Souza");
    await expect(dormant.getByRole("link", { name: "Chamar no WhatsApp" })).toHaveAttribute(
      "href",
      /^https:\/\/wa\.me\/5511987654321\?text=/,
    );
    await expect(page.getByTestId("otimizacao")).toContainText("está concluído");
    await fitsThePhone(page);
    await shot(page, testInfo, "relatorio");

    await page.getByRole("link", { name: "Últimos 12 meses" }).click();
    await expect(page).toHaveURL(/\/gestao\/relatorio\?meses=12$/);
    // A retrying assertion: without JavaScript the click is a full navigation, and the URL can change
    // before the new chart is in the page.
    await expect(page.getByRole("img", { name: /Faturamento dos últimos 12 meses/ }).locator("rect")).toHaveCount(12);
    await fitsThePhone(page);
    await shot(page, testInfo, "relatorio-12-meses");

    // The journey's phase 4: each step ticked itself and links to what did it.
    await page.goto("/dashboard/crescimento");
    await waitForHydration(page, testInfo);
    for (const step of ["website_integration", "first_sale", "sales_optimization"])
      await expect(page.getByTestId(`step-${step}`).getByRole("checkbox"), step).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("step-website_integration").getByRole("link", { name: "Salgados da Rita" })).toHaveAttribute(
      "href",
      `/loja/${slug}`,
    );
    await expect(page.getByTestId("step-first_sale").getByRole("link", { name: `nº ${paidNumber}`, exact: true })).toBeVisible();
    await fitsThePhone(page);
    await shot(page, testInfo, "jornada-fase-4");
    await page.getByTestId("step-sales_optimization").getByRole("link", { name: "O que vende" }).click();
    await expect(page.getByRole("heading", { name: "O que vende", level: 1 })).toBeVisible();

    if (testInfo.project.name === "chromium") {
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const [name, url] of [
        ["relatorio", "/gestao/relatorio"],
        ["jornada-fase-4", "/dashboard/crescimento"],
      ] as const) {
        await page.goto(url);
        await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
      }
    }
  });
});
