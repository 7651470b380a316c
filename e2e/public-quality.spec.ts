import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { measurePage } from "../scripts/js-size.mjs";
import { DEMO_URL } from "./config";
import { isNoJs, waitForHydration } from "./helpers";

const PUBLIC_PAGES = ["/", "/landing", "/login", "/sobre-nos", "/imprensa", "/contato", "/central-ajuda", "/privacidade"];
const BUDGET_KB = 110;

test.describe("accessibility", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "axe runs in the page: JavaScript on");
  for (const path of PUBLIC_PAGES) {
    test(`no serious or critical axe violation on ${path}`, async ({ page }, testInfo) => {
      await page.goto(path);
      await waitForHydration(page, testInfo);
      // Open the collapsed parts so their content is checked too.
      await page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
      const blocking = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`);
      expect(blocking).toEqual([]);
    });
  }
});

test(`first-load JavaScript of / is at most ${BUDGET_KB} KB gzip, with no zod, conform or Radix`, async ({ request }, testInfo) => {
  test.skip(isNoJs(testInfo), "measured once");
  const result = await measurePage(`${DEMO_URL}/`);
  console.log(`First-load JS of /: ${(result.total / 1024).toFixed(1)} KB gzip in ${result.files.length} files`);
  expect(result.files.length).toBeGreaterThan(0);
  expect(result.total).toBeLessThanOrEqual(BUDGET_KB * 1024);
  for (const file of result.files) {
    const source = await (await request.get(file.url)).text();
    expect(source, file.url).not.toMatch(/ZodError|@conform-to|data-radix|DismissableLayer/);
  }
});
