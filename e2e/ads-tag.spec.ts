import { expect, test } from "@playwright/test";
import { GOOGLE_URL } from "./config";
import { isNoJs, waitForHydration } from "./helpers";

// The Google server runs with ADS_TAG_ID=AW-000000000; Google's script itself is stubbed.
test.use({ baseURL: GOOGLE_URL });

test("with ADS_TAG_ID the tag loads and the landing view is sent", async ({ page }, testInfo) => {
  const tagRequests: string[] = [];
  await page.route("https://www.googletagmanager.com/**", (route) => {
    tagRequests.push(route.request().url());
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto("/");
  await expect(page.locator('script[src="https://www.googletagmanager.com/gtag/js?id=AW-000000000"]')).toHaveCount(1);
  if (isNoJs(testInfo)) return;
  await waitForHydration(page, testInfo);
  const events = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((entry) => JSON.stringify(Array.from(entry))),
    );
  await expect.poll(events).toContain(JSON.stringify(["event", "landing_view", {}]));
  expect(await events()).toContain(JSON.stringify(["config", "AW-000000000"]));
  expect(tagRequests).toEqual(["https://www.googletagmanager.com/gtag/js?id=AW-000000000"]);
});
