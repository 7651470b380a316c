import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPlan } from "~/models/business-plan.server";
import { brandFromEnv } from "~/modules/brand";
import { planFile, planFileHeaders, type PlanFileKind } from "~/modules/documents/plan-files.server";
import { getEnv } from "./env.server";
import { requireUser } from "./session.server";

/** "Baixar PDF" / "Baixar planilha": the signed-in person's plan of one of their strategies; anyone else's id → 404. */
export async function planDownload({ request, params }: LoaderFunctionArgs, kind: PlanFileKind): Promise<Response> {
  const user = await requireUser(request);
  const loaded = await loadPlan(user.id, params.id ?? "");
  if (!loaded) throw new Response("Plano não encontrado", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  const bytes = await planFile(kind, {
    plan: loaded.plan,
    updatedAt: loaded.updatedAt,
    author: user.name,
    productName: brandFromEnv(getEnv()).productName,
  });
  return new Response(new Uint8Array(bytes), { headers: planFileHeaders(kind, loaded.plan.title, bytes.length) });
}
