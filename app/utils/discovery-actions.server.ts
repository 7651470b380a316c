import { redirect } from "@remix-run/node";
import type { User } from "#db/schema";
import { analyseForPerson, QuotaExceededError } from "~/models/discovery.server";
import { getProfile } from "~/models/profile.server";
import { findIdea } from "~/modules/discovery/catalogue.server";
import { ANALYSIS_ERROR, analyzeBusinessSchema } from "~/modules/discovery/discovery-schemas";
import { redirectWithToast } from "./toast.server";

/**
 * 'Escolher' on a suggestion or catalogue card: analyse (or reuse the stored analysis) and go to
 * it. On failure the person goes back where they came from with the spec's message.
 */
export async function chooseIdea(request: Request, user: User, form: FormData, backTo: string, ip: string | null = null) {
  const parsed = analyzeBusinessSchema.safeParse({
    businessId: form.get("businessId"),
    userInput: form.get("userInput") ?? "",
  });
  const idea = parsed.success ? findIdea(parsed.data.businessId) : undefined;
  if (!parsed.success || !idea) {
    return redirectWithToast(request, backTo, { ...ANALYSIS_ERROR, type: "destructive" }, { status: 303 });
  }
  try {
    const profile = await getProfile(user.id);
    const analysis = await analyseForPerson(
      user.id,
      idea,
      parsed.data.userInput,
      {
        firstName: user.firstName,
        hasCnpj: profile?.hasCnpj,
        hasBusinessExperience: profile?.hasBusinessExperience,
      },
      ip,
    );
    const from = new URLSearchParams({ voltar: backTo });
    const reason = String(form.get("matchReason") ?? "")
      .trim()
      .slice(0, 600);
    if (reason) from.set("motivo", reason);
    return redirect(`/meu-negocio/analise/${analysis.id}?${from}`, { status: 303 });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    const description = error instanceof QuotaExceededError ? error.message : ANALYSIS_ERROR.description;
    if (!(error instanceof QuotaExceededError)) console.error("Analysis failed", error);
    return redirectWithToast(request, backTo, { title: ANALYSIS_ERROR.title, description, type: "destructive" }, { status: 303 });
  }
}
