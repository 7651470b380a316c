import { data } from "@remix-run/node";
import { setStepProgress } from "~/models/journey.server";
import { PROGRESS_ERROR, PROGRESS_UPDATED } from "~/modules/journey";
import { firstIssueMessage, toggleStepFormSchema } from "~/modules/journey/journey-schemas";
import { requireUser } from "./session.server";
import { createToastHeader, redirectWithToast, type ToastInput } from "./toast.server";

export type ToggleStepActionData = { ok: boolean; message?: string };

/**
 * The step-card form of every journey tab. Without JavaScript it answers 303 back to the same
 * tab (with the toast); a fetcher submission (field `_enhanced`) gets data and the toast cookie,
 * so the page keeps its scroll and optimistic state.
 */
export async function toggleStepAction(request: Request) {
  const user = await requireUser(request);
  const form = await request.formData();
  const enhanced = form.get("_enhanced") === "1";
  const tabPath = new URL(request.url).pathname;

  async function respond(status: number, toast: ToastInput, anchor = "") {
    if (!enhanced) return redirectWithToast(request, `${tabPath}${anchor}`, toast, { status: 303 });
    const body: ToggleStepActionData = { ok: status < 300, message: toast.description };
    return data(body, { status, headers: { "Set-Cookie": await createToastHeader(request, toast) } });
  }

  const parsed = toggleStepFormSchema.safeParse({ step: form.get("step") ?? undefined, completed: form.get("completed") ?? undefined });
  if (!parsed.success) {
    return respond(400, { title: PROGRESS_ERROR.title, description: firstIssueMessage(parsed.error), type: "destructive" });
  }
  const anchor = `#passo-${parsed.data.step}`;
  try {
    const result = await setStepProgress(user.id, parsed.data);
    if (!result.ok) return respond(result.status, { title: result.title, description: result.message, type: "destructive" }, anchor);
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Falha ao atualizar a jornada", error);
    return respond(500, { ...PROGRESS_ERROR, type: "destructive" }, anchor);
  }
  return respond(200, { ...PROGRESS_UPDATED, type: "success" }, anchor);
}
