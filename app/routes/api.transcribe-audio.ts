import type { ActionFunctionArgs } from "@remix-run/node";
import { recordAiUsage } from "~/models/ai-usage.server";
import { assertAiQuota, QuotaExceededError } from "~/models/discovery.server";
import { primaryEngine } from "~/modules/ai/engine.server";
import { inspectWav } from "~/modules/discovery/wav";
import { jsonError, methodNotAllowed, quotaError, requireMethod } from "~/utils/api.server";
import { requireApiUser } from "~/utils/session.server";
import { clientIp } from "~/utils/client-ip.server";
import { readLimited } from "~/utils/read-limited.server";

export const AUDIO_MAX_BYTES = 10 * 1024 * 1024;
export const AUDIO_MAX_SECONDS = 120;
const MULTIPART_OVERHEAD = 64 * 1024;

export async function action({ request, context }: ActionFunctionArgs) {
  requireMethod(request, "POST");
  const user = await requireApiUser(request);
  const engine = primaryEngine();
  if (engine.name === "offline") {
    return jsonError("O ditado por voz não está disponível nesta plataforma. Escreva o texto com o teclado.", 503);
  }
  const limit = AUDIO_MAX_BYTES + MULTIPART_OVERHEAD;
  if (Number(request.headers.get("Content-Length") ?? 0) > limit) return jsonError("Áudio grande demais (máximo 10 MB).", 413);
  const raw = await readLimited(request, limit);
  if (!raw) return jsonError("Áudio grande demais (máximo 10 MB).", 413);
  let file: FormDataEntryValue | null;
  try {
    const form = await new Response(raw, { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } }).formData();
    file = form.get("audio");
  } catch {
    return jsonError("Envie o áudio como multipart/form-data no campo 'audio'.", 400);
  }
  if (!(file instanceof Blob)) return jsonError("Envie o áudio como multipart/form-data no campo 'audio'.", 400);
  if (file.size > AUDIO_MAX_BYTES) return jsonError("Áudio grande demais (máximo 10 MB).", 413);
  const audio = new Uint8Array(await file.arrayBuffer());
  const wav = inspectWav(audio);
  if (!wav) return jsonError("O arquivo precisa ser um áudio WAV.", 400);
  if (wav.durationSeconds > AUDIO_MAX_SECONDS) return jsonError("Áudio longo demais (máximo 2 minutos).", 413);
  try {
    await assertAiQuota(user.id, clientIp(context));
    const transcript = await engine.transcribeAudio(audio, "audio/wav");
    await recordAiUsage(user.id, "transcription", engine.name);
    return Response.json({ transcript });
  } catch (error) {
    // A Response (the database's 503 when busy: decision 027) answers as it is.
    if (error instanceof Response) throw error;
    if (error instanceof QuotaExceededError) return quotaError(error);
    console.error("transcription failed", error);
    return jsonError("Não foi possível transcrever o áudio.", 502);
  }
}

/** GET is not a method of this route: 405 with Allow. */
export const loader = methodNotAllowed("POST");
