// Decision 033 at phone size (360 px), with JavaScript and without: from an order to a company
// client, the nota fiscal assistant says a note is needed, gives the data to copy into the national
// issuer, keeps the issued note's access key and its PDF, and the order page shows the key.
import { expect, test } from "@playwright/test";
import { isNoJs, sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = process.env.NFSE_SHOTS_DIR;
const KEY = "35503082211222333000181000000000000126031234567897";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

test.describe("nota fiscal assistant", { tag: ["@nojs", "@libsql"] }, () => {
  test("open it from an order to a company client, copy the data, store the key and the PDF", async ({ page, context }, testInfo) => {
    test.setTimeout(SHOTS ? 120_000 : 60_000);
    await sessionSignIn(page, testInfo, "Ana Lima");
    expect(
      (
        await page.request.put("/api/business-profile", {
          data: {
            cnpj: "12.ABC.345/01DE-35",
            openedAt: "2025-03-02",
            occupation: "Cabeleireiro(a) independente",
            tradeName: "Salão da Ana",
            city: "Campinas",
            state: "SP",
          },
        })
      ).status(),
    ).toBe(200);
    const client = await page.request.post("/api/clients", { data: { name: "Padaria Boa Vista Ltda", document: "11.222.333/0001-81" } });
    expect(client.status()).toBe(201);
    const product = await page.request.post("/api/products", {
      data: { name: "Corte", unit: "un", kind: "servicos", costCents: 0, priceCents: 5000 },
    });
    expect(product.status()).toBe(201);
    const order = await page.request.post("/api/orders", {
      data: {
        clientId: (await client.json()).id,
        items: [{ productId: (await product.json()).id, quantity: 2 }],
        paymentMethod: "pix",
        status: "pago",
      },
    });
    expect(order.status()).toBe(201);
    const orderId = (await order.json()).id as string;

    await page.goto(`/gestao/pedidos/${orderId}`);
    await page.getByRole("link", { name: "Assistente de nota fiscal" }).click();
    await expect(page).toHaveURL(new RegExp(`/gestao/pedidos/${orderId}/nota-fiscal$`));
    await expect(page.getByTestId("nfse-need")).toContainText("Este pedido precisa de nota fiscal.");
    await expect(page.getByTestId("nfse-prestador-cnpj")).toHaveText("12.ABC.345/01DE-35");
    await expect(page.getByTestId("nfse-tomador-documento")).toHaveText("11.222.333/0001-81");
    await expect(page.getByTestId("nfse-item")).toHaveText("6.01");
    await expect(page.getByTestId("nfse-valor")).toHaveText("100,00");
    await expect(page.getByRole("link", { name: "Abrir o Emissor Nacional (gov.br)" })).toHaveAttribute(
      "href",
      "https://www.nfse.gov.br/EmissorNacional",
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/nota-fiscal-360-${testInfo.project.name}.png`, fullPage: true });

    // Copying: a button with JavaScript; without it, the value is selectable text (checked above).
    await waitForHydration(page, testInfo);
    if (!isNoJs(testInfo)) {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copiar CNPJ do cliente" }).click();
      await expect(page.getByRole("button", { name: "Copiar CNPJ do cliente" })).toHaveText("Copiado");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("11.222.333/0001-81");
    }

    // A malformed key: the pt-BR message, nothing kept.
    await page.getByLabel("Chave de acesso da NFS-e (50 números)").fill("123");
    await page.getByRole("button", { name: "Guardar a chave" }).click();
    await expect(page.getByText("A chave de acesso da NFS-e tem 50 números.")).toBeVisible();
    await expect(page.getByLabel("Chave de acesso da NFS-e (50 números)")).toHaveAttribute("aria-invalid", "true");

    // The PDF first (it stays on the assistant), then the key (it goes back to the order).
    await page.getByLabel("Arquivo PDF").setInputFiles({ name: "danfse.pdf", mimeType: "application/pdf", buffer: PDF });
    await page.getByRole("button", { name: "Enviar o PDF" }).click();
    await expect(page.getByTestId("toast")).toContainText("PDF da nota guardado");
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Baixar danfse.pdf" }).click();
    expect((await downloading).suggestedFilename()).toBe("danfse.pdf");

    await page.getByLabel("Chave de acesso da NFS-e (50 números)").fill(KEY.replace(/(\d{5})/g, "$1 ").trim());
    await page.getByRole("button", { name: "Guardar a chave" }).click();
    await expect(page).toHaveURL(new RegExp(`/gestao/pedidos/${orderId}$`));
    await expect(page.getByTestId("toast")).toContainText("Nota fiscal guardada");
    await expect(page.getByTestId("pedido-nota-emitida")).toContainText("Nota fiscal emitida (chave 35503 08221");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/pedido-com-nota-360-${testInfo.project.name}.png`, fullPage: true });

    // The overview (what the search finds for "nota fiscal") lists it as kept.
    await page.goto("/gestao/notas-fiscais");
    await expect(page.getByTestId("notas-guardadas")).toContainText("Pedido nº 1 · Padaria Boa Vista Ltda");
    await expect(page.getByTestId("notas-pendentes")).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/notas-fiscais-360-${testInfo.project.name}.png`, fullPage: true });

    const api = await page.request.get(`/api/orders/${orderId}/nfse`);
    expect(await api.json()).toMatchObject({ required: true, accessKey: KEY, hasPdf: true });

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/gestao/pedidos/${orderId}/nota-fiscal`);
      await page.screenshot({ path: `${SHOTS}/nota-fiscal-desktop-${testInfo.project.name}.png`, fullPage: true });
      await page.goto(`/gestao/pedidos/${orderId}`);
      await page.screenshot({ path: `${SHOTS}/pedido-com-nota-desktop-${testInfo.project.name}.png`, fullPage: true });
      await page.goto("/gestao/notas-fiscais");
      await page.screenshot({ path: `${SHOTS}/notas-fiscais-desktop-${testInfo.project.name}.png`, fullPage: true });
    }
  });

  test("goods to a client without CPF/CNPJ: no note unless asked, the state's NF-e, a link to fill the document", async ({
    page,
  }, testInfo) => {
    await sessionSignIn(page, testInfo, "Bia Reis");
    const client = await page.request.post("/api/clients", { data: { name: "Dona Cida" } });
    expect(client.status()).toBe(201);
    const clientId = (await client.json()).id as string;
    const product = await page.request.post("/api/products", {
      data: { name: "Bolo de pote", unit: "un", kind: "industrializados", costCents: 450, priceCents: 1200 },
    });
    const order = await page.request.post("/api/orders", {
      data: { clientId, items: [{ productId: (await product.json()).id, quantity: 3 }], paymentMethod: "pix", status: "pago" },
    });
    expect(order.status()).toBe(201);
    const orderId = (await order.json()).id as string;
    await page.goto(`/gestao/pedidos/${orderId}/nota-fiscal`);
    await expect(page.getByTestId("nfse-need")).toContainText("Nota fiscal só se o cliente pedir.");
    await expect(page.getByRole("heading", { name: "Venda de mercadorias: NF-e do estado" })).toBeVisible();
    await expect(page.getByText(/Secretaria da Fazenda \(SEFAZ\) do seu estado/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Dados para o Emissor Nacional (NFS-e)" })).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/nota-fiscal-mercadorias-360-${testInfo.project.name}.png`, fullPage: true });
    await page.getByRole("link", { name: "Preencher o CPF/CNPJ de Dona Cida" }).click();
    await expect(page).toHaveURL(new RegExp(`/gestao/clientes/${clientId}$`));
  });
});
