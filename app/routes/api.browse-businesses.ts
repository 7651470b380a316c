import { gzipSync } from "node:zlib";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { browseCatalogue, parseBrowseQuery } from "~/modules/discovery/browse";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { leanStartPayload } from "~/modules/discovery/person-start";
import { leanStart } from "~/modules/economics/lean-start";
import { economicsPayload } from "~/modules/economics/payload";
import { requireApiUser } from "~/utils/session.server";

// The catalogue never changes while the process runs: keep the serialised answers of recent
// queries (the unfiltered one above all) instead of filtering, sorting and stringifying each time,
// and their gzip too. The whole catalogue with its models is about 2.4 MB of JSON: compressing it
// on every request cost tens of milliseconds of the main thread each time.
const MAX_CACHED = 200;
const cache = new Map<string, { json: string; gzip: Uint8Array<ArrayBuffer> }>();

function catalogueJson(params: URLSearchParams) {
  const query = parseBrowseQuery(params);
  const key = `${query.q}\u0000${query.nivel}\u0000${query.ordem}`;
  let body = cache.get(key);
  if (body === undefined) {
    const businesses = browseCatalogue(CATALOGUE, query).map((idea) => ({
      ...idea,
      economics: { ...economicsPayload(idea.economics), leanStart: leanStartPayload(leanStart(idea)) },
    }));
    const json = JSON.stringify({ businesses });
    body = { json, gzip: new Uint8Array(gzipSync(json)) };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, body);
  }
  return body;
}

/** "gzip" among the encodings the client accepts, and not refused with q=0. */
function acceptsGzip(request: Request) {
  return /(?:^|,)\s*gzip\s*(?:;\s*q=(?!0(?:\.0*)?\s*(?:,|$))[\d.]+)?\s*(?:,|$)/i.test(request.headers.get("Accept-Encoding") ?? "");
}

// The whole catalogue by default; q, nivel and ordem filter it like the page does. Each idea carries
// its economic model (`economics`: items, scenarios and derived figures).
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  const body = catalogueJson(new URL(request.url).searchParams);
  const gzip = acceptsGzip(request);
  return new Response(gzip ? body.gzip : body.json, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      Vary: "Accept-Encoding",
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
  });
}
