import type { PlanFiguresContext } from "~/modules/consultant/intents";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";

/** Which engine produced an answer; shown to the person so they know what they got. */
export type EngineName = "gemini" | "offline";

/** In plain words: what produced the text the person reads. */
export const ENGINE_LABELS: Record<EngineName, string> = {
  gemini: "Gerado com a inteligência artificial do Google",
  offline: "Gerado a partir do nosso catálogo (sem IA)",
};

/**
 * A suggestion is a catalogue id plus why it fits this person. `beyondBudget` marks the cheapest
 * way in, shown when nothing fits the budget the person stated (the reason says so).
 */
export type SuggestionPick = {
  id: string;
  matchReason: string;
  beyondBudget?: boolean;
  /** Items of the idea's investment the person already has, as Gemini read them (exact catalogue names). */
  ownedItems?: string[];
};

export type PersonContext = {
  firstName?: string | null;
  hasCnpj?: boolean;
  hasBusinessExperience?: boolean;
};

export type AnalysisRequest = { idea: CatalogueIdea; userInput: string; person?: PersonContext };

export type Insight = { title: string; content: string };

export type StrategyContext = {
  businessName: string;
  businessCategory: string;
  businessLevel: number;
  analysisContent: string;
  completedSteps: string[];
};

/** One day of the month of posts, as planned: the theme and a first caption from the catalogue. */
export type CaptionDay = { date: string; theme: string; caption: string; hashtags: string[] };

/** What the engine needs to write the month's captions in the owner's voice. */
export type CaptionRequest = {
  businessName: string;
  ideaTitle: string | null;
  products: readonly { name: string; price: string }[];
  days: readonly CaptionDay[];
};

/** A written caption for one day (same date as asked). */
export type CaptionDraft = { date: string; caption: string; hashtags: string[] };

export type ChatTurn = { role: "user" | "assistant"; content: string };

export type ChatRequest = {
  message: string;
  history: ChatTurn[];
  person?: PersonContext & { name?: string | null };
  strategy?: Omit<StrategyContext, "analysisContent"> | null;
  /** Key figures of the active strategy's business plan, when the person saved one. */
  plan?: PlanFiguresContext | null;
  progressPercent?: number;
};

/** The one interface both engines implement (Gemini and the offline engine). */
export interface AiEngine {
  readonly name: EngineName;
  suggestIdeas(interests: string, catalogue: readonly CatalogueIdea[]): Promise<SuggestionPick[]>;
  analyseIdea(request: AnalysisRequest): Promise<string>;
  transcribeAudio(audio: Uint8Array, mimeType: string): Promise<string>;
  generateInsights(strategy: StrategyContext): Promise<Insight[]>;
  chat(request: ChatRequest): Promise<string>;
  writeCaptions(request: CaptionRequest): Promise<CaptionDraft[]>;
}

/** Thrown by an engine that cannot do a task at all (e.g. offline transcription). */
export class AiUnavailableError extends Error {
  override name = "AiUnavailableError";
}

export const MIN_SUGGESTIONS = 3;
export const MAX_SUGGESTIONS = 6;
