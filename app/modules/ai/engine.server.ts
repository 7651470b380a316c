import { getEnv } from "~/utils/env.server";
import { GeminiEngine } from "./gemini.server";
import { OfflineEngine } from "./offline/engine";
import { AiUnavailableError, type AiEngine, type EngineName } from "./types";

let primary: AiEngine | undefined;
const offline = new OfflineEngine();

/** Gemini when GEMINI_API_KEY is set, the offline engine otherwise. */
export function primaryEngine(): AiEngine {
  if (primary) return primary;
  const env = getEnv();
  primary = env.GEMINI_API_KEY
    ? new GeminiEngine({
        apiKey: env.GEMINI_API_KEY,
        model: env.GEMINI_MODEL,
        baseUrl: env.GEMINI_BASE_URL,
        timeoutMs: env.GEMINI_TIMEOUT_MS,
      })
    : offline;
  return primary;
}

export function resetEngineForTests() {
  primary = undefined;
}

export function offlineEngine() {
  return offline;
}

export type EngineResult<T> = { value: T; engine: EngineName };

/**
 * Runs a task on the primary engine; if Gemini fails (timeout, error, unusable answer) the
 * offline engine answers instead, and the result says which one did.
 */
export async function withFallback<T>(
  task: (engine: AiEngine) => Promise<T>,
  usable: (value: T) => boolean = () => true,
): Promise<EngineResult<T>> {
  const engine = primaryEngine();
  if (engine.name === "offline") return { value: await task(engine), engine: "offline" };
  try {
    const value = await task(engine);
    if (usable(value)) return { value, engine: engine.name };
    console.warn("Gemini answer unusable; offline engine answering");
  } catch (error) {
    if (error instanceof AiUnavailableError) throw error;
    console.warn("Gemini failed; offline engine answering:", error instanceof Error ? error.message : error);
  }
  return { value: await task(offline), engine: "offline" };
}
