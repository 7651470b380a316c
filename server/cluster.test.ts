import { describe, expect, it } from "vitest";
import { crashBudget, DEFAULT_MAX_WORKERS, workerCount } from "./cluster.js";

describe("workerCount", () => {
  it("runs one process per core, at most DEFAULT_MAX_WORKERS, without WEB_CONCURRENCY", () => {
    expect(workerCount({}, 1)).toBe(1);
    expect(workerCount({}, 2)).toBe(2);
    expect(workerCount({ WEB_CONCURRENCY: "" }, 16)).toBe(DEFAULT_MAX_WORKERS);
  });

  it("runs a single process in development unless told otherwise", () => {
    expect(workerCount({ NODE_ENV: "development" }, 8)).toBe(1);
    expect(workerCount({ NODE_ENV: "development", WEB_CONCURRENCY: "2" }, 8)).toBe(2);
    expect(workerCount({ NODE_ENV: "production" }, 8)).toBe(DEFAULT_MAX_WORKERS);
  });

  it("follows WEB_CONCURRENCY when set", () => {
    expect(workerCount({ WEB_CONCURRENCY: "1" }, 8)).toBe(1);
    expect(workerCount({ WEB_CONCURRENCY: "6" }, 2)).toBe(6);
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
