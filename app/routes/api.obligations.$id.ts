import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { calendarInput, obligationJson, setObligationPaid } from "~/models/obligations.server";
import { findObligation } from "~/modules/legal/obligations";
import { jsonError, jsonOk, methodNotAllowed, readJsonBody, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";

export const loader = methodNotAllowed("PATCH");

const NOT_FOUND = "Obrigação não encontrada.";

const bodySchema = z.object({ paid: z.boolean({ error: "paid: use true ou false." }) }, { error: 'Envie { "paid": true }.' });

/** PATCH /api/obligations/:id `{ paid: true }` (or false to undo). An id outside the person's calendar → 404. */
export async function action({ request, params }: ActionFunctionArgs) {
  requireMethod(request, "PATCH");
  const user = await requireApiUser(request);
  // The body is read first (64 KB cap, JSON), then the id is looked up, then the body is checked.
  const body = await readJsonBody(request, ["PATCH"]);
  const input = await calendarInput(user.id);
  const id = params.id ?? "";
  if (!input || !findObligation(id, input)) return jsonError(NOT_FOUND, 404);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return jsonError(parsed.error.issues[0]?.message ?? "Dados inválidos.", 400);
  const changed = await setObligationPaid(user.id, id, parsed.data.paid);
  return changed ? jsonOk(obligationJson(changed)) : jsonError(NOT_FOUND, 404);
}
