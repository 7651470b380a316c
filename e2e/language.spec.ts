import { expect, test, type Page } from "@playwright/test";
import { languageProblems } from "../app/modules/site/language-check";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./config";
import { adminSignIn, sessionSignIn, waitForHydration } from "./helpers";

// Issue 13, item 12: every word a person reads is Brazilian Portuguese with its accents; the word
// lists are in app/modules/site/language-check.ts.

/** The words a person reads on the page: its title, text (also closed menus and screen-reader text) and labels. */
async function readableText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("script, style, template, svg").forEach((node) => node.remove());
    // Ideas typed by the person (test data) are not the product's words.
    body.querySelectorAll("input:not([type=submit]):not([type=button]), textarea").forEach((node) => node.remove());
    const parts = [document.title];
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
    for (const element of Array.from(document.body.querySelectorAll("[aria-label], [placeholder], [title], [alt], input[type=submit]"))) {
      for (const attribute of ["aria-label", "placeholder", "title", "alt", "value"]) {
        if (attribute === "value" && element.getAttribute("type") !== "submit") continue;
        const value = element.getAttribute(attribute);
        if (value) parts.push(value);
      }
    }
    return parts.map((part) => part.replace(/\s+/g, " ").trim()).filter(Boolean);
  });
}

async function scan(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} answered ${response?.status()}`).toBeLessThan(400);
  const problems = (await readableText(page)).flatMap(languageProblems);
  return [...new Set(problems)].map((problem) => `${path}: ${problem}`);
}

async function scanAll(page: Page, earlier: string[], paths: string[]) {
  const problems = [...earlier];
  for (const path of paths) problems.push(...(await scan(page, path)));
  expect(problems, problems.join("\n")).toEqual([]);
}

test("signed-out pages read as Brazilian Portuguese", async ({ page }) => {
  await scanAll(
    page,
    [],
    [
      "/",
      "/landing",
      "/login",
      "/sobre-nos",
      "/contato",
      "/imprensa",
      "/privacidade",
      "/central-ajuda",
      "/login-necessario?agora=1",
      "/admin-login",
    ],
  );
});

test("signed-in pages read as Brazilian Portuguese", async ({ page }, testInfo) => {
  test.slow();
  await sessionSignIn(page, testInfo, "Maria Silva");
  // Before any strategy: the empty states.
  const empty = [...(await scan(page, "/dashboard")), ...(await scan(page, "/consultor"))];
  // A discovery run, an analysis and a saved strategy, so their pages have content.
  await page.goto("/meu-negocio");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Seus interesses e habilidades").fill("Gosto de cozinhar bolos e doces em casa");
  await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/sugestoes\//);
  const suggestions = new URL(page.url()).pathname;
  await page.getByTestId("idea-card").first().getByRole("button", { name: "Escolher" }).click();
  await expect(page).toHaveURL(/\/meu-negocio\/analise\//);
  const analysis = new URL(page.url()).pathname;
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Salvar Estratégia" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const strategy = await page.getByTestId("strategy-item").first().getByRole("link").first().getAttribute("href");

  await scanAll(page, empty, [
    "/dashboard",
    "/dashboard?menu=1",
    "/dashboard?perfil=1",
    "/dashboard/perfil",
    ...["descoberta", "estruturacao", "marketing", "crescimento"].flatMap((phase) => [`/dashboard/${phase}`, `/jornada/${phase}`]),
    "/jornada",
    "/meu-negocio",
    "/meu-negocio/catalogo",
    suggestions,
    analysis,
    ...(strategy?.startsWith("/estrategias/") ? [strategy] : []),
    // The active strategy's business plan (issue 17): overview, the numbers and a text section.
    "/plano",
    ...(strategy?.startsWith("/estrategias/")
      ? ["financeiro", "fofa"].map((secao) => `${strategy.replace(/\/plano$/, "")}/plano/${secao}`)
      : []),
    "/consultor",
    "/centro-aprendizado",
    "/empresa-ai",
    "/posta-ai",
    "/grafica",
    "/teste-empresa",
    "/subscribe",
    "/meus-dados",
    "/meus-dados/excluir",
  ]);
});

test("admin pages read as Brazilian Portuguese", async ({ page }, testInfo) => {
  await page.goto("/admin-login");
  await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto("/admin/usuarios");
  const firstUser = await page.getByTestId("admin-user-list").getByRole("link").first().getAttribute("href");
  await scanAll(
    page,
    [],
    [
      "/admin",
      "/admin/usuarios",
      ...(firstUser ? [firstUser] : []),
      "/admin/analytics",
      "/admin/jornada",
      "/admin/sistema",
      "/admin/sistema/logs",
    ],
  );
});
