import { encodeWav } from "~/modules/discovery/wav";

/** Thrown when the microphone cannot be opened (no permission, no device). */
export class MicrophoneError extends Error {
  override name = "MicrophoneError";
}

/**
 * Starts recording from the microphone; `stop()` ends it and gives mono 16-bit WAV bytes. Loaded
 * by VoiceDictation on the first click, so pages that never dictate do not download it.
 */
export async function startRecording(): Promise<{ stop: () => Promise<Uint8Array<ArrayBuffer>> }> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch {
    throw new MicrophoneError("Não foi possível acessar o microfone.");
  }
  const context = new AudioContext();
  const source = context.createMediaStreamSource(stream);
  // ScriptProcessor is deprecated but universally available, and enough for short dictation.
  const processor = context.createScriptProcessor(4096, 1, 1);
  const chunks: Float32Array[] = [];
  processor.onaudioprocess = (event) => chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  processor.connect(context.destination);
  return {
    async stop() {
      processor.disconnect();
      source.disconnect();
      stream.getTracks().forEach((track) => track.stop());
      const sampleRate = context.sampleRate;
      await context.close();
      const samples = new Float32Array(chunks.reduce((n, c) => n + c.length, 0));
      let offset = 0;
      for (const chunk of chunks) {
        samples.set(chunk, offset);
        offset += chunk.length;
      }
      return encodeWav(samples, sampleRate);
    },
  };
}
