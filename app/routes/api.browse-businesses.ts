import type { LoaderFunctionArgs } from "@remix-run/node";
import { browseCatalogue, parseBrowseQuery } from "~/modules/discovery/browse";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { requireApiUser } from "~/utils/session.server";

// The whole catalogue by default; q, nivel and ordem filter it like the page does.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireApiUser(request);
  const businesses = browseCatalogue(CATALOGUE, parseBrowseQuery(new URL(request.url).searchParams));
  return Response.json({ businesses }, { headers: { "Cache-Control": "private, max-age=300" } });
}
