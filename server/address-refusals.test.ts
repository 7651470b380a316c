// @db-engines: sqlite libsql
// Finding 2: an address over its admin sign-in limit is answered by the server itself, cheaply.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOO_MANY_ATTEMPTS } from "~/models/admin-auth.server";
import { refuseLimitedAddresses, TOO_MANY_ATTEMPTS_MESSAGE } from "./security.js";

let base = "";
let appCalls = 0;
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(refuseLimitedAddresses());
  app.post("/api/admin/login", (_req, res) => {
    appCalls += 1;
    // The app refuses the address as a whole on its third attempt.
    if (appCalls >= 3) res.set({ "X-Limit-Scope": "address", "Retry-After": "600" }).status(429).json({ message: "limite" });
    else res.status(401).json({ message: "Credenciais inválidas" });
  });
  app.post("/admin-login", (_req, res) => res.send("página"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

describe("addresses over their admin sign-in limit", () => {
  it("after the app's address-wide 429, the next attempts are 429 without reaching the app", async () => {
    const post = (path: string) => fetch(`${base}${path}`, { method: "POST", body: "{}" });
    expect((await post("/api/admin/login")).status).toBe(401);
    expect((await post("/api/admin/login")).status).toBe(401);
    const refusedByApp = await post("/api/admin/login");
    expect(refusedByApp.status).toBe(429);
    expect(refusedByApp.headers.get("x-limit-scope")).toBeNull();
    for (let i = 0; i < 20; i++) {
      const answer = await post("/api/admin/login");
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(590);
      expect(((await answer.json()) as { message: string }).message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
    }
    expect(appCalls).toBe(3);
    // The form without JavaScript gets a page that leads back.
    const page = await post("/admin-login");
    expect(page.status).toBe(429);
    expect(await page.text()).toContain('<a href="/admin-login">Voltar ao login</a>');
  });

  it("says the same as the app", () => {
    expect(TOO_MANY_ATTEMPTS_MESSAGE).toBe(TOO_MANY_ATTEMPTS);
  });
});
