// Decision 029 at phone size (360 px), with JavaScript and without: the MEI's own data, the limit that
// applies in the opening year, the calendar of obligations (mark a DAS paid, download the .ics).
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { demoSignIn, waitForHydration } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

const SHOTS = process.env.LEGAL_SHOTS_DIR;

test.describe("MEI obligations", { tag: ["@nojs", "@libsql"] }, () => {
  test("enter CNPJ and opening date, see the proportional limit, mark a DAS paid, download the calendar", async ({ page }, testInfo) => {
    test.setTimeout(SHOTS ? 120_000 : 60_000);
    const now = new Date(Date.now() - 3 * 3600_000); // São Paulo's day
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    const months = 12 - month + 1;
    const limit = (6750 * months).toLocaleString("pt-BR");
    const monthName = new Intl.DateTimeFormat("pt-BR", { month: "long", timeZone: "UTC" }).format(new Date(Date.UTC(year, month - 1, 15)));

    await demoSignIn(page, testInfo, "Rita Souza");
    await page.goto("/gestao/empresa");
    await waitForHydration(page, testInfo);
    await page.getByLabel("CNPJ").fill("11.222.333/0001-82");
    await page.getByRole("button", { name: "Salvar dados" }).click();
    await expect(page.getByText(/CNPJ inválido/)).toBeVisible();
    await expect(page.getByLabel("CNPJ")).toHaveAttribute("aria-invalid", "true");
    // With JavaScript the refused post is followed by a reload of the page's data: typing before it
    // ends lost characters on the slower libSQL engine ("12.ABC.345/0").
    await page.waitForLoadState("networkidle");

    // The alphanumeric CNPJ (from July 2026) is accepted.
    await page.getByLabel("CNPJ").fill("12.ABC.345/01DE-35");
    await expect(page.getByLabel("CNPJ")).toHaveValue("12.ABC.345/01DE-35");
    await page.getByLabel("Data de abertura").fill(`${year}-${String(month).padStart(2, "0")}-01`);
    await page.getByLabel("Ocupação principal").selectOption("Doceiro(a) independente");
    await page.getByLabel("Cidade").fill("Campinas");
    await page.getByLabel("Estado (UF)").selectOption("SP");
    await page.getByRole("button", { name: "Salvar dados" }).click();
    await expect(page.getByTestId("toast")).toContainText("Dados da empresa salvos");
    await expect(page.getByTestId("limite-aplicavel")).toHaveText(new RegExp(`R\\$\\s${limit.replace(".", "\\.")},00`));
    await expect(page.getByTestId("resumo-empresa")).toContainText("82,05");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/empresa-360-${testInfo.project.name}.png`, fullPage: true });

    await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "MEI" }).click();
    await expect(page.getByTestId("faturamento-ano")).toContainText(`R$ ${limit},00`.replace(" ", "\u00a0"));
    await expect(page.getByTestId("base-limite")).toContainText("Limite proporcional");
    await expect(page.getByTestId("cnpj-relatorio")).toHaveText("12.ABC.345/01DE-35");

    await page.getByRole("navigation", { name: "Gestão do negócio" }).getByRole("link", { name: "DAS e DASN" }).click();
    await expect(page.getByRole("heading", { name: `Obrigações do MEI em ${year}` })).toBeVisible();
    const id = `das-${year}-${String(month).padStart(2, "0")}`;
    const card = page.getByTestId(`obrigacao-${id}`);
    if (month === 12) {
      // December's DAS is due in January: it is on next year's page.
      await page.getByRole("link", { name: "Próximo ano" }).click();
    }
    await expect(card.getByRole("heading", { name: `DAS de ${monthName} de ${year}` })).toBeVisible();
    await expect(card).toContainText("82,05");
    await expect(card.getByTestId("situacao")).toHaveText("Em aberto");
    await expect(card.getByRole("link", { name: /Emitir o DAS/ })).toHaveAttribute("href", /^https:\/\/www8\.receita\.fazenda\.gov\.br\//);
    await expect(page.getByText("Só use os serviços oficiais — são gratuitos.")).toBeVisible();
    await waitForHydration(page, testInfo);
    await card.getByRole("button", { name: "Marcar como pago" }).click();
    await expect(page.getByTestId("toast")).toContainText(`DAS de ${monthName} de ${year}: marcado como pago`);
    await expect(page.getByTestId(`obrigacao-${id}`).getByTestId("situacao")).toHaveText("Pago");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/obrigacoes-360-${testInfo.project.name}.png`, fullPage: true });

    const downloading = page.waitForEvent("download");
    await page.getByTestId("baixar-ics").click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("obrigacoes-mei.ics");
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(text).toContain(`UID:${id}-`);
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}\r\n/);

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/gestao/obrigacoes");
      await page.screenshot({ path: `${SHOTS}/obrigacoes-desktop-${testInfo.project.name}.png`, fullPage: true });
      await page.goto("/gestao/empresa");
      await page.screenshot({ path: `${SHOTS}/empresa-desktop-${testInfo.project.name}.png`, fullPage: true });
    }
  });

  test("copy the DASN-SIMEI figures and answer the employee question", async ({ page }, testInfo) => {
    test.setTimeout(SHOTS ? 90_000 : 60_000);
    const now = new Date(Date.now() - 3 * 3600_000);
    const year = now.getUTCFullYear();
    const month = now.getUTCMonth() + 1;
    await demoSignIn(page, testInfo, "Rita Souza");
    const profile = await page.request.put("/api/business-profile", {
      data: { cnpj: "11.222.333/0001-81", openedAt: `${year}-01-02`, occupation: "Doceiro(a) independente" },
    });
    expect(profile.status()).toBe(200);
    // A sale of this year in the cash book (through the JSON API).
    const day = `${year}-${String(month).padStart(2, "0")}-01`;
    const created = await page.request.post("/api/cash-entries", {
      data: {
        occurredOn: day,
        direction: "in",
        category: "venda",
        description: "bolos",
        amountCents: 123_450,
        revenueKind: "industrializados",
      },
    });
    expect(created.status()).toBe(201);
    await page.goto(`/gestao/dasn?ano=${year}`);
    await waitForHydration(page, testInfo);
    await expect(page.getByTestId("dasn-total")).toHaveText("1.234,50");
    await expect(page.getByTestId("dasn-comercio")).toHaveText("1.234,50");
    await expect(page.getByTestId("dasn-servicos")).toHaveText("0,00");
    await expect(page.getByRole("link", { name: /Abrir a DASN-SIMEI/ })).toHaveAttribute(
      "href",
      /^https:\/\/www8\.receita\.fazenda\.gov\.br\//,
    );
    if (testInfo.project.name === "no-js") {
      // No button that cannot work: the value itself is selectable text.
      await expect(page.getByRole("button", { name: /^Copiar/ })).toHaveCount(0);
      await expect(page.getByTestId("dasn-total")).toHaveCSS("user-select", "all");
    } else {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Copiar Receita bruta total" }).click();
      await expect(page.getByRole("button", { name: "Copiar Receita bruta total" })).toHaveText("Copiado");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("1.234,50");
    }
    await page.getByLabel("Não").check();
    await page.getByRole("button", { name: "Salvar resposta" }).click();
    await expect(page.getByTestId("toast")).toContainText("Resposta salva");
    await expect(page.getByLabel("Não")).toBeChecked();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/dasn-360-${testInfo.project.name}.png`, fullPage: true });

    if (SHOTS) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.screenshot({ path: `${SHOTS}/dasn-desktop-${testInfo.project.name}.png`, fullPage: true });
    }
  });
});
