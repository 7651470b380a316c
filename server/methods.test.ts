// Finding 8 (methods): TRACE answered 500 with a stack trace in the log; OPTIONS ran the loaders.
import type { AddressInfo } from "node:net";
import http from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerMethodsItDoesNotTake } from "./security.js";

let port = 0;
let handled = 0;
let close: () => void = () => {};

beforeAll(async () => {
  const app = express();
  app.use(answerMethodsItDoesNotTake);
  app.all("*", (_req, res) => {
    handled += 1; // stands for Remix: loaders and actions
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  close = () => server.close();
});
afterAll(() => close());

function send(method: string) {
  return new Promise<{ status: number; allow: string | undefined; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: "/dashboard" }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, allow: res.headers.allow, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("methods the app does not take", () => {
  // (CONNECT never reaches Express: Node's HTTP server closes it.)
  it.each(["TRACE", "PROPFIND", "M-SEARCH", "PURGE"])("%s → 405 with Allow, nothing runs", async (method) => {
    const before = handled;
    const answer = await send(method);
    expect(answer.status).toBe(405);
    expect(answer.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    expect(handled).toBe(before);
  });

  it("OPTIONS → 204 with Allow, no loader runs", async () => {
    const before = handled;
    const answer = await send("OPTIONS");
    expect(answer.status).toBe(204);
    expect(answer.allow).toContain("GET");
    expect(handled).toBe(before);
  });

  it("GET and POST go through", async () => {
    expect((await send("GET")).status).toBe(200);
    expect((await send("POST")).status).toBe(200);
  });
});
