import { ApiError, GoogleGenAI, Type, type Schema } from "@google/genai";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import {
  MAX_SUGGESTIONS,
  MIN_SUGGESTIONS,
  type AiEngine,
  type AnalysisRequest,
  type CaptionDraft,
  type CaptionRequest,
  type ChatRequest,
  type Insight,
  type StrategyContext,
  type SuggestionPick,
} from "./types";
import { itemAssetKind } from "~/modules/economics/assets";
import { composeGeminiAnalysis, personalPartsSchema } from "./analysis-compose";
import { acceptCaptionDrafts } from "~/modules/brand-kit/calendar-schema";
import { analysisPrompt, captionsPrompt, chatSystemPrompt, insightsPrompt, suggestionsPrompt, TRANSCRIBE_PROMPT } from "./prompts";

export type GeminiOptions = {
  apiKey: string;
  model: string;
  baseUrl?: string;
  timeoutMs?: number;
  retryDelayMs?: number;
};

const SUGGESTIONS_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    suggestions: {
      type: Type.ARRAY,
      minItems: String(MIN_SUGGESTIONS),
      maxItems: String(MAX_SUGGESTIONS),
      items: {
        type: Type.OBJECT,
        properties: {
          id: { type: Type.STRING },
          matchReason: { type: Type.STRING },
          // Which of the idea's investment items the person already has (decision 031).
          ownedItems: { type: Type.ARRAY, items: { type: Type.STRING } },
        },
        required: ["id", "matchReason"],
      },
    },
  },
  required: ["suggestions"],
};

const LIST = { type: Type.ARRAY, items: { type: Type.STRING } } as const;
/** Only the person-specific parts: figures and formalization are added from the model. */
const ANALYSIS_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    overview: { type: Type.STRING },
    market: { type: Type.STRING },
    operation: LIST,
    marketing: LIST,
    risks: LIST,
    firstMonth: { ...LIST, minItems: "4", maxItems: "4" },
  },
  required: ["overview", "market", "operation", "marketing", "risks", "firstMonth"],
};

const INSIGHTS_SCHEMA: Schema = {
  type: Type.ARRAY,
  items: {
    type: Type.OBJECT,
    properties: { title: { type: Type.STRING }, content: { type: Type.STRING } },
    required: ["title", "content"],
  },
};

/** The month of posts: the same shape the offline engine fills (decision 030). */
const CAPTIONS_SCHEMA: Schema = {
  type: Type.ARRAY,
  items: {
    type: Type.OBJECT,
    properties: { date: { type: Type.STRING }, caption: { type: Type.STRING }, hashtags: LIST },
    required: ["date", "caption", "hashtags"],
  },
};

export class GeminiResponseError extends Error {
  override name = "GeminiResponseError";
}

function isRetryable(error: unknown) {
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return false;
}

/** Gemini through its SDK; one retry with back-off on 429/5xx, and a timeout per call. */
export class GeminiEngine implements AiEngine {
  readonly name = "gemini" as const;
  private readonly client: GoogleGenAI;
  private readonly retryDelayMs: number;

  constructor(private readonly options: GeminiOptions) {
    this.client = new GoogleGenAI({
      apiKey: options.apiKey,
      httpOptions: {
        baseUrl: options.baseUrl,
        timeout: options.timeoutMs ?? 30_000,
        // We retry ourselves (once), so the SDK must not.
        retryOptions: { attempts: 1 },
      },
    });
    this.retryDelayMs = options.retryDelayMs ?? 800;
  }

  private async generate(request: Parameters<GoogleGenAI["models"]["generateContent"]>[0]): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      try {
        const response = await this.client.models.generateContent(request);
        const text = response.text;
        if (!text || !text.trim()) throw new GeminiResponseError("Resposta vazia do Gemini");
        return text;
      } catch (error) {
        if (attempt === 0 && isRetryable(error)) {
          await new Promise((resolve) => setTimeout(resolve, this.retryDelayMs));
          continue;
        }
        throw error;
      }
    }
  }

  async suggestIdeas(interests: string, catalogue: readonly CatalogueIdea[]): Promise<SuggestionPick[]> {
    const text = await this.generate({
      model: this.options.model,
      contents: suggestionsPrompt(interests, catalogue),
      config: { responseMimeType: "application/json", responseSchema: SUGGESTIONS_SCHEMA, temperature: 0.4 },
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GeminiResponseError("Gemini respondeu sem JSON válido");
    }
    const list = (parsed as { suggestions?: unknown })?.suggestions;
    if (!Array.isArray(list)) throw new GeminiResponseError("Gemini respondeu sem a lista de sugestões");
    const known = new Map(catalogue.map((idea) => [idea.id, idea]));
    const seen = new Set<string>();
    const picks: SuggestionPick[] = [];
    for (const item of list) {
      const id = typeof item?.id === "string" ? item.id.trim() : "";
      const reason = typeof item?.matchReason === "string" ? item.matchReason.trim() : "";
      // Only ids that exist in our catalogue: the model must not invent businesses.
      if (!known.has(id) || seen.has(id)) continue;
      seen.add(id);
      // Only items of this idea that are things a person may own; anything else is dropped.
      const ownable = new Set(
        known
          .get(id)!
          .economics.fixedInvestment.map((i) => i.item)
          .filter((name) => itemAssetKind(name) !== null),
      );
      const owned = Array.isArray(item?.ownedItems)
        ? [...new Set((item.ownedItems as unknown[]).filter((name): name is string => typeof name === "string" && ownable.has(name)))]
        : [];
      picks.push({
        id,
        matchReason: reason.slice(0, 600) || "Sugestão da IA para o seu perfil.",
        ...(owned.length > 0 ? { ownedItems: owned } : {}),
      });
    }
    return picks.slice(0, MAX_SUGGESTIONS);
  }

  async analyseIdea(request: AnalysisRequest): Promise<string> {
    const text = await this.generate({
      model: this.options.model,
      contents: analysisPrompt(request),
      config: { responseMimeType: "application/json", responseSchema: ANALYSIS_SCHEMA, temperature: 0.6 },
    });
    let parts: unknown;
    try {
      parts = JSON.parse(text);
    } catch {
      throw new GeminiResponseError("análise da IA não veio em JSON");
    }
    const parsed = personalPartsSchema.safeParse(parts);
    if (!parsed.success) throw new GeminiResponseError("análise da IA incompleta");
    return composeGeminiAnalysis(request, parsed.data);
  }

  async transcribeAudio(audio: Uint8Array, mimeType: string): Promise<string> {
    const text = await this.generate({
      model: this.options.model,
      contents: [
        {
          role: "user",
          parts: [{ inlineData: { mimeType, data: Buffer.from(audio).toString("base64") } }, { text: TRANSCRIBE_PROMPT }],
        },
      ],
      config: { temperature: 0 },
    });
    return text.trim();
  }

  async generateInsights(strategy: StrategyContext): Promise<Insight[]> {
    const text = await this.generate({
      model: this.options.model,
      contents: insightsPrompt(strategy),
      config: { responseMimeType: "application/json", responseSchema: INSIGHTS_SCHEMA, temperature: 0.5 },
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GeminiResponseError("Gemini respondeu sem JSON válido");
    }
    if (!Array.isArray(parsed)) throw new GeminiResponseError("Gemini respondeu sem a lista de insights");
    return parsed.filter((item): item is Insight => typeof item?.title === "string" && typeof item?.content === "string").slice(0, 8);
  }

  async chat(request: ChatRequest): Promise<string> {
    const contents = [
      ...request.history.map((turn) => ({ role: turn.role === "assistant" ? "model" : "user", parts: [{ text: turn.content }] })),
      { role: "user", parts: [{ text: request.message }] },
    ];
    return this.generate({
      model: this.options.model,
      contents,
      config: { systemInstruction: chatSystemPrompt(request), temperature: 0.5 },
    });
  }

  async writeCaptions(request: CaptionRequest): Promise<CaptionDraft[]> {
    const text = await this.generate({
      model: this.options.model,
      contents: captionsPrompt(request),
      config: { responseMimeType: "application/json", responseSchema: CAPTIONS_SCHEMA, temperature: 0.7 },
    });
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new GeminiResponseError("Gemini respondeu sem JSON válido");
    }
    const drafts = acceptCaptionDrafts(request.days, parsed);
    if (!drafts) throw new GeminiResponseError("Gemini não escreveu um texto válido para cada dia do calendário");
    return drafts;
  }
}
