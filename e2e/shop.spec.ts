// The shop (decision 028) at phone size, with JavaScript and without (project no-js): the seller sets
// up the shop with a photo and a Pix key and publishes it; a customer with no account, in a new
// browser context, orders; the seller records a deposit and then the rest; the cash book, the
// journey, the receipt and the WhatsApp text follow.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import { demoSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = "/work/wt/shots/shop";

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = `${name}-${testInfo.project.name}.png`;
  await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
  if (testInfo.project.name === "chromium") await page.screenshot({ path: `${SHOTS}/${name}-360.png`, fullPage: true }).catch(() => {});
}

async function newProduct(page: Page, testInfo: TestInfo, name: string, price: string) {
  await page.goto("/gestao/produtos/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill(name);
  await page.getByLabel("Custo (R$) *").fill("4");
  await page.getByLabel("Preço (R$) *").fill(price);
  await page.getByRole("button", { name: "Cadastrar produto" }).click();
  await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");
}

test.describe("the shop", { tag: ["@nojs", "@libsql"] }, () => {
  test("set up, published, cacheable; then ordered from by a customer without an account", async ({ page, browser, request }, testInfo) => {
    test.setTimeout(120_000);
    const slug = `doces-${testInfo.project.name}-${Date.now().toString(36)}`;
    await demoSignIn(page, testInfo, "Ana Doceira");
    await newProduct(page, testInfo, "Brigadeiro gourmet", "3,50");
    // The photo, from the product's page (a document post with and without JavaScript).
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: { r: 120, g: 60, b: 30 } } })
      .jpeg()
      .toBuffer();
    await page.getByLabel("Enviar uma foto").setInputFiles({ name: "brigadeiro.jpg", mimeType: "image/jpeg", buffer: photo });
    await page.getByRole("button", { name: "Salvar foto" }).click();
    await expect(page.getByTestId("toast")).toContainText("Foto salva");
    await expect(page.getByRole("img", { name: "Foto de Brigadeiro gourmet" })).toBeVisible();

    await page.goto("/gestao/loja");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome da loja *").fill("Doces da Ana");
    await page.getByLabel("Endereço da página *").fill(slug);
    await page.getByLabel("Cidade *").fill("São Paulo");
    await page.getByLabel("WhatsApp da loja *").fill("(11) 98765-4321");
    await page.getByLabel("Tipo da chave Pix *").selectOption("cpf");
    await page.getByLabel("Chave Pix *", { exact: true }).fill("123.456.789-00");
    await page.getByLabel("Loja publicada (visível para qualquer pessoa com o link)").check();
    await page.getByRole("button", { name: "Salvar loja" }).click();
    await expect(page.getByText("Não é um CPF válido")).toBeVisible();
    await page.getByLabel("Chave Pix *", { exact: true }).fill("123.456.789-09");
    await page.getByRole("button", { name: "Salvar loja" }).click();
    await expect(page.getByTestId("toast")).toContainText("Loja salva");
    await expect(page.getByRole("link", { name: `/loja/${slug}` })).toBeVisible();
    await fitsThePhone(page);
    await shot(page, testInfo, "gestao-loja");

    // The public page: cacheable, with an ETag answered by 304.
    const first = await request.get(`/loja/${slug}`);
    expect(first.status()).toBe(200);
    expect(first.headers()["cache-control"]).toBe("public, max-age=60");
    const etag = first.headers()["etag"]!;
    expect(etag).toMatch(/^W\//);
    expect(await first.text()).toContain('property="og:title"');
    const again = await request.get(`/loja/${slug}`, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);

    const customer = await browser.newContext({
      viewport: { width: 360, height: 740 },
      javaScriptEnabled: testInfo.project.name !== "no-js",
    });
    const shop = await customer.newPage();
    await shop.goto(`/loja/${slug}`);
    await expect(shop.getByRole("heading", { name: "Doces da Ana" })).toBeVisible();
    await expect(shop.getByText("Brigadeiro gourmet")).toBeVisible();
    await expect(shop.getByRole("img", { name: "Brigadeiro gourmet" })).toHaveJSProperty("complete", true);
    expect(
      await shop.getByRole("img", { name: "Brigadeiro gourmet" }).evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await expect(shop.getByRole("link", { name: "Chamar no WhatsApp" })).toHaveAttribute("href", /wa\.me\/5511987654321/);
    await fitsThePhone(shop);
    await shot(shop, testInfo, "loja-publica");

    // The customer orders 4 brigadeiros, without an account.
    await shop.getByLabel("Quantidade de Brigadeiro gourmet").fill("4");
    await shop.getByLabel("Seu nome *").fill("Carla Cliente");
    await shop.getByLabel("Seu WhatsApp *").fill("(21) 99876-5432");
    await shop.getByRole("button", { name: "Enviar pedido" }).click();
    await expect(shop.getByRole("heading", { name: /Pedido nº \d+ recebido/ })).toBeVisible();
    await expect(shop.getByRole("heading", { name: "Pague R$ 14,00 com Pix" })).toBeVisible();
    const payload = await shop.getByTestId("pix-payload").inputValue();
    expect(payload).toMatch(/^000201.*540514\.00.*PED\d+6304[0-9A-F]{4}$/);
    await expect(shop.getByRole("img", { name: "QR code Pix de R$ 14,00" })).toBeVisible();
    const customerUrl = shop.url();
    const whatsapp = await shop.getByRole("link", { name: "Enviar pedido pelo WhatsApp" }).getAttribute("href");
    expect(decodeURIComponent(whatsapp ?? "")).toContain(payload);
    await fitsThePhone(shop);
    await shot(shop, testInfo, "loja-pedido-cliente");
    await customer.close();

    // The seller sees it in Pedidos, from the shop.
    await page.goto("/gestao/pedidos");
    await expect(page.getByText("da loja")).toBeVisible();
    await page.getByRole("link", { name: /Carla Cliente/ }).click();
    await expect(page.getByText("Pedido feito na sua loja")).toBeVisible();
    await fitsThePhone(page);
    await shot(page, testInfo, "gestao-pedido-da-loja");

    // A deposit, then the rest: the balance, the Pix of the balance and the reminder follow.
    await waitForHydration(page, testInfo);
    await page.getByLabel("Valor recebido (R$)").fill("5,00");
    await page.getByRole("button", { name: "Registrar pagamento" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pagamento registrado");
    await expect(page.getByTestId("saldo")).toHaveText("R$ 9,00");
    const balancePix = await page.getByTestId("pix-payload").inputValue();
    expect(balancePix).toMatch(/54049\.00.*PED\d+/);
    const reminder = await page.getByRole("link", { name: "Lembrar pelo WhatsApp" }).getAttribute("href");
    expect(decodeURIComponent(reminder ?? "")).toContain(balancePix);
    await fitsThePhone(page);
    await shot(page, testInfo, "gestao-pedido-sinal");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Valor recebido (R$)").fill("9,00");
    await page.getByRole("button", { name: "Registrar pagamento" }).click();
    await expect(page.getByTestId("toast")).toContainText("Pedido pago");
    await expect(page.getByTestId("saldo")).toHaveText("R$ 0,00");

    // The cash book has both amounts; the journey step "Primeira Venda" ticked itself.
    await page.goto("/gestao/caixa");
    await expect(page.getByText(/Sinal do pedido nº \d+/)).toBeVisible();
    await expect(page.getByText("R$ 5,00").first()).toBeVisible();
    await expect(page.getByText("R$ 9,00").first()).toBeVisible();
    await page.goto("/dashboard/crescimento");
    await expect(page.getByTestId("step-first_sale").getByRole("checkbox")).toHaveAttribute("aria-checked", "true");
    await expect(page.getByTestId("step-first_sale")).toContainText("Carla Cliente");

    // Desktop-width screenshots of the new screens (for people to look at; nothing asserted).
    if (testInfo.project.name === "chromium") {
      await page.setViewportSize({ width: 1280, height: 900 });
      for (const [name, url] of [
        ["gestao-loja", "/gestao/loja"],
        ["loja-publica", `/loja/${slug}`],
        ["loja-pedido-cliente", customerUrl],
      ] as const) {
        await page.goto(url);
        await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
      }
    }
  });
});
