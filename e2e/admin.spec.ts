import { execFileSync } from "node:child_process";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { DEMO_PORT, DEMO_URL, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, E2E_LIBSQL, e2eDatabasePath, e2eDatabaseUrl } from "./config";
import { adminApiLogin, adminSignIn, sessionSignIn, isNoJs, uniqueEmail, waitForHydration } from "./helpers";

test("admin: sign in, search a user, open the profile, download a backup, see the log, sign out @nojs @libsql", async ({
  page,
  request,
}, testInfo) => {
  const userEmail = uniqueEmail(testInfo, "cliente");
  const created = await request.post("/auth/demo", { form: { name: "Zuleica Andrade", email: userEmail }, headers: { Origin: DEMO_URL } });
  expect(created.ok(), `demo sign-in answered ${created.status()} at ${created.url()}`).toBe(true);

  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole("link", { name: "Voltar ao Site" })).toHaveAttribute("href", "/");
  await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  if (!isNoJs(testInfo)) await expect(page.getByText("Login realizado com sucesso")).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByTestId("system-status")).toHaveText("Sistema Ativo");
  await expect(page.getByRole("heading", { name: "Painel", level: 1 })).toBeVisible();
  expect(Number(await page.getByTestId("stat-total-users").textContent())).toBeGreaterThanOrEqual(1);

  const tabs = page.getByRole("navigation", { name: "Seções do painel" });
  await tabs.getByRole("link", { name: "Usuários" }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios$/);
  await waitForHydration(page, testInfo);
  await page.getByRole("searchbox", { name: "Buscar usuários" }).fill(userEmail.toUpperCase());
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page).toHaveURL(/\/admin\/usuarios\?q=/);
  const list = page.getByTestId("admin-user-list");
  await expect(list.getByRole("link")).toHaveCount(1);
  await list.getByRole("link", { name: /Zuleica Andrade/ }).click();
  const profile = page.getByTestId("admin-user-profile");
  await expect(profile.getByRole("heading", { name: "Zuleica Andrade" })).toBeVisible();
  await expect(profile.getByText(userEmail).first()).toBeVisible();
  await expect(profile.getByText("Progresso da jornada")).toBeVisible();

  await page.getByRole("searchbox", { name: "Buscar usuários" }).fill("ninguem-com-este-nome-xyz");
  await page.getByRole("button", { name: "Buscar" }).click();
  await expect(page.getByText("Nenhum usuário encontrado")).toBeVisible();

  for (const tab of ["Estatísticas", "Jornada"]) {
    await tabs.getByRole("link", { name: tab }).click();
    await expect(page.getByRole("heading", { name: tab, level: 1 })).toBeVisible();
  }

  await tabs.getByRole("link", { name: "Sistema" }).click();
  await expect(page.getByRole("heading", { name: "Sistema", level: 1 })).toBeVisible();
  await waitForHydration(page, testInfo);
  if (E2E_LIBSQL) {
    // On a libSQL server the tab names the server and explains sqld's own backups instead.
    await expect(page.getByTestId("system-db-engine")).toHaveText("Servidor libSQL");
    await expect(page.getByTestId("system-backup-libsql")).toContainText("ferramentas do próprio sqld");
    await expect(page.getByRole("button", { name: "Backup manual" })).toHaveCount(0);
  } else {
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Backup manual" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^empreenda-ai-backup-.*\.sqlite$/);
    const file = testInfo.outputPath("backup.sqlite");
    await download.saveAs(file);
    const backup = new Database(file, { readonly: true });
    const users = backup.prepare("SELECT email FROM users").all() as { email: string }[];
    backup.close();
    expect(users.map((u) => u.email)).toContain(userEmail);
  }

  await page.getByRole("link", { name: "Ver logs de segurança" }).click();
  const log = page.getByTestId("security-log");
  await expect(log).toBeVisible();
  if (!E2E_LIBSQL) await expect(log.getByText("Backup manual").first()).toBeVisible();
  await expect(log.getByText("Login de administrador").first()).toBeVisible();

  await page.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByTestId("toast")).toContainText("Você saiu do painel administrativo.");
  await page.goto("/admin/usuarios");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("admin login: a wrong password shows the message and the sixth try is refused @nojs @libsql", async ({ page }, testInfo) => {
  // Six real scrypt hashes plus admin:create: on a busy 2-core machine this outlasts the default 30 s.
  test.slow();
  // Its own administrator (made with `npm run admin:create`), so the lockout touches no other test.
  const email = uniqueEmail(testInfo, "admin-bloqueio");
  const password = "senha-certa-do-bloqueio";
  execFileSync("node", ["scripts/admin-create.mjs", "--email", email, "--password", password], {
    env: { ...process.env, ...(E2E_LIBSQL ? { DATABASE_URL: e2eDatabaseUrl(DEMO_PORT) } : { DATABASE_PATH: e2eDatabasePath(DEMO_PORT) }) },
  });
  await page.goto("/admin-login");
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await adminSignIn(page, testInfo, email, `senha-errada-${attempt}-xx`);
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("Erro no login");
    await expect(alert).toContainText("Credenciais inválidas");
    if (!isNoJs(testInfo)) await expect(page.getByRole("button", { name: "Entrar" })).toBeEnabled();
  }
  await adminSignIn(page, testInfo, email, password);
  await expect(page.getByRole("alert")).toContainText("Muitas tentativas de login");
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("admin login: the form requires an e-mail and a password @nojs", async ({ page }, testInfo) => {
  await page.goto("/admin-login");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("E-mail")).toHaveAttribute("required", "");
  await expect(page.getByLabel("Senha")).toHaveAttribute("required", "");
  await waitForHydration(page, testInfo);
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
});

test("admin login: a request that cannot reach the server shows 'Erro de conexão'", async ({ page }, testInfo) => {
  test.skip(isNoJs(testInfo), "Without JavaScript the browser itself shows the network error.");
  await page.goto("/admin-login");
  await waitForHydration(page, testInfo);
  await page.route("**/admin-login/session", (route) => route.abort("connectionrefused"));
  await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Erro de conexão");
  await expect(alert).toContainText("Não foi possível conectar ao servidor");
});

test("a user session never opens the admin panel or the admin API @libsql", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Usuária Comum");
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin-login$/);
  const api = await page.request.get("/api/admin/users");
  expect(api.status()).toBe(401);
  const login = await adminApiLogin(page.request, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const withToken = await page.request.get("/api/admin/stats", { headers: { Authorization: `Bearer ${token}` } });
  expect(withToken.status()).toBe(200);
  expect(await withToken.json()).toEqual(
    expect.objectContaining({ totalUsers: expect.any(Number), businessIdeasGenerated: expect.any(Number) }),
  );
});
