import type { LoaderFunctionArgs } from "@remix-run/node";
import { loadPlan } from "~/models/business-plan.server";
import { brandFromEnv } from "~/modules/brand";
import { planFileHeaders, type PlanFileKind } from "~/modules/documents/plan-files.server";
import { getEnv } from "./env.server";
import { busyHeaders, HeavyWorkBusyError, HeavyWorkLimitError, runHeavyJob } from "./heavy-work.server";
import { requireUser } from "./session.server";

const SLOW = "O arquivo demorou demais para ficar pronto. Tente de novo em alguns segundos.";

/**
 * "Baixar PDF" / "Baixar planilha": the signed-in person's plan of one of their strategies; anyone
 * else's id → 404. The file is made in the heavy-work pool (decision 026): a person with files
 * already being made, or a full pool, gets 503 with Retry-After and a sentence.
 */
export async function planDownload({ request, params }: LoaderFunctionArgs, kind: PlanFileKind): Promise<Response> {
  const user = await requireUser(request);
  const loaded = await loadPlan(user.id, params.id ?? "");
  if (!loaded) throw new Response("Plano não encontrado", { status: 404, headers: { "Cache-Control": "private, no-store" } });
  let bytes: Uint8Array;
  try {
    bytes = await runHeavyJob(
      "plan.file",
      {
        kind,
        file: { plan: loaded.plan, updatedAt: loaded.updatedAt, author: user.name, productName: brandFromEnv(getEnv()).productName },
      },
      { ownerKey: user.id, signal: request.signal },
    );
  } catch (error) {
    const text = { "Content-Type": "text/plain; charset=utf-8" };
    if (error instanceof HeavyWorkBusyError)
      throw new Response(error.message, { status: 503, headers: { ...busyHeaders(error), ...text } });
    if (error instanceof HeavyWorkLimitError)
      throw new Response(SLOW, { status: 503, headers: { "Retry-After": "10", "Cache-Control": "private, no-store", ...text } });
    throw error;
  }
  return new Response(new Uint8Array(bytes), { headers: planFileHeaders(kind, loaded.plan.title, bytes.length) });
}
