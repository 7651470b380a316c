import { useRef, useState } from "react";

type State = "idle" | "recording" | "transcribing";
type Notice = { title: string; description?: string; error?: boolean } | null;

const MAX_SECONDS = 120;

/**
 * Records from the microphone, encodes mono 16-bit WAV in the browser and uploads it to
 * /api/transcribe-audio; the transcript is appended to the text box. States: idle → recording →
 * transcribing → idle. Shown only where the install transcribes (the page decides).
 */
export function VoiceDictation({ onTranscript }: { onTranscript: (text: string) => void }) {
  const [state, setState] = useState<State>("idle");
  const [notice, setNotice] = useState<Notice>(null);
  const stopRef = useRef<(() => Promise<void>) | null>(null);

  async function start() {
    setNotice(null);
    let recording: Awaited<ReturnType<typeof import("./voice-recorder").startRecording>>;
    try {
      // The recorder (microphone, WAV encoding) is fetched on the first click.
      const { startRecording } = await import("./voice-recorder");
      recording = await startRecording();
    } catch (error) {
      const microphone = error instanceof Error && error.name === "MicrophoneError";
      setNotice(
        microphone
          ? { title: "Erro no microfone", description: "Não foi possível acessar o microfone.", error: true }
          : { title: "Erro no ditado", description: "Não foi possível carregar o ditado. Verifique sua conexão.", error: true },
      );
      return;
    }
    setState("recording");
    const limit = window.setTimeout(() => void stopRef.current?.(), MAX_SECONDS * 1000);
    stopRef.current = async () => {
      window.clearTimeout(limit);
      stopRef.current = null;
      await upload(await recording.stop());
    };
  }

  async function upload(wav: Uint8Array<ArrayBuffer>) {
    setState("transcribing");
    try {
      const body = new FormData();
      body.append("audio", new Blob([wav], { type: "audio/wav" }), "ditado.wav");
      const response = await fetch("/api/transcribe-audio", { method: "POST", body });
      const json = (await response.json().catch(() => null)) as { transcript?: string; message?: string } | null;
      if (!response.ok || !json?.transcript) {
        setNotice({ title: "Erro na transcrição", description: json?.message ?? "Não foi possível transcrever o áudio.", error: true });
      } else {
        onTranscript(json.transcript);
        setNotice({ title: "Transcrição concluída!", description: "Sua fala foi convertida em texto." });
      }
    } catch {
      setNotice({ title: "Erro na transcrição", description: "Não foi possível transcrever o áudio.", error: true });
    } finally {
      setState("idle");
    }
  }

  const label = state === "recording" ? "Parar gravação" : state === "transcribing" ? "Transcrevendo..." : "Ditar por voz";
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <button
        type="button"
        className={state === "recording" ? "btn bg-red-600 text-white hover:bg-red-700" : "btn-secondary"}
        disabled={state === "transcribing"}
        onClick={() => void (state === "recording" ? stopRef.current?.() : start())}
        aria-pressed={state === "recording"}
        data-testid="mic-button"
      >
        <svg className="h-4 w-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <rect x="9" y="3" width="6" height="11" rx="3" />
          <path d="M5 11a7 7 0 0014 0M12 18v3" />
        </svg>
        {label}
      </button>
      {notice ? (
        <p role={notice.error ? "alert" : "status"} className={`text-sm ${notice.error ? "text-red-700" : "text-emerald-700"}`}>
          <strong>{notice.title}</strong> {notice.description}
        </p>
      ) : null}
    </div>
  );
}
