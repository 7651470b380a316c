// Pedidos at phone size (360 px), with JavaScript and without (project no-js): the whole first
// sale, from registering a client to the cash book, the MEI gauge, the printed report and the
// journey steps that tick themselves.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { DEMO_PORT } from "./config";
import { serverDatabase } from "./database";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const stepCard = (page: Page, id: string) => page.getByTestId(`step-${id}`);
const stepBox = (page: Page, id: string) => stepCard(page, id).getByRole("checkbox");

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

async function newProduct(page: Page, testInfo: TestInfo, name: string, kind: string, unit: string, price: string, stock: string) {
  await page.goto("/gestao/produtos/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill(name);
  await page.getByLabel("Unidade *").selectOption(unit);
  await page.getByLabel("Tipo *").selectOption({ label: kind });
  await page.getByLabel("Custo (R$) *").fill("4");
  await page.getByLabel("Preço (R$) *").fill(price);
  await page.getByLabel("Estoque").fill(stock);
  await page.getByRole("button", { name: "Cadastrar produto" }).click();
  await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");
}

test("client, supplier, two products, a test order, a real one paid: cash book, MEI gauge, report and journey move @nojs @libsql", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await sessionSignIn(page, testInfo, "Lia Prado");
  await page.goto("/gestao/mei");
  await expect(page.getByTestId("faturamento-ano")).toContainText("R$ 0,00 de R$ 81.000,00");

  await page.goto("/gestao/clientes/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill("Dona Cida");
  await page.getByLabel("WhatsApp").fill("11 98765 4321");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cliente cadastrado");

  await page.goto("/gestao/fornecedores/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill("Atacadão Central");
  await page.getByLabel("CPF ou CNPJ").fill("11.222.333/0001-81");
  await page.getByRole("button", { name: "Cadastrar fornecedor" }).click();
  await expect(page.getByTestId("toast")).toContainText("Fornecedor cadastrado");

  await newProduct(page, testInfo, "Bolo de pote", "Fabricação própria (eu produzo)", "un", "10,00", "20");
  await newProduct(page, testInfo, "Queijo minas", "Revenda (compro pronto e revendo)", "kg", "50,00", "");

  // The test order, from the empty list; a second item row is added (with JS at once, without by a round trip).
  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "Pedidos" }).click();
  await expect(page.getByText("Nenhum pedido ainda.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pedidos-vazio.png"), fullPage: true });
  await page.getByRole("link", { name: "Fazer um pedido de teste" }).click();
  await waitForHydration(page, testInfo);
  await expect(page.getByRole("heading", { name: "Pedido de teste" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: /Pedido de teste/ })).toBeChecked();
  await page.getByLabel("Cliente (opcional)").selectOption({ label: "Dona Cida" });
  await page.getByLabel("Produto 1").selectOption({ label: "Bolo de pote — R$ 10,00/un (estoque 20)" });
  await page.getByLabel("Quantidade").fill("2");
  await page.getByRole("button", { name: "+ Adicionar item" }).click();
  await page.getByLabel("Produto 2").selectOption({ label: "Queijo minas — R$ 50,00/kg" });
  await page.getByLabel("Quantidade").nth(1).fill("1,5");
  await page.getByLabel("Fiado (paga depois)").check();
  await page.screenshot({ path: testInfo.outputPath("pedido-novo.png"), fullPage: true });
  await fitsThePhone(page);
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  // Fiado without a due date: explained, and what was typed stays.
  await expect(page.getByText("Fiado: informe a data em que o cliente vai pagar.")).toBeVisible();
  await expect(page.getByLabel("Quantidade").nth(1)).toHaveValue("1,5");
  await page.getByLabel("Pix").check();
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido de teste criado");
  await expect(page.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
  await expect(page.getByText("R$ 95,00").first()).toBeVisible(); // 2 × 10,00 + 1,5 × 50,00
  await expect(page.getByRole("link", { name: "Enviar pelo WhatsApp" })).toHaveAttribute(
    "href",
    /^https:\/\/wa\.me\/5511987654321\?text=Or%C3%A7amento%20n%C2%BA%201%20\(teste\)/,
  );
  await page.screenshot({ path: testInfo.outputPath("pedido-teste.png"), fullPage: true });
  await fitsThePhone(page);

  // The real order: confirmed, then paid.
  await page.goto("/gestao/pedidos/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Cliente (opcional)").selectOption({ label: "Dona Cida" });
  await page.getByLabel("Produto 1").selectOption({ label: "Bolo de pote — R$ 10,00/un (estoque 20)" });
  await page.getByLabel("Quantidade").fill("3");
  await page.getByLabel("Taxa de entrega (opcional)").fill("5,00");
  await page.getByLabel("Situação").selectOption({ label: "Confirmado" });
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido criado");
  await expect(page.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Marcar como pago" }).click();
  await expect(page.getByTestId("toast")).toContainText("A venda entrou no livro-caixa.");
  await expect(page.getByText("Pago", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Cancelar pedido" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pedido-pago.png"), fullPage: true });

  await page.getByRole("link", { name: "Versão para imprimir" }).click();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(/Recibo nº 1/)).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Gestão do negócio" })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath("recibo-impressao.png"), fullPage: true });
  await page.emulateMedia({ media: "screen" });

  await page.goto("/gestao/pedidos?situacao=pago");
  await expect(page.getByText("1 pedido pago.")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pedidos.png"), fullPage: true });
  await page.goto("/gestao/produtos");
  await expect(page.getByRole("link", { name: /Bolo de pote/ })).toContainText("estoque 17"); // the test order took none

  await page.goto("/gestao/caixa");
  await expect(page.getByTestId("resumo-mes")).toContainText("R$ 35,00");
  await expect(page.getByRole("link", { name: /Venda.*Pedido nº 1 — Dona Cida/ })).toBeVisible();
  await page.goto("/gestao/mei");
  await expect(page.getByTestId("faturamento-ano")).toContainText("R$ 35,00 de R$ 81.000,00");
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Relatório Mensal das Receitas Brutas" })).toBeVisible();
  await expect(page.getByTestId("total-relatorio")).toContainText("R$ 35,00");
  await page.emulateMedia({ media: "screen" });

  await page.goto("/gestao");
  await expect(page.getByRole("link", { name: /Pedidos/ }).last()).toContainText("2 pedidos neste mês · 2 no total");
  await page.screenshot({ path: testInfo.outputPath("gestao-inicio.png"), fullPage: true });

  await page.goto("/gestao/clientes");
  await page.getByRole("link", { name: /Dona Cida/ }).click();
  await expect(page.getByText("1 pedido · R$ 35,00 no total")).toBeVisible();
  await expect(page.getByText("Bolo de pote: 3 un")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("cliente-compras.png"), fullPage: true });

  // The journey ticked itself.
  await page.goto("/dashboard/estruturacao");
  for (const step of ["add_clients", "add_suppliers", "add_products", "demo_order"]) {
    await expect(stepBox(page, step), step).toHaveAttribute("aria-checked", "true");
  }
  // Each step says which record ticked it, with a link to that record.
  await expect(stepCard(page, "add_clients")).toContainText("Concluído ao cadastrar o cliente Dona Cida");
  await expect(stepCard(page, "add_suppliers")).toContainText("Concluído ao cadastrar o fornecedor Atacadão Central");
  await expect(stepCard(page, "add_products")).toContainText("Concluído ao cadastrar o produto Bolo de pote");
  await expect(stepCard(page, "demo_order")).toContainText("Concluído com o pedido de teste nº 1 (Dona Cida)");
  await page.screenshot({ path: testInfo.outputPath("jornada-estruturacao.png"), fullPage: true });
  await page.goto("/dashboard/marketing");
  await expect(stepBox(page, "financial_control")).toHaveAttribute("aria-checked", "true");
  await expect(stepCard(page, "financial_control")).toContainText("Concluído ao lançar no caixa o pagamento do pedido nº 1 (Dona Cida)");
  await page.goto("/dashboard/crescimento");
  await expect(stepBox(page, "first_sale")).toHaveAttribute("aria-checked", "true");
  await expect(stepBox(page, "customer_management")).toHaveAttribute("aria-checked", "false");
  await expect(stepCard(page, "customer_management")).not.toContainText("Concluído");
  await stepCard(page, "first_sale").getByRole("link", { name: "nº 1 (Dona Cida)" }).click();
  await expect(page.getByRole("heading", { name: "Pedido nº 1", level: 1 })).toBeVisible();
  await page.goto("/dashboard/estruturacao");
  await stepCard(page, "add_clients").getByRole("link", { name: "Dona Cida" }).click();
  await expect(page.getByRole("heading", { name: "Dona Cida", level: 1 })).toBeVisible();
});

test("a fiado is a receivable; a concurrent edit is caught; cancelling and removing ask first and give the stock back @nojs @libsql", async ({
  page,
}, testInfo) => {
  await sessionSignIn(page, testInfo, "Caio Reis");
  await newProduct(page, testInfo, "Marmita", "Fabricação própria (eu produzo)", "un", "18,00", "10");
  await page.goto("/gestao/pedidos/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Produto 1").selectOption({ label: "Marmita — R$ 18,00/un (estoque 10)" });
  await page.getByLabel("Quantidade").fill("2");
  await page.getByLabel("Fiado (paga depois)").check();
  await page.getByLabel("Vencimento do fiado").fill("2026-01-10");
  await page.getByLabel("Situação").selectOption({ label: "Confirmado" });
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  // Decision 032: a fiado never falls due before the day of its order.
  await expect(page.getByText(/Vencimento: o fiado não pode vencer antes do dia do pedido/)).toBeVisible();
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "America/Sao_Paulo" });
  await page.getByLabel("Vencimento do fiado").fill(today);
  await page.getByRole("button", { name: "Salvar pedido" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido criado");
  // Months go by unpaid: the order as if made on 5 January and due on the 10th.
  const db = serverDatabase(DEMO_PORT);
  await db.run(
    "UPDATE business_orders SET created_at = ?, due_date = '2026-01-10' WHERE id = ?",
    Date.parse("2026-01-05T15:00:00Z"),
    new URL(page.url()).pathname.split("/").pop()!,
  );
  db.close();
  await page.reload();
  await expect(page.getByText("10/01/2026 — vencido")).toBeVisible();

  await page.goto("/gestao/caixa");
  await expect(page.getByRole("heading", { name: /A receber \(fiado\)/ })).toContainText("R$ 36,00");
  await expect(page.getByRole("link", { name: /Nº 1 · sem cliente · venceu em 10\/01\/2026/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("caixa-fiado.png"), fullPage: true });

  await page.getByRole("link", { name: /Nº 1 · sem cliente/ }).click();
  await page.getByRole("link", { name: "Editar pedido" }).click();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Quantidade").fill("3");
  await page.screenshot({ path: testInfo.outputPath("pedido-editar.png"), fullPage: true });
  // Meanwhile, on another tab, the order is marked delivered: saving this form is a conflict, not a silent overwrite.
  const other = await page.context().newPage();
  await other.goto(page.url().replace(/\/editar$/, ""));
  await other.getByRole("button", { name: "Marcar como entregue" }).click();
  await expect(other.getByTestId("toast")).toContainText("Pedido entregue");
  await other.close();
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByText(/Este pedido foi alterado em outro lugar/)).toBeVisible();
  await expect(page.getByText("Salvo agora: sem cliente · 2 un × Marmita · R$ 36,00 · entregue.")).toBeVisible();
  await expect(page.getByLabel("Quantidade")).toHaveValue("3");
  await page.screenshot({ path: testInfo.outputPath("pedido-conflito.png"), fullPage: true });
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido atualizado");
  await expect(page.getByText("Entregue", { exact: true })).toBeVisible();
  await expect(page.getByText("R$ 54,00").first()).toBeVisible();

  // Cancelling asks once more (final), then gives the stock back.
  await page.getByRole("button", { name: "Cancelar pedido" }).click();
  await expect(page.getByText("Cancelar o pedido nº 1?")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pedido-cancelar.png"), fullPage: true });
  await page.getByRole("button", { name: "Sim, cancelar o pedido" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido cancelado");
  await page.goto("/gestao/produtos");
  await expect(page.getByRole("link", { name: /Marmita/ })).toContainText("estoque 10");

  await page.goto("/gestao/pedidos?situacao=cancelado");
  await page.getByRole("link", { name: /Nº 1/ }).click();
  await page.getByRole("link", { name: "Remover este pedido" }).click();
  await expect(page.getByRole("heading", { name: "Remover “Pedido nº 1”?" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("pedido-remover.png"), fullPage: true });
  await page.getByRole("button", { name: "Sim, remover" }).click();
  await expect(page.getByTestId("toast")).toContainText("Pedido removido");
  await expect(page.getByText("Nenhum pedido ainda.")).toBeVisible();
});
