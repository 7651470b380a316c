// HTTP-level security checks against the running servers: headers and CSP, cross-site writes,
// body limits, sessions, SQL metacharacters; plus CSP violations in a real browser.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { listRouteFiles, routePath } from "../tests/security/route-inventory";
import { DEMO_URL, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, GOOGLE_URL } from "./config";
import { adminApiLogin, demoSignIn, isNoJs, uniqueEmail, waitForHydration } from "./helpers";

const EVIL = "https://evil.example";

// HTTP checks need no browser: run them once, in the chromium project.
test.beforeEach(({}, testInfo) => {
  test.skip(isNoJs(testInfo), "HTTP-level and JavaScript checks run in the chromium project");
});

async function demoUser(request: APIRequestContext, email: string) {
  const response = await request.post("/auth/demo", { form: { name: "Pessoa Segura", email }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  const cookie = response
    .headers()
    ["set-cookie"]!.split("\n")
    .find((c) => c.startsWith("en_session="))!
    .split(";")[0]!;
  return cookie;
}

test.describe("headers", () => {
  test("pages carry a nonce-based CSP, frame-ancestors 'none', nosniff and a referrer policy; no HSTS over http", async ({ request }) => {
    const first = await request.get("/");
    const second = await request.get("/");
    const csp = first.headers()["content-security-policy"]!;
    const nonce = csp.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]+)'/)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce!);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      "form-action 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    // Frames: our origin and the configured partner/test-page origins only.
    expect(csp).toMatch(/frame-src 'self' http:\/\/127\.0\.0\.1:\d+;/);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["x-frame-options"]).toBe("DENY");
    expect(first.headers()["strict-transport-security"]).toBeUndefined();
    // Every script element of the page carries this response's nonce.
    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // APIs and static files too.
    for (const path of ["/api/subscription-plans", "/favicon.ico"]) {
      const response = await request.get(path);
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    }
  });

  test("with ADS_TAG_ID the policy allows Google's tag host, and both tag scripts carry the nonce", async ({ request }) => {
    const response = await request.get(`${GOOGLE_URL}/`);
    const csp = response.headers()["content-security-policy"]!;
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/www\.googletagmanager\.com/);
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    const html = await response.text();
    expect(html).toContain(`<script async="" src="https://www.googletagmanager.com/gtag/js?id=AW-000000000" nonce="${nonce}">`);
    expect(html).toMatch(new RegExp(`<script nonce="${nonce.replace(/[+/]/g, "\\$&")}">window\\.dataLayer`));
  });
});

test.describe("no CSP violations in the browser", () => {
  async function watch(page: Page) {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(
          `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} on ${location.pathname}`,
        );
      });
    });
    return violations;
  }

  test("main pages hydrate with no violation (and a client-side navigation loads route modules)", async ({ page }, testInfo) => {
    const violations = await watch(page);
    await page.goto("/");
    await waitForHydration(page, testInfo);
    await page.goto("/admin-login");
    await waitForHydration(page, testInfo);
    await demoSignIn(page, testInfo); // /login → /dashboard
    for (const path of ["/meu-negocio", "/empresa-ai", "/consultor", "/jornada"]) {
      await page.goto(path);
      await waitForHydration(page, testInfo);
    }
    await page.goto("/dashboard");
    await waitForHydration(page, testInfo);
    // A client-side navigation: Remix imports the route's module under the same policy.
    await page.evaluate(() =>
      (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/centro-aprendizado"),
    );
    await expect(page).toHaveURL(/\/centro-aprendizado/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("the landing page with the ad tag (Google's script stubbed) has no violation", async ({ page }, testInfo) => {
    await page.route("https://www.googletagmanager.com/**", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__tagLoaded = true;" }),
    );
    const violations = await watch(page);
    await page.goto(`${GOOGLE_URL}/`);
    await waitForHydration(page, testInfo);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __tagLoaded?: boolean }).__tagLoaded)).toBe(true);
    expect(violations).toEqual([]);
  });
});

test.describe("cross-site writes", () => {
  const targets = () => {
    const routes = listRouteFiles().filter((r) => r.hasAction || r.isApi);
    return routes.map((r) => routePath(r.id, { id: "abc", phase: "estruturacao", analysisId: "abc", runId: "abc" }));
  };

  test("a POST with another site's Origin is refused (403) on every action and API route", async ({ request }, testInfo) => {
    const cookie = await demoUser(request, uniqueEmail(testInfo));
    const paths = targets();
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      for (const method of ["POST", "DELETE"] as const) {
        const response = await request.fetch(path, {
          method,
          headers: { Origin: EVIL, Cookie: cookie },
          form: { x: "1" },
          maxRedirects: 0,
        });
        expect(response.status(), `${method} ${path}`).toBe(403);
        expect((await response.json()).message).toBe("Requisição recusada: origem não permitida.");
      }
    }
    // Without Origin, a browser's cross-site fetch is recognised by Sec-Fetch-Site.
    const fetched = await request.post("/auth/logout", { headers: { "Sec-Fetch-Site": "cross-site", Cookie: cookie }, maxRedirects: 0 });
    expect(fetched.status()).toBe(403);
    // The session survived all of it.
    expect((await request.get("/api/auth/user", { headers: { Cookie: cookie } })).status()).toBe(200);
    // The same POST from our own origin works.
    const own = await request.post("/auth/logout", { headers: { Origin: DEMO_URL, Cookie: cookie }, maxRedirects: 0 });
    expect(own.status()).toBe(302);
  });
});

test.describe("limits", () => {
  test("JSON over 64 KB → 413; any body over 1 MB → 413; audio over 10 MB → 413; all in pt-BR", async ({ request }, testInfo) => {
    const cookie = await demoUser(request, uniqueEmail(testInfo));
    const json = await request.post("/api/saved-businesses", {
      headers: { Cookie: cookie },
      data: { businessName: "x", analysisContent: "x".repeat(70 * 1024) },
    });
    expect(json.status()).toBe(413);
    expect((await json.json()).message).toBe("Corpo da requisição grande demais.");
    const form = await request.post("/auth/demo", { form: { name: "x".repeat(1024 * 1024 + 10), email: "a@example.com" } });
    expect(form.status()).toBe(413);
    expect((await form.json()).message).toBe("Corpo da requisição grande demais.");
    const audio = await request.post("/api/transcribe-audio", {
      headers: { Cookie: cookie },
      multipart: { audio: { name: "a.wav", mimeType: "audio/wav", buffer: Buffer.alloc(10 * 1024 * 1024 + 100 * 1024) } },
    });
    expect(audio.status()).toBe(413);
    const long = await request.post("/api/user-profile", {
      headers: { Cookie: cookie },
      data: { name: "a".repeat(121), phone: "1", hasCNPJ: false, hasBusinessExperience: false },
    });
    expect(long.status()).toBe(400);
    expect((await long.json()).message).toBe("O nome pode ter no máximo 120 caracteres.");
  });
});

test.describe("sessions", () => {
  test("signing out ends the session on the server: the old cookie no longer works @libsql", async ({ request }, testInfo) => {
    const cookie = await demoUser(request, uniqueEmail(testInfo));
    expect((await request.get("/api/auth/user", { headers: { Cookie: cookie } })).status()).toBe(200);
    expect((await request.post("/auth/logout", { headers: { Cookie: cookie }, maxRedirects: 0 })).status()).toBe(302);
    expect((await request.get("/api/auth/user", { headers: { Cookie: cookie } })).status()).toBe(401);
    const page = await request.get("/dashboard", { headers: { Cookie: cookie }, maxRedirects: 0 });
    expect(page.status()).toBe(302);
    expect(page.headers()["location"]).toMatch(/^\/login/);
  });

  test("admin: without credentials every /api/admin route is 401; a revoked token stops working @libsql", async ({ request }) => {
    for (const route of listRouteFiles().filter((r) => r.id.startsWith("api.admin.") && r.id !== "api.admin.login")) {
      const path = routePath(route.id, { id: "abc" });
      const response = route.hasLoader && route.id !== "api.admin.logout" ? await request.get(path) : await request.post(path);
      expect(response.status(), path).toBe(401);
    }
    const login = await adminApiLogin(request, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const { token } = await login.json();
    const auth = { Authorization: `Bearer ${token}` };
    expect((await request.get("/api/admin/stats", { headers: auth })).status()).toBe(200);
    expect((await request.post("/api/admin/logout", { headers: auth })).status()).toBe(204);
    expect((await request.get("/api/admin/stats", { headers: auth })).status()).toBe(401);
  });
});

test.describe("SQL metacharacters over HTTP", () => {
  test("searches and ids answer normally and the database stays healthy", async ({ request }, testInfo) => {
    const cookie = await demoUser(request, uniqueEmail(testInfo));
    const login = await adminApiLogin(request, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD);
    const admin = { Authorization: `Bearer ${(await login.json()).token}` };
    for (const payload of ["' OR 1=1 --", "%", "_", '"; DROP TABLE users; --']) {
      const q = new URLSearchParams({ q: payload });
      expect((await request.get(`/meu-negocio/catalogo?${q}`, { headers: { Cookie: cookie } })).status()).toBe(200);
      expect((await request.get(`/api/browse-businesses?${q}`, { headers: { Cookie: cookie } })).status()).toBe(200);
      expect((await request.get(`/api/admin/users?${q}`, { headers: admin })).status()).toBe(200);
      const id = encodeURIComponent(payload);
      expect((await request.get(`/estrategias/${id}`, { headers: { Cookie: cookie } })).status()).toBe(404);
      expect((await request.post(`/api/saved-businesses/${id}/set-active`, { headers: { Cookie: cookie } })).status()).toBe(404);
      expect((await request.get(`/api/admin/user-profile/${id}`, { headers: admin })).status()).toBe(404);
    }
    expect((await request.get("/api/auth/user", { headers: { Cookie: cookie } })).status()).toBe(200);
    expect((await request.get("/healthz")).status()).toBe(200);
    await request.post("/api/admin/logout", { headers: admin });
  });
});
