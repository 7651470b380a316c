import { expect, test, type Page } from "@playwright/test";
import { isNoJs, waitForHydration } from "./helpers";

const CONTACT = "contato@empreendaai.com.br";
const PRESS = "imprensa@empreendaai.com.br";
const mailto = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

async function expectInfoHeader(page: Page) {
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Empreenda Aí" })).toHaveAttribute("href", "/");
  await expect(header.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
  await expect(header).toHaveCSS("position", "sticky");
}

test("Sobre Nós: mission, three values, story and the contact e-mail", async ({ page }) => {
  await page.goto("/sobre-nos");
  await expect(page).toHaveTitle("Sobre Nós | Empreenda Aí");
  await expectInfoHeader(page);
  await expect(page.getByRole("heading", { level: 1, name: "Sobre Nós" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nossa missão" })).toBeVisible();
  await expect(page.getByText(/42,3% dos microempreendedores/)).toBeVisible();
  for (const value of ["Simplicidade", "Foco no Usuário", "Resultados Reais"]) {
    await expect(page.getByRole("heading", { name: value })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Nossa história" })).toBeVisible();
  await expect(page.getByText(/mais de 12\.000 clientes/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute("href", mailto(CONTACT, "Contato Geral"));
});

test("Imprensa: contact, about, three releases, media kit, key data, interview and partnership", async ({ page }) => {
  await page.goto("/imprensa");
  await expectInfoHeader(page);
  await expect(page.getByRole("link", { name: "Falar com a assessoria" })).toHaveAttribute("href", mailto(PRESS, "Imprensa"));
  await expect(page.getByRole("heading", { name: "Sobre o Empreenda Aí" })).toBeVisible();

  const releases = page.getByTestId("press-release");
  await expect(releases).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    const release = releases.nth(i);
    await expect(release.locator("time")).toHaveText(/de janeiro de 2025$/);
    const title = (await release.getByRole("heading").textContent())!.trim();
    const button = release.getByRole("link", { name: /^Solicitar Detalhes/ });
    await expect(button).toHaveText("Solicitar Detalhes");
    await expect(button).toHaveAttribute("href", mailto(PRESS, `Comunicado: ${title}`));
  }

  const kit = page.getByTestId("media-kit-item");
  await expect(kit).toHaveCount(3);
  for (const [i, item] of ["Logo em PNG/SVG", "Capturas de tela em PNG", "Dados e estatísticas em PDF"].entries()) {
    await expect(kit.nth(i).getByRole("heading")).toHaveText(item);
    await expect(kit.nth(i).getByRole("link", { name: /^Solicitar/ })).toHaveAttribute("href", mailto(PRESS, `Kit de Mídia: ${item}`));
  }
  await expect(page.getByRole("link", { name: "Solicitar: Logo em PNG/SVG" })).toHaveAttribute(
    "href",
    "mailto:imprensa@empreendaai.com.br?subject=Kit%20de%20M%C3%ADdia%3A%20Logo%20em%20PNG%2FSVG",
  );

  await expect(page.getByRole("heading", { name: "Dados principais" })).toBeVisible();
  await expect(page.getByText("4,3 milhões de novas empresas por ano (Receita Federal 2024)")).toBeVisible();
  await expect(page.getByRole("link", { name: "Agendar entrevista" })).toHaveAttribute("href", mailto(PRESS, "Entrevista"));
  await expect(page.getByRole("link", { name: "Parcerias de mídia" })).toHaveAttribute("href", mailto(PRESS, "Parceria de Mídia"));
});

test("Contato: the support e-mail", async ({ page }) => {
  await page.goto("/contato");
  await expectInfoHeader(page);
  await expect(page.getByRole("heading", { name: "Suporte" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute("href", mailto(CONTACT, "Contato"));
});

test("Central de Ajuda: e-mail, six expandable questions and three resources that lead somewhere @nojs", async ({ page }, testInfo) => {
  await page.goto("/central-ajuda");
  await expectInfoHeader(page);
  await waitForHydration(page, testInfo);
  await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute("href", mailto(CONTACT, "Contato Geral"));

  const faqs = page.getByTestId("faq-item");
  await expect(faqs).toHaveCount(6);
  // The demo server has partner tools switched on: the last question is about them.
  const last = faqs.filter({ hasText: "E se uma ferramenta parceira não carregar?" });
  const answer = last.getByText(/verifique sua conexão/);
  await expect(answer).toBeHidden();
  await last.getByText("E se uma ferramenta parceira não carregar?").click();
  await expect(answer).toBeVisible();
  await expect(last).toContainText("atualize a página");
  await expect(last).toContainText("limpe o cache");
  await expect(last).toContainText("entre em contato");
  await last.getByText("E se uma ferramenta parceira não carregar?").click();
  await expect(answer).toBeHidden();

  const resources = page.getByTestId("help-resource");
  await expect(resources).toHaveCount(3);
  await expect(resources.nth(0).getByRole("link", { name: /Acessar/ })).toHaveAttribute("href", "/centro-aprendizado");
  await expect(resources.nth(1).getByRole("link", { name: /Acessar/ })).toHaveAttribute("href", "/consultor");
  await expect(resources.nth(2).getByRole("link", { name: /Acessar/ })).toHaveAttribute("href", "/jornada");
  await expect(page.getByRole("main")).not.toContainText(/em breve/i);
  await expect(page.getByRole("main").getByRole("button")).toHaveCount(0);
  if (!isNoJs(testInfo)) await expect(page.locator("html[data-hydrated]")).toBeAttached();
});

test("Privacidade: the whole policy and the privacy e-mail", async ({ page }) => {
  await page.goto("/privacidade");
  await expectInfoHeader(page);
  const main = page.getByRole("main");
  for (const text of [
    // The demo server: demo sign-in, no Gemini, partner tools configured.
    "modo demonstração",
    "Estratégias de negócio salvas",
    "Nunca vendemos seus dados.",
    "geradas no próprio servidor",
    "Ao abrir uma ferramenta parceira (Empresa Aí, Posta Aí e Sim Loja",
    "Ofertas de parceiros: só se você marcar essa opção",
    "exigido por lei",
    "SQLite",
    "expira em 30 dias",
    "Ver e baixar todos os dados",
    "Excluir sua conta e todos os seus dados",
    "Última atualização: 23 de novembro de 2026",
  ]) {
    await expect(main).toContainText(text);
  }
  // Nothing this software does not do or offer.
  for (const text of [
    "PostgreSQL",
    "Cliques",
    "Recusar sugestões personalizadas",
    "Configurar a privacidade do seu perfil",
    "Controlar a coleta",
  ]) {
    await expect(main).not.toContainText(text);
  }
  await expect(page.getByRole("link", { name: "Enviar e-mail" })).toHaveAttribute("href", mailto(CONTACT, "Privacidade"));
});

test("Login: the three tools, the demo entry and the error banner", async ({ page }) => {
  await page.goto("/login?error=login_failed");
  await expect(page).toHaveTitle("Entrar | Empreenda Aí");
  await expect(page.getByRole("alert")).toHaveText("Erro no login. Tente novamente.");
  const tools = page.getByTestId("login-tool");
  await expect(tools).toHaveCount(3);
  await expect(tools.nth(0)).toContainText("Empresa Aí");
  await expect(tools.nth(0)).toContainText("Planejamento estratégico com IA");
  await expect(tools.nth(1)).toContainText("Posta Aí");
  await expect(tools.nth(2)).toContainText("Sim Loja Gráfica");
  await expect(page.getByTestId("demo-login")).toBeVisible();
  await expect(page.getByRole("button", { name: "Entrar em modo demonstração" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
  await page.goto("/login");
  await expect(page.getByRole("alert")).toHaveCount(0);
});

for (const width of [320, 360]) {
  test(`no horizontal scrolling at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 720 });
    for (const path of ["/", "/login", "/sobre-nos", "/imprensa", "/contato", "/central-ajuda", "/privacidade"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
