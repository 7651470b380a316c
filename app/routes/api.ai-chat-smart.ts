import type { ActionFunctionArgs } from "@remix-run/node";
import { chatInputSchema, ChatSessionNotFoundError, sendChatMessage } from "~/models/chat.server";
import { QuotaExceededError } from "~/models/discovery.server";
import { CHAT_ERRORS } from "~/modules/consultant/chat-rules";
import { jsonError, parseJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

/** POST { message, sessionId } → { response, engine }. 400 bad input, 404 another person's session, 429 daily quota. */
export async function action({ request }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, chatInputSchema);
  try {
    return Response.json(await sendChatMessage(user, input));
  } catch (error) {
    if (error instanceof QuotaExceededError) return jsonError(error.message, 429);
    if (error instanceof ChatSessionNotFoundError) return jsonError(error.message, 404);
    console.error("ai-chat-smart failed", error);
    return jsonError(CHAT_ERRORS.failed, 500);
  }
}
