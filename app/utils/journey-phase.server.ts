import { redirect } from "@remix-run/node";
import { DEFAULT_PHASE, isPhaseId, type PhaseId } from "~/modules/journey";

/** The phase of a tab URL; the default phase has no segment of its own, unknown ones are 404. */
export function requirePhase(phase: string | undefined, basePath: string): PhaseId {
  if (phase === DEFAULT_PHASE) throw redirect(basePath);
  if (!isPhaseId(phase)) throw new Response("Fase da jornada não encontrada.", { status: 404 });
  return phase;
}
