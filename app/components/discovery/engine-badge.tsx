import { ENGINE_LABELS, type EngineName } from "~/modules/ai/types";

/** Says which engine answered, so nobody mistakes the offline engine for Gemini. */
export function EngineBadge({ engine }: { engine: EngineName }) {
  const offline = engine === "offline";
  return (
    <p
      className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1 text-xs font-semibold ${
        offline ? "bg-slate-200 text-slate-700" : "bg-violet-100 text-violet-800"
      }`}
      data-testid="engine-badge"
    >
      {ENGINE_LABELS[engine]}
    </p>
  );
}
