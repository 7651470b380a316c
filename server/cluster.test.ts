import { describe, expect, it } from "vitest";
import { parseEnv } from "~/utils/env.server";
import { crashBudget, DEFAULT_MAX_WORKERS, workerCount } from "./cluster.js";

// server.mjs hands it the app's parsed environment (the one schema), as here.
const env = (variables: Record<string, string>) => parseEnv({ NODE_ENV: "production", ALLOW_DEMO_LOGIN: "true", ...variables });

describe("workerCount", () => {
  it("runs one process per core, at most DEFAULT_MAX_WORKERS, without WEB_CONCURRENCY", () => {
    expect(workerCount(env({}), 1)).toBe(1);
    expect(workerCount(env({}), 2)).toBe(2);
    expect(workerCount(env({ WEB_CONCURRENCY: "" }), 16)).toBe(DEFAULT_MAX_WORKERS);
  });

  it("runs a single process in development unless told otherwise", () => {
    expect(workerCount(env({ NODE_ENV: "development" }), 8)).toBe(1);
    expect(workerCount(env({ NODE_ENV: "development", WEB_CONCURRENCY: "2" }), 8)).toBe(2);
    expect(workerCount(env({ NODE_ENV: "production" }), 8)).toBe(DEFAULT_MAX_WORKERS);
  });

  it("follows WEB_CONCURRENCY when set; the schema refuses what is not 1 to 64", () => {
    expect(workerCount(env({ WEB_CONCURRENCY: "1" }), 8)).toBe(1);
    expect(workerCount(env({ WEB_CONCURRENCY: "6" }), 2)).toBe(6);
    expect(() => env({ WEB_CONCURRENCY: "muitos" })).toThrow(/WEB_CONCURRENCY/);
  });
});

describe("crashBudget", () => {
  it("allows a few crashes and gives up when they come too fast", () => {
    let now = 0;
    const budget = crashBudget({ max: 2, windowMs: 1_000, now: () => now });
    expect(budget.record()).toBe(true);
    now = 100;
    expect(budget.record()).toBe(true);
    now = 200;
    expect(budget.record()).toBe(false);
  });

  it("forgets crashes older than the window", () => {
    let now = 0;
    const budget = crashBudget({ max: 1, windowMs: 1_000, now: () => now });
    expect(budget.record()).toBe(true);
    now = 5_000;
    expect(budget.record()).toBe(true);
  });
});
