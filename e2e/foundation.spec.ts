import { expect, test } from "@playwright/test";
import { demoSignIn, isNoJs, waitForHydration } from "./helpers";

test("an unknown path answers 404 with the not-found text", async ({ page }) => {
  const response = await page.goto("/pagina-que-nao-existe");
  expect(response?.status()).toBe(404);
  // Brazilian Portuguese, never the router's English developer text (issue 13, item 4).
  await expect(page.getByRole("heading", { name: /Página não encontrada/ })).toBeVisible();
  await expect(page.getByText("Did you forget to add the page to the router?")).toHaveCount(0);
});

test("a shell route redirects to the login when signed out, and returns there after sign-in @nojs", async ({ page }, testInfo) => {
  await page.goto("/centro-aprendizado");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fcentro-aprendizado/);
  await waitForHydration(page, testInfo);
  await page.getByLabel("Seu nome").fill("Carla Souza");
  await page.getByLabel("Seu e-mail").fill(`carla-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Entrar em modo demonstração" }).click();
  await expect(page).toHaveURL(/\/centro-aprendizado$/);
  await expect(page.getByRole("heading", { name: "Centro de Aprendizado" })).toBeVisible();
});

test("demo sign-in, drawer, navigation, profile and sign-out @nojs @libsql", async ({ page }, testInfo) => {
  const { email } = await demoSignIn(page, testInfo, "Maria Silva");
  await expect(page.getByTestId("toast")).toContainText("Login realizado com sucesso");
  await expect(page.getByRole("heading", { name: "Olá, Maria!" })).toBeVisible();
  await expect(page.getByText("Modo demonstração").first()).toBeVisible();

  // Drawer: name, e-mail, the six entries, current route highlighted.
  await page.getByTestId("menu-button").click();
  const drawer = page.getByRole("navigation", { name: "Menu principal" });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId("drawer-name")).toHaveText("Maria");
  await expect(drawer.getByText(email)).toBeVisible();
  await expect(drawer.getByRole("link")).toHaveCount(11); // six tools, four more places and the close link
  await expect(drawer.getByRole("link", { name: /Minha Jornada/ })).toHaveAttribute("aria-current", "page");
  await drawer.getByRole("link", { name: /Meu Negócio/ }).click();
  await expect(page).toHaveURL(/\/meu-negocio$/);
  await expect(page.getByRole("heading", { name: "Descobrir Meu Negócio" })).toBeVisible();

  // Profile dialog from the user menu.
  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("link", { name: "Meu Perfil" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("profile-name")).toHaveText("Maria Silva");
  await expect(dialog.getByText("Ainda não possui CNPJ")).toBeVisible();
  await expect(dialog.getByText("Primeira experiência")).toBeVisible();
  await expect(dialog.getByText("Perfil incompleto")).toBeVisible();
  await dialog
    .getByRole("link", { name: "Fechar" })
    .or(dialog.getByRole("button", { name: "Fechar" }))
    .first()
    .click();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Sign out ends the session.
  await page.getByTestId("user-menu-trigger").click();
  // The user menu is a disclosure of links and a form, with and without JavaScript.
  await page.getByRole("button", { name: "Sair da Conta" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("toast")).toContainText("Você saiu da sua conta.");
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("the root shows the landing page signed out and the dashboard signed in @nojs", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Comece agora seu novo negócio" })).toBeVisible();
  await demoSignIn(page, testInfo, "Rui Barbosa");
  await page.goto("/");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Olá, Rui!" })).toBeVisible();
});

test("the login shows the error banner after a failed sign-in @nojs", async ({ page }) => {
  await page.goto("/login?error=login_failed");
  await expect(page.getByRole("alert")).toHaveText("Erro no login. Tente novamente.");
});

test("the server refuses a POST from another site, answers /healthz and sends security headers", async ({ request }) => {
  const crossSite = await request.post("/auth/logout", { headers: { Origin: "https://evil.example" }, maxRedirects: 0 });
  expect(crossSite.status()).toBe(403);
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  const headers = health.headers();
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  const login = await request.get("/api/login", { maxRedirects: 0 });
  expect(login.status()).toBe(302);
  expect(login.headers()["location"]).toBe("/login");
  const me = await request.get("/api/auth/user");
  expect(me.status()).toBe(401);
});
