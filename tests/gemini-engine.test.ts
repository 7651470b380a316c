import { formatReais } from "~/modules/business/money";
import { economicsOf } from "~/modules/economics/summary";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { withFallback, resetEngineForTests } from "~/modules/ai/engine.server";
import { GeminiEngine } from "~/modules/ai/gemini.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { resetEnvForTests } from "~/utils/env.server";
import { startFakeGemini } from "./fake-gemini";

let fake: Awaited<ReturnType<typeof startFakeGemini>>;

beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(async () => {
  await fake.close();
});
afterEach(() => {
  delete process.env.GEMINI_API_KEY;
  delete process.env.GEMINI_BASE_URL;
  delete process.env.GEMINI_TIMEOUT_MS;
  resetEnvForTests();
  resetEngineForTests();
});

function engine(timeoutMs = 2000) {
  return new GeminiEngine({ apiKey: "test-key", model: "gemini-test", baseUrl: fake.url, timeoutMs, retryDelayMs: 10 });
}

function useGeminiFromEnv(timeoutMs = 2000) {
  process.env.GEMINI_API_KEY = "test-key";
  process.env.GEMINI_BASE_URL = fake.url;
  process.env.GEMINI_TIMEOUT_MS = String(timeoutMs);
  resetEnvForTests();
  resetEngineForTests();
}

const suggestions = (items: Array<{ id: string; matchReason: string }>) => ({ text: JSON.stringify({ suggestions: items }) });

describe("Gemini suggestions", () => {
  it("asks for structured JSON with the catalogue and keeps only catalogue ids", async () => {
    fake.enqueue(
      suggestions([
        { id: "bolos-de-pote", matchReason: "Você gosta de doces." },
        { id: "negocio-inventado", matchReason: "Não existe." },
        { id: "docinhos-para-festas", matchReason: "Festas e doces." },
        { id: "bolos-de-pote", matchReason: "Repetido." },
      ]),
    );
    const picks = await engine().suggestIdeas("Adoro fazer doces", CATALOGUE);
    expect(picks).toEqual([
      { id: "bolos-de-pote", matchReason: "Você gosta de doces." },
      { id: "docinhos-para-festas", matchReason: "Festas e doces." },
    ]);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe("/v1beta/models/gemini-test:generateContent");
    expect(request.headers["x-goog-api-key"]).toBe("test-key");
    expect(request.body.generationConfig.responseMimeType).toBe("application/json");
    expect(request.body.generationConfig.responseSchema).toBeDefined();
    expect(JSON.stringify(request.body.contents)).toContain("bolos-de-pote | ");
    expect(JSON.stringify(request.body.contents)).toContain("Adoro fazer doces");
  });

  it("rejects a malformed answer", async () => {
    fake.enqueue({ text: "isto não é JSON" });
    await expect(engine().suggestIdeas("doces", CATALOGUE)).rejects.toThrow(/JSON/);
    fake.enqueue({ text: JSON.stringify({ outra: [] }) });
    await expect(engine().suggestIdeas("doces", CATALOGUE)).rejects.toThrow(/lista/);
  });

  it("retries once after a 500 and then succeeds", async () => {
    const before = fake.requests.length;
    fake.enqueue({ status: 500 }, suggestions([{ id: "bolos-de-pote", matchReason: "Doces." }]));
    const picks = await engine().suggestIdeas("doces", CATALOGUE);
    expect(picks.map((p) => p.id)).toEqual(["bolos-de-pote"]);
    expect(fake.requests.length - before).toBe(2);
  });

  it("gives up after the single retry", async () => {
    fake.enqueue({ status: 503 }, { status: 503 });
    await expect(engine().suggestIdeas("doces", CATALOGUE)).rejects.toThrow();
  });

  it("does not retry a 400", async () => {
    const before = fake.requests.length;
    fake.enqueue({ status: 400 });
    await expect(engine().suggestIdeas("doces", CATALOGUE)).rejects.toThrow();
    expect(fake.requests.length - before).toBe(1);
  });
});

describe("fallback to the offline engine", () => {
  it("answers offline when Gemini times out, and says so", async () => {
    useGeminiFromEnv(300);
    fake.enqueue({ delayMs: 2000, text: "tarde demais" });
    const result = await withFallback(
      (ai) => ai.suggestIdeas("Adoro cachorros e passear com eles", CATALOGUE),
      (p) => p.length > 0,
    );
    expect(result.engine).toBe("offline");
    expect(result.value.length).toBeGreaterThanOrEqual(3);
  });

  it("answers offline when every id Gemini chose is unknown", async () => {
    useGeminiFromEnv();
    fake.enqueue(suggestions([{ id: "nao-existe", matchReason: "x" }]));
    const result = await withFallback(
      (ai) => ai.suggestIdeas("Adoro cachorros", CATALOGUE),
      (p) => p.length > 0,
    );
    expect(result.engine).toBe("offline");
  });

  it("keeps Gemini's answer when it is usable", async () => {
    useGeminiFromEnv();
    fake.enqueue(suggestions([{ id: "pet-sitter-e-passeador", matchReason: "Você ama cães." }]));
    const result = await withFallback(
      (ai) => ai.suggestIdeas("Adoro cachorros", CATALOGUE),
      (p) => p.length > 0,
    );
    expect(result).toEqual({ engine: "gemini", value: [{ id: "pet-sitter-e-passeador", matchReason: "Você ama cães." }] });
  });
});

describe("Gemini analysis and transcription", () => {
  it("sends the idea's model, asks only for the person-specific parts and takes every figure from the model", async () => {
    const parts = {
      overview: "Bolos de pote combinam com quem já faz doces. Dá para faturar R$ 99.999 no primeiro mês!",
      market: "Vizinhos, escolas e escritórios compram doces individuais.",
      operation: ["Produza em lotes pequenos", "Rotule com a validade"],
      marketing: ["Catálogo no WhatsApp", "Degustação no escritório"],
      risks: ["Calor estragando o recheio", "Preço do chocolate"],
      firstMonth: ["Semana 1: teste receitas", "calcule o custo", "faça fotos", "venda aos vizinhos"],
    };
    fake.enqueue({ text: JSON.stringify(parts) });
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-pote")!;
    const text = await engine().analyseIdea({ idea, userInput: "gosto de doces" });
    const request = fake.requests.at(-1)!.body;
    const prompt = JSON.stringify(request.contents);
    expect(prompt).toContain(idea.cnae);
    expect(prompt).toContain("MODELO ECONÔMICO");
    expect(prompt).toContain(idea.economics.fixedInvestment[0]!.item);
    expect(request.generationConfig.responseSchema.required).toContain("firstMonth");
    // the tables come from the model; Gemini's own money figure is dropped
    expect(text).toContain("**3. Investimento inicial**");
    expect(text).toContain(`| Total | | | ${formatReais(economicsOf(idea.economics).totalInvestment)} |`);
    expect(text).toContain("Degustação no escritório");
    expect(text).toContain("- Semana 1: teste receitas");
    expect(text).not.toContain("99.999");
    expect(text).toContain("Bolos de pote combinam com quem já faz doces.");
    expect(text).toContain(idea.requirements[0]!);
  });

  it("an answer that is not the JSON asked for is refused (the offline engine answers instead)", async () => {
    fake.enqueue({ text: "**1. Visão geral**\nTexto livre." });
    const idea = CATALOGUE.find((i) => i.id === "bolos-de-pote")!;
    await expect(engine().analyseIdea({ idea, userInput: "doces" })).rejects.toThrow(/JSON/);
  });

  it("sends the audio inline as WAV", async () => {
    fake.enqueue({ text: " Gosto de costurar. " });
    const transcript = await engine().transcribeAudio(new Uint8Array([82, 73, 70, 70]), "audio/wav");
    expect(transcript).toBe("Gosto de costurar.");
    const part = fake.requests.at(-1)!.body.contents[0].parts[0];
    expect(part.inlineData.mimeType).toBe("audio/wav");
    expect(part.inlineData.data).toBe(Buffer.from([82, 73, 70, 70]).toString("base64"));
  });
});
