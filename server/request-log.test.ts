import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { formatRequestLog, pathOnly, requestLog, serverTimingValue } from "./request-log.js";

const time = new Date("2025-03-01T12:00:00.000Z");

describe("request log line", () => {
  it("is one JSON line with time, method, path, status and duration", () => {
    const line = formatRequestLog({ time, method: "GET", url: "/dashboard", status: 200, durationMs: 12.345 });
    expect(line).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      time: "2025-03-01T12:00:00.000Z",
      msg: "request",
      method: "GET",
      path: "/dashboard",
      status: 200,
      durationMs: 12.3,
    });
  });

  it("drops the query string and fragment (they can hold search terms and e-mails)", () => {
    const line = formatRequestLog({
      time,
      method: "GET",
      url: "/api/browse-businesses?search=maria%40example.com&x=1#top",
      status: 200,
      durationMs: 1,
    });
    expect(line).not.toContain("maria");
    expect(line).not.toContain("search");
    expect(JSON.parse(line).path).toBe("/api/browse-businesses");
    expect(pathOnly("/a#b?c")).toBe("/a");
    expect(pathOnly("?q=1")).toBe("/");
  });

  it("marks a response the client abandoned, and cuts absurdly long paths", () => {
    expect(JSON.parse(formatRequestLog({ time, method: "POST", url: "/x", status: 200, durationMs: 3, aborted: true })).aborted).toBe(true);
    expect(pathOnly(`/${"a".repeat(1000)}`)).toHaveLength(301);
  });

  it("escapes control characters, so a crafted path cannot forge a second line", () => {
    const line = formatRequestLog({ time, method: "GET", url: '/a\n{"msg":"fake"}', status: 404, durationMs: 1 });
    expect(line.split("\n")).toHaveLength(1);
  });

  it("formats Server-Timing", () => {
    expect(serverTimingValue(4.567)).toBe("app;dur=4.6");
  });
});

describe("request log middleware", () => {
  function fakeResponse() {
    const res = Object.assign(new EventEmitter(), {
      statusCode: 200,
      headersSent: false,
      writableFinished: false,
      headers: {} as Record<string, string>,
      setHeader(name: string, value: string) {
        res.headers[name] = value;
      },
      writeHead(status: number) {
        res.statusCode = status;
        res.headersSent = true;
        return res;
      },
    });
    return res;
  }

  it("sets Server-Timing when the headers are written and logs once when the response finishes", () => {
    const lines: string[] = [];
    let clock = 100;
    const middleware = requestLog({ log: (line) => lines.push(line), now: () => clock, clock: () => time });
    const res = fakeResponse();
    let nextCalled = false;
    middleware(
      { method: "GET", originalUrl: "/dashboard?email=a@b.c", headers: { cookie: "en_session=secret" } },
      res,
      () => (nextCalled = true),
    );
    expect(nextCalled).toBe(true);
    clock = 125;
    res.writeHead(200);
    expect(res.headers["Server-Timing"]).toBe("app;dur=25");
    clock = 140;
    res.writableFinished = true;
    res.emit("finish");
    res.emit("close");
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: "GET", path: "/dashboard", status: 200, durationMs: 40 });
    expect(lines[0]).not.toContain("secret");
    expect(lines[0]).not.toContain("a@b.c");
  });

  it("logs an abandoned request when the connection closes first", () => {
    const lines: string[] = [];
    const res = fakeResponse();
    requestLog({ log: (line) => lines.push(line), now: () => 0, clock: () => time })({ method: "POST", url: "/api/x" }, res, () => {});
    res.emit("close");
    expect(JSON.parse(lines[0]!)).toMatchObject({ method: "POST", path: "/api/x", aborted: true });
  });
});
