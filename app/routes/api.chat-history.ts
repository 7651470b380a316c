import type { LoaderFunctionArgs } from "@remix-run/node";
import { isOthersChatSession, latestChatSessionId, listChatMessages } from "~/models/chat.server";
import { SESSION_ID_PATTERN } from "~/modules/consultant/chat-rules";
import { jsonError, jsonOk } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/**
 * GET → { sessionId, messages: [{ role, content }] }: the person's last conversation with the
 * consultant (or ?sessionId=…, one of theirs), so the floating panel shows it again after a reload.
 * sessionId is null when they have not talked to the consultant yet.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireApiUser(request);
  const asked = new URL(request.url).searchParams.get("sessionId");
  if (asked !== null && !SESSION_ID_PATTERN.test(asked)) return jsonError("Conversa inválida.", 400);
  if (asked && (await isOthersChatSession(user.id, asked))) return jsonError("Conversa não encontrada.", 404);
  const sessionId = asked ?? (await latestChatSessionId(user.id));
  const messages = sessionId ? await listChatMessages(user.id, sessionId) : [];
  return jsonOk({ sessionId, messages: messages.map(({ role, content }) => ({ role, content })) });
}
