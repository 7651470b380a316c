import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { saveProfile } from "~/models/profile.server";
import { PROFILE_SAVE_ERROR, PROFILE_SAVED, profileFormSchema, profileInputFromForm } from "~/modules/profile/profile-schema";
import { replyFromSubmission } from "./form-reply.server";
import { safeRedirect } from "./redirect";
import { requireUser } from "./session.server";
import { createToastHeader, redirectWithToast } from "./toast.server";

/** Where the form goes back to: the page it was opened from, without the dialog flags. */
export function profileReturnPath(value: FormDataEntryValue | string | null | undefined) {
  const path = safeRedirect(value, "/dashboard");
  const url = new URL(path, "http://local.invalid");
  url.searchParams.delete("perfil");
  url.searchParams.delete("premium");
  return url.pathname + url.search + url.hash;
}

/**
 * The 'Completar Perfil do Empreendedor' form, posted by the page (no JavaScript: 303 with the
 * toast) or by the dialog's fetcher (field `_enhanced`: data, and the toast cookie).
 */
export async function profileFormAction(request: Request) {
  const user = await requireUser(request);
  const formData = await request.formData();
  const enhanced = formData.get("_enhanced") === "1";
  const submission = parseWithZod(formData, { schema: profileFormSchema });
  if (submission.status !== "success") {
    return data({ result: replyFromSubmission(submission), saved: false }, { status: 400 });
  }
  try {
    await saveProfile(user.id, profileInputFromForm(submission.value));
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    console.error("Falha ao salvar o perfil", error);
    return data({ result: replyFromSubmission(submission, { formError: PROFILE_SAVE_ERROR.description }), saved: false }, { status: 500 });
  }
  const toast = { ...PROFILE_SAVED, type: "success" as const };
  if (!enhanced) {
    return redirectWithToast(request, profileReturnPath(formData.get("redirectTo")), toast, { status: 303 });
  }
  return data(
    { result: replyFromSubmission(submission), saved: true },
    { headers: { "Set-Cookie": await createToastHeader(request, toast) } },
  );
}

export type ProfileActionData =
  Awaited<ReturnType<typeof profileFormAction>> extends infer R ? (R extends { data: infer D } ? D : never) : never;
