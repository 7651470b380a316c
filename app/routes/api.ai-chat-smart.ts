import type { ActionFunctionArgs } from "@remix-run/node";
import { chatInputSchema, ChatSessionNotFoundError, sendChatMessage } from "~/models/chat.server";
import { QuotaExceededError } from "~/models/discovery.server";
import { CHAT_ERRORS } from "~/modules/consultant/chat-rules";
import { jsonError, methodNotAllowed, parseJsonBody, quotaError, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";

/** POST { message, sessionId } → { response, engine }. 400 bad input, 404 another person's session, 429 daily quota. */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const input = await parseJsonBody(request, chatInputSchema);
  try {
    return Response.json(await sendChatMessage(user, input, clientIp(context)));
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof QuotaExceededError) return quotaError(error);
    if (error instanceof ChatSessionNotFoundError) return jsonError(error.message, 404);
    console.error("ai-chat-smart failed", error);
    return jsonError(CHAT_ERRORS.failed, 500);
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
