import { describe, expect, it } from "vitest";
import { listRequest, pageInfo, SEARCH_MAX } from "./pagination";

const params = (query: string) => new URLSearchParams(query);

describe("listRequest", () => {
  it("trims the search and keeps it whole up to SEARCH_MAX characters, cutting one more", () => {
    const exact = "a".repeat(SEARCH_MAX);
    expect(listRequest(params(`q=${encodeURIComponent(`  ${exact}  `)}`)).q).toBe(exact);
    expect(listRequest(params(`q=${exact}b`)).q).toBe(exact);
  });

  it("no search is an empty one, with the default page", () => {
    expect(listRequest(params(""))).toEqual({ q: "", page: 1, perPage: 50 });
    expect(listRequest(params("q=%20%20&page=3&perPage=20"))).toEqual({ q: "", page: 3, perPage: 20 });
  });
});

describe("pageInfo", () => {
  it("counts at least one page, and a last page that is not full", () => {
    expect(pageInfo({ items: [], total: 0, page: 1, perPage: 50 })).toEqual({ page: 1, pages: 1, total: 0 });
    expect(pageInfo({ items: [], total: 101, page: 3, perPage: 50 })).toEqual({ page: 3, pages: 3, total: 101 });
  });
});
