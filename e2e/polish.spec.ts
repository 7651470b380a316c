import { expect, test, type Locator } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./config";
import { adminSignIn, sessionSignIn, isNoJs, waitForHydration } from "./helpers";

// Issue 13: forms and small things (items 13–17, 19, 21, 22), with JavaScript on and off.
const PHONE = { width: 360, height: 740 };

/** Which fields and buttons (outside the toast) the toast covers where they are now on screen. */
async function controlsUnderToast(toast: Locator) {
  return toast.evaluate((element) => {
    const covered = element.getBoundingClientRect();
    return Array.from(document.querySelectorAll("input:not([type=hidden]), textarea, select, button"))
      .filter((control) => !element.contains(control))
      .filter((control) => {
        const box = control.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) return false;
        return box.left < covered.right && covered.left < box.right && box.top < covered.bottom && covered.top < box.bottom;
      })
      .map((control) => control.outerHTML.slice(0, 80));
  });
}

test("profile phone: a Brazilian number with DDD, saved formatted; each mistake says what is wrong (item 13) @nojs @libsql", async ({
  page,
}, testInfo) => {
  await sessionSignIn(page, testInfo, "Rita Souza");
  await page.goto("/dashboard/perfil");
  await waitForHydration(page, testInfo);
  const phone = page.getByLabel("Telefone (WhatsApp) *");
  const save = page.getByRole("button", { name: "Salvar Perfil" });
  await page.getByLabel("Nome completo *").fill("Rita Souza");

  await phone.fill("abc");
  await save.click();
  await expect(
    page.getByText("O telefone deve ter só números (pode usar espaços, parênteses e traço), por exemplo (11) 98888-7777."),
  ).toBeVisible();
  await expect(page.getByText("Campos obrigatórios")).toHaveCount(0);

  await page.getByLabel("Telefone (WhatsApp) *").fill("1".repeat(60));
  await page.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByText("O telefone tem 60 dígitos, mais do que um número do Brasil")).toBeVisible();
  await expect(page.getByText("Por favor, preencha nome e telefone.")).toHaveCount(0);

  await page.getByLabel("Telefone (WhatsApp) *").fill("(20) 98888-7777");
  await page.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByText("O DDD 20 não existe.")).toBeVisible();

  await page.getByLabel("Telefone (WhatsApp) *").fill("11 98888 7777");
  await page.getByRole("button", { name: "Salvar Perfil" }).click();
  await expect(page.getByTestId("toast")).toContainText("Perfil atualizado!");
  await page.goto("/dashboard/perfil");
  await expect(page.getByLabel("Telefone (WhatsApp) *")).toHaveValue("(11) 98888-7777");
});

test("discovery: an over-long text says it is too long, not 'Campo obrigatório' (item 14) @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/meu-negocio");
  await waitForHydration(page, testInfo);
  const box = page.getByLabel("Seus interesses e habilidades");
  // The box limits typing to 2,000 characters; a pasted or restored text can still be longer.
  await box.evaluate((element) => element.removeAttribute("maxlength"));
  await box.fill("Gosto de cozinhar bolos. ".repeat(94)); // 2,350 characters, 2,349 once trimmed
  await page.getByRole("button", { name: "Descobrir Meus Negócios" }).click();
  await expect(page.getByText("Descreva em até 2000 caracteres.")).toBeVisible();
  await expect(page.getByText("Campo obrigatório")).toHaveCount(0);
  await expect(page.getByText("Por favor, descreva seus interesses e habilidades.")).toHaveCount(0);
  if (isNoJs(testInfo)) {
    await expect(page.getByRole("alert")).toContainText("Texto longo demais");
    await expect(page.getByRole("alert")).toContainText("Seu texto tem 2.349 caracteres; resuma em até 2.000.");
  }
});

test("toasts on a phone cover no field and close (item 15) @nojs", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto("/login");
  await waitForHydration(page, testInfo);
  await page.getByLabel("Seu nome").fill("Rita");
  await page.getByLabel("Seu e-mail").fill("sem-arroba");
  // The browser would stop this e-mail itself; the server must answer it too.
  await page.locator("form:has(#demo-name)").evaluate((form) => ((form as HTMLFormElement).noValidate = true));
  await page.getByRole("button", { name: "Entrar em modo demonstração" }).click();
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText("Não foi possível entrar");
  expect(await controlsUnderToast(toast)).toEqual([]);
  // Also once the person scrolls to the field the message is about.
  await page.getByLabel("Seu e-mail").scrollIntoViewIfNeeded();
  expect(await controlsUnderToast(toast)).toEqual([]);
  if (isNoJs(testInfo)) await toast.locator("label").click();
  else await toast.getByRole("button", { name: "Fechar notificação" }).click();
  await expect(toast).toBeHidden();
});

test("the drawer closes with Escape and outside, and lists every place and Sair (item 16) @nojs", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await sessionSignIn(page, testInfo);
  const drawer = page.getByRole("navigation", { name: "Menu principal" });
  const open = async () => {
    await page.getByTestId("menu-button").click();
    await expect(drawer).toBeVisible();
  };
  await open();
  for (const [name, href] of [
    ["Consultor", "/consultor"],
    ["Planos", "/subscribe"],
    ["Meus dados", "/meus-dados"],
    ["Ajuda", "/central-ajuda"],
  ] as const) {
    await expect(drawer.getByRole("link", { name: new RegExp(`^${name}`) })).toHaveAttribute("href", href);
  }
  await expect(drawer.getByRole("button", { name: "Sair" })).toBeVisible();
  if (!isNoJs(testInfo)) {
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await open();
  }
  // A tap on the dimmed page beside the menu closes it.
  await page.mouse.click(PHONE.width - 10, PHONE.height / 2);
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\??$/);
  await open();
  await drawer.getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("the chat button leaves the page's end clear on a phone (item 17)", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await sessionSignIn(page, testInfo);
  for (const path of ["/dashboard", "/dashboard/marketing", "/centro-aprendizado"]) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = (await page.getByTestId("chat-button").boundingBox())!;
    const covered = await page.evaluate((box) => {
      const hits: string[] = [];
      const main = document.querySelector("main")!;
      for (let x = box.x; x <= box.x + box.width; x += 8) {
        for (let y = box.y; y <= box.y + box.height; y += 8) {
          for (const element of document.elementsFromPoint(x, y)) {
            if (element !== main && main.contains(element) && element.getBoundingClientRect().height < window.innerHeight / 2) {
              hits.push(`${element.tagName}.${element.className}`.slice(0, 80));
            }
          }
        }
      }
      return [...new Set(hits)];
    }, button);
    expect(covered, `${path}: the chat button covers ${covered.join(", ")}`).toEqual([]);
  }
});

test("the consultant's conversation is still there after a reload (item 17) @nojs", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo, "Joana Prado");
  if (!isNoJs(testInfo)) {
    await page.getByTestId("chat-button").click();
    const panel = page.getByTestId("chat-panel");
    await panel.getByLabel("Sua mensagem").fill("Quanto custa o DAS do MEI?");
    await panel.getByRole("button", { name: "Enviar" }).click();
    await expect(panel.getByTestId("chat-assistant").last()).toContainText("Consultor offline");
    await page.reload();
    await waitForHydration(page, testInfo);
    await page.getByTestId("chat-button").click();
    await expect(panel.getByTestId("chat-user")).toHaveText("Quanto custa o DAS do MEI?");
    await expect(panel.getByTestId("chat-assistant").last()).toContainText("Consultor offline");
  } else {
    await page.goto("/consultor");
    await page.getByLabel("Sua mensagem").fill("Quanto custa o DAS do MEI?");
    await page.getByRole("button", { name: "Enviar" }).click();
    await expect(page.getByTestId("chat-assistant").last()).toContainText("Consultor offline");
  }
  // The full page goes on with the same conversation; 'Nova conversa' starts an empty one.
  await page.goto("/consultor");
  await expect(page.getByTestId("chat-user")).toHaveText("Quanto custa o DAS do MEI?");
  await page.getByRole("link", { name: "Nova conversa" }).click();
  await expect(page).toHaveURL(/\/consultor\?sessao=[a-z0-9]+$/);
  await expect(page.getByTestId("chat-user")).toHaveCount(0);
});

test("learning centre: every card's tag is one of the chips (item 19)", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/centro-aprendizado");
  const chips = (await page.getByRole("navigation", { name: "Categorias" }).getByRole("link").allTextContents()).map((t) => t.trim());
  const tags = (await page.getByTestId("learning-tag").allTextContents()).map((t) => t.trim());
  expect(tags.length).toBeGreaterThan(10);
  for (const tag of tags) expect(chips, `tag "${tag}"`).toContain(tag);
  const durations = new Set(await page.locator("[data-testid=learning-item] .text-slate-500").allTextContents());
  expect([...durations].filter((d) => /min de leitura/.test(d)).length).toBeGreaterThan(1);
});

test("admin on a phone: tables wrap or scroll, nothing is cut (item 21)", async ({ page }, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto("/admin-login");
  await adminSignIn(page, testInfo, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
  await expect(page).toHaveURL(/\/admin$/);
  for (const path of ["/admin", "/admin/usuarios", "/admin/analytics", "/admin/jornada", "/admin/sistema", "/admin/sistema/logs"]) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(PHONE.width);
    // Every cell and tab is inside the screen, or inside a box that scrolls sideways.
    const cut = await page.evaluate(() =>
      Array.from(document.querySelectorAll("td, th, nav a"))
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          if (box.width === 0 || box.right <= window.innerWidth) return false;
          for (let parent = cell.parentElement; parent; parent = parent.parentElement) {
            if (parent.getBoundingClientRect().width <= 1) return false; // visually hidden (table headers on a phone)
            if (getComputedStyle(parent).overflowX === "auto" && parent.scrollWidth > parent.clientWidth) return false;
          }
          return true;
        })
        .map((cell) => cell.textContent?.trim().slice(0, 40)),
    );
    expect(cut, `${path}: cut at the right edge`).toEqual([]);
  }
  // The security log reads as labelled lines on a phone.
  await page.goto("/admin/sistema/logs");
  const firstEntry = page.getByTestId("security-log").locator("tbody tr").first();
  await expect(firstEntry.locator("td").first()).toHaveAttribute("data-label", "Data e hora");
  const cells = await firstEntry.locator("td").evaluateAll((tds) => tds.map((td) => td.getBoundingClientRect().right));
  for (const right of cells) expect(right).toBeLessThanOrEqual(PHONE.width);
});

test("the journey step is 'Perfil da Empresa no Google' (item 22)", async ({ page }, testInfo) => {
  await sessionSignIn(page, testInfo);
  await page.goto("/dashboard/marketing");
  await expect(page.getByTestId("step-google_business")).toContainText("Perfil da Empresa no Google");
  await expect(page.getByText("Google Meu Negócio")).toHaveCount(0);
});
