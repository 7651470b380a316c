// Gestão do negócio at phone size (360 px), with JavaScript and without (project no-js).
import { expect, test } from "@playwright/test";
import { sessionSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("register, find, edit and remove a client; a wrong WhatsApp is explained @nojs @libsql", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.getByTestId("gestao-link").click();
  await expect(page.getByRole("heading", { name: "Gestão do negócio" })).toBeVisible();
  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "Clientes" }).click();
  await expect(page.getByText("Você ainda não cadastrou clientes.")).toBeVisible();

  await page.getByRole("link", { name: "Novo cliente" }).click();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill("Dona Cida");
  await page.getByLabel("WhatsApp").fill("(20) 98765-4321");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();
  await expect(page.getByText(/O DDD 20 não existe/)).toBeVisible();
  await expect(page.getByLabel("WhatsApp")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Nome *")).toHaveValue("Dona Cida");
  await page.getByLabel("WhatsApp").fill("11 98765 4321");
  await page.getByLabel("Etiquetas").fill("vip, encomenda");
  await page.getByRole("button", { name: "Cadastrar cliente" }).click();

  await expect(page.getByTestId("toast")).toContainText("Cliente cadastrado");
  await expect(page.getByRole("heading", { name: "Dona Cida", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Conversar no WhatsApp" })).toHaveAttribute("href", "https://wa.me/5511987654321");
  await page.screenshot({ path: testInfo.outputPath("cliente.png"), fullPage: true });

  await page.getByLabel("Nome *").fill("Aparecida Lima");
  await page.getByRole("button", { name: "Salvar alterações" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cliente atualizado");
  await expect(page.getByRole("heading", { name: "Aparecida Lima", level: 1 })).toBeVisible();

  await page.getByRole("link", { name: "← Clientes" }).click();
  await page.getByLabel("Buscar clientes").fill("encomenda");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("1 resultado para “encomenda”.")).toBeVisible();
  await expect(page.getByRole("link", { name: /Aparecida Lima/ })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("clientes.png"), fullPage: true });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("link", { name: /Aparecida Lima/ }).click();
  await page.getByRole("link", { name: "Remover este cliente" }).click();
  await expect(page.getByRole("heading", { name: "Remover “Aparecida Lima”?" })).toBeVisible();
  await page.getByRole("button", { name: "Sim, remover" }).click();
  await expect(page.getByTestId("toast")).toContainText("Cliente removido");
  await expect(page.getByText("Você ainda não cadastrou clientes.")).toBeVisible();
});

test("register a supplier (CNPJ checked) and two products; the calculator uses the fees set @nojs @libsql", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.goto("/gestao/fornecedores/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Nome *").fill("Atacadão Central");
  await page.getByLabel("CPF ou CNPJ").fill("11.222.333/0001-82");
  await page.getByLabel("O que fornece").fill("farinha e embalagens");
  await page.getByRole("button", { name: "Cadastrar fornecedor" }).click();
  await expect(page.getByText("CNPJ inválido: confira os números")).toBeVisible();
  await page.getByLabel("CPF ou CNPJ").fill("11.222.333/0001-81");
  await page.getByRole("button", { name: "Cadastrar fornecedor" }).click();
  await expect(page.getByTestId("toast")).toContainText("Fornecedor cadastrado");
  await expect(page.getByText("CNPJ: 11.222.333/0001-81 (dígitos conferidos)")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("fornecedor.png"), fullPage: true });

  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "Produtos" }).click();
  await page.getByRole("link", { name: "Calculadora de preço" }).click();
  await waitForHydration(page, testInfo);
  await page.getByLabel("Taxa do cartão (%)").fill("5");
  await page.getByRole("button", { name: "Salvar taxas" }).click();
  await expect(page.getByTestId("toast")).toContainText("Taxas salvas");
  await page.getByLabel("Custo por unidade (R$)").fill("6,00");
  await page.getByLabel("Margem desejada (%)").fill("40");
  await page.getByRole("button", { name: "Calcular" }).click();
  await expect(page.getByTestId("preco-sugerido")).toContainText("Cartão (taxa 5%): R$ 10,92");
  await expect(page.getByTestId("preco-sugerido")).toContainText("Dinheiro: R$ 10,00");
  await page.screenshot({ path: testInfo.outputPath("calculadora.png"), fullPage: true });

  for (const [name, kind, cost, price] of [
    ["Bolo de pote", "Fabricação própria (eu produzo)", "6", "10,00"],
    ["Refrigerante lata", "Revenda (compro pronto e revendo)", "3,20", "6"],
  ] as const) {
    await page.goto("/gestao/produtos/novo");
    await waitForHydration(page, testInfo);
    await page.getByLabel("Nome *").fill(name);
    await page.getByLabel("Tipo *").selectOption({ label: kind });
    await page.getByLabel("Custo (R$) *").fill(cost);
    await page.getByLabel("Preço (R$) *").fill(price);
    await page.getByLabel("Estoque").fill("20");
    await page.getByRole("button", { name: "Cadastrar produto" }).click();
    await expect(page.getByTestId("toast")).toContainText("Produto cadastrado");
  }
  await expect(page.getByRole("row", { name: /Cartão \(taxa 5%\)/ })).toContainText("R$ 2,50");
  await page.screenshot({ path: testInfo.outputPath("produto.png"), fullPage: true });
  await page.getByRole("link", { name: "← Produtos" }).click();
  await expect(page.getByRole("link", { name: /Bolo de pote/ })).toContainText("margem 40,0%");
  await expect(page.getByRole("link", { name: /Refrigerante lata/ })).toContainText("R$ 6,00 / un");
  await page.screenshot({ path: testInfo.outputPath("produtos.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "Início" }).click();
  await expect(page.getByText("2 produtos cadastrados")).toBeVisible();
  await expect(page.getByText("1 fornecedor cadastrado")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("gestao.png"), fullPage: true });
});

test("cash book: a sale and an expense move the month and the MEI gauge; the monthly report sums the sale @nojs @libsql", async ({
  page,
}, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.goto("/gestao/mei");
  await expect(page.getByTestId("faturamento-ano")).toContainText("R$ 0,00 de R$ 81.000,00 (0,0%)");

  await page.goto("/gestao/caixa/novo");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Valor (R$) *").fill("abc");
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByText("Valor: use um valor maior que zero, como 25,00.")).toBeVisible();
  await page.getByLabel("Valor (R$) *").fill("8.100,00");
  await page.getByLabel("O que foi vendido").selectOption({ label: "Produtos que eu fabrico" });
  await page.getByLabel("Descrição").fill("Encomenda de festa");
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByTestId("toast")).toContainText("Lançamento salvo");

  await page.getByRole("link", { name: "Novo lançamento" }).click();
  await expect(page).toHaveURL(/\/gestao\/caixa\/novo$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("radio", { name: "Saída" }).check();
  await page.getByLabel("Valor (R$) *").fill("100");
  await page.getByLabel("Categoria *").selectOption({ label: "Matéria-prima" });
  await page.getByRole("button", { name: "Salvar lançamento" }).click();
  await expect(page.getByTestId("toast")).toContainText("Lançamento salvo");
  await expect(page.getByTestId("resumo-mes")).toContainText("R$ 8.100,00");
  await expect(page.getByTestId("resumo-mes")).toContainText("R$ 8.000,00");
  await expect(page.getByRole("img", { name: "Entradas e saídas dos últimos 6 meses" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("caixa.png"), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "MEI" }).click();
  await expect(page.getByTestId("faturamento-ano")).toContainText("R$ 8.100,00 de R$ 81.000,00 (10,0%)");
  await expect(page.getByTestId("total-relatorio")).toContainText("R$ 8.100,00");
  await expect(page.getByRole("row", { name: /IV – Venda de produtos industrializados com dispensa/ })).toContainText("R$ 8.100,00");
  await expect(page.getByTestId("dasn")).toContainText("R$ 8.100,00");
  await page.screenshot({ path: testInfo.outputPath("mei.png"), fullPage: true });
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("heading", { name: "Limite do MEI em", exact: false })).toBeHidden();
  await expect(page.getByRole("heading", { name: "Relatório Mensal das Receitas Brutas" })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("relatorio-impressao.png"), fullPage: true });
});
