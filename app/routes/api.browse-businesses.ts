import type { LoaderFunctionArgs } from "@remix-run/node";
import { browseCatalogue, parseBrowseQuery } from "~/modules/discovery/browse";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { leanStartPayload } from "~/modules/discovery/person-start";
import { leanStart } from "~/modules/economics/lean-start";
import { economicsPayload } from "~/modules/economics/payload";
import { requireApiUser } from "~/utils/session.server";

// The catalogue never changes while the process runs: keep the serialised answers of recent
// queries (the unfiltered one above all) instead of filtering, sorting and stringifying each time.
const MAX_CACHED = 200;
const cache = new Map<string, string>();

function catalogueJson(params: URLSearchParams) {
  const query = parseBrowseQuery(params);
  const key = `${query.q}\u0000${query.nivel}\u0000${query.ordem}`;
  let body = cache.get(key);
  if (body === undefined) {
    const businesses = browseCatalogue(CATALOGUE, query).map((idea) => ({
      ...idea,
      economics: { ...economicsPayload(idea.economics), leanStart: leanStartPayload(leanStart(idea)) },
    }));
    body = JSON.stringify({ businesses });
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, body);
  }
  return body;
}

// The whole catalogue by default; q, nivel and ordem filter it like the page does. Each idea carries
// its economic model (`economics`: items, scenarios and derived figures).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  return new Response(catalogueJson(new URL(request.url).searchParams), {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "private, max-age=300" },
  });
}
