/** Lists of the gestão area and its API: 1-based pages, at most 100 rows each. */
export const DEFAULT_PER_PAGE = 50;
export const MAX_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number };
export type Page<T> = { items: T[]; total: number; page: number; perPage: number };

/** `?page=2&perPage=20` → a safe page request; anything odd falls back to the defaults. */
export function pageRequest(params: URLSearchParams): PageRequest {
  const page = Number(params.get("page") ?? "1");
  const perPage = Number(params.get("perPage") ?? String(DEFAULT_PER_PAGE));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    perPage: Number.isInteger(perPage) && perPage >= 1 ? Math.min(perPage, MAX_PER_PAGE) : DEFAULT_PER_PAGE,
  };
}

export function pageCount(page: Pick<Page<unknown>, "total" | "perPage">) {
  return Math.max(1, Math.ceil(page.total / page.perPage));
}

/** The longest search text a list takes (what is typed beyond it is ignored). */
export const SEARCH_MAX = 100;

/** A searchable list's request, for its page and its API alike: `?q=` trimmed and cut to SEARCH_MAX, plus the page. */
export function listRequest(params: URLSearchParams): PageRequest & { q: string } {
  return { ...pageRequest(params), q: (params.get("q") ?? "").trim().slice(0, SEARCH_MAX) };
}

/** What a list page shows about its paging: this page, how many pages, how many records. */
export function pageInfo(page: Page<unknown>) {
  return { page: page.page, pages: pageCount(page), total: page.total };
}
