// Finding 5 (signed-in responses cacheable): through a real Express app, as server.mjs mounts it.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privateWhenPersonal } from "./security.js";

let base = "";
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(privateWhenPersonal);
  app.get("/public", (_req, res) => res.set("Cache-Control", "public, max-age=3600").send("pública"));
  app.get("/page", (_req, res) => res.send("página"));
  app.get("/page.data", (_req, res) => res.type("text/x-script").send("dados"));
  app.get("/chosen", (_req, res) => res.set("Cache-Control", "private, max-age=300").send("escolhida"));
  app.get("/toast", (_req, res) => res.cookie("en_toast", "", { maxAge: 0 }).send("toast"));
  app.get("/stream", (_req, res) => {
    res.write("parte 1");
    res.end("parte 2");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("cache policy of the app's responses", () => {
  it.each(["/page", "/page.data", "/public", "/stream"])(
    "%s with a user or admin session cookie, or a bearer token: private, no-store and Vary: Cookie",
    async (path) => {
      const variants: Record<string, string>[] = [
        { Cookie: "en_session=abc" },
        { Cookie: "en_toast=x; en_admin=abc" },
        { Authorization: "Bearer abc" },
      ];
      for (const headers of variants) {
        const response = await get(path, headers);
        expect(response.headers.get("cache-control"), `${path} ${JSON.stringify(headers)}`).toBe("private, no-store");
        expect(response.headers.get("vary")).toMatch(/Cookie/);
      }
    },
  );

  it("without a session, a public page keeps its caching (and still says Vary: Cookie)", async () => {
    const response = await get("/public", { Cookie: "en_demo=chave" });
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("vary")).toMatch(/Cookie/);
  });

  it("a response that sets a cookie is private even without a session; a route's own private policy stays", async () => {
    expect((await get("/toast")).headers.get("cache-control")).toBe("private, no-store");
    expect((await get("/chosen", { Cookie: "en_session=abc" })).headers.get("cache-control")).toBe("private, max-age=300");
  });
});
