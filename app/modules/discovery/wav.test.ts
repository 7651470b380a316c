import { describe, expect, it } from "vitest";
import { encodeWav, inspectWav } from "./wav";

describe("WAV", () => {
  it("encodes mono 16-bit PCM that inspectWav reads back", () => {
    const samples = new Float32Array(16000).map((_, i) => Math.sin(i / 10));
    const wav = encodeWav(samples, 16000);
    expect(wav.byteLength).toBe(44 + 32000);
    expect(inspectWav(wav)).toEqual({ channels: 1, sampleRate: 16000, bitsPerSample: 16, durationSeconds: 1 });
  });

  it("clamps samples outside [-1, 1]", () => {
    const wav = encodeWav(new Float32Array([2, -2]), 8000);
    const view = new DataView(wav.buffer);
    expect(view.getInt16(44, true)).toBe(0x7fff);
    expect(view.getInt16(46, true)).toBe(-0x8000);
  });

  it("refuses what is not a PCM WAV", () => {
    expect(inspectWav(new TextEncoder().encode("ID3 this is an mp3 file with enough bytes to pass 44"))).toBeNull();
    expect(inspectWav(new Uint8Array(10))).toBeNull();
  });
});
