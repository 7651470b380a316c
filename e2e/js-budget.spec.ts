// tests/js-budget.test.ts computes each page's first-load JavaScript from the build's manifest.
// This checks that model against the served documents: the scripts and modulepreloads of real
// pages, signed in, are exactly the files the manifest predicts.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { pageScripts, readManifest } from "../scripts/js-budget.mjs";
import { referencedScripts } from "../scripts/js-size.mjs";
import { isNoJs, uniqueEmail } from "./helpers";

test.beforeEach(({}, testInfo) => {
  test.skip(isNoJs(testInfo), "an HTTP-level check: it runs once, in the chromium project");
});

test("served documents preload exactly the scripts the manifest lists for their routes", async ({ request, baseURL }, testInfo) => {
  expect(fs.existsSync(path.join("public/build"))).toBe(true);
  const manifest = readManifest(".");
  const expectPreloads = async (page: string, routeId: string) => {
    const response = await request.get(page, { maxRedirects: 0 });
    expect(response.status(), page).toBe(200);
    const served = referencedScripts(await response.text(), `${baseURL}${page}`).map((url) => new URL(url).pathname);
    expect(new Set(served), page).toEqual(new Set(pageScripts(manifest, routeId)));
  };
  // The landing before signing in (signed-in people are sent from / to /dashboard).
  await expectPreloads("/", "routes/_index");
  const signIn = await request.post("/auth/demo", { form: { name: "Pessoa Leve", email: uniqueEmail(testInfo) }, maxRedirects: 0 });
  expect(signIn.status()).toBe(302);
  const cases: [string, string][] = [
    ["/dashboard", "routes/_app.dashboard._index"],
    ["/dashboard/crescimento", "routes/_app.dashboard.$phase"],
    ["/meu-negocio", "routes/_app.meu-negocio._index"],
    ["/consultor?sessao=abcdef12", "routes/_app.consultor"],
    ["/centro-aprendizado", "routes/_app.centro-aprendizado"],
  ];
  for (const [page, routeId] of cases) await expectPreloads(page, routeId);
});
