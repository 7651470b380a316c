import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { calendarJson, getCalendar, saveCalendar } from "~/models/content-calendar.server";
import { calendarApiSchema } from "~/modules/brand-kit/calendar-schema";
import { jsonError, jsonOk, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** GET /api/content-calendar — the 30 posts { date, theme, caption, hashtags, posted, image }; 404 before the first save. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const calendar = await getCalendar(user.id);
  if (!calendar) return jsonError("Nenhum calendário salvo ainda.", 404);
  return jsonOk(calendarJson(calendar));
}

/** PUT /api/content-calendar { items: 30 × { date, theme, caption, hashtags, posted, image? } } — ticks the journey steps it earns. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "PUT");
  const user = await requireApiUser(request);
  const { items } = await parseJsonBody(request, calendarApiSchema);
  const previous = await getCalendar(user.id);
  const withImages = items.map((item, i) => ({ ...item, image: item.image ?? previous?.items[i]?.image ?? "/marca/posts/abrimos.png" }));
  return jsonOk(calendarJson(await saveCalendar(user.id, withImages, "api")));
}
