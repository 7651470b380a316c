import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import {
  AiUnavailableError,
  type AiEngine,
  type AnalysisRequest,
  type CaptionRequest,
  type ChatRequest,
  type StrategyContext,
} from "../types";
import { composeOfflineAnalysis } from "./analysis";
import { offlineInsights } from "./insights";
import { matchIdeas } from "./matcher";
import { offlineConsultantReply } from "./consultant";

/** Works with no network and no key: ranking, composed analyses, rule-based insights. */
export class OfflineEngine implements AiEngine {
  readonly name = "offline" as const;

  async suggestIdeas(interests: string, catalogue: readonly CatalogueIdea[]) {
    return matchIdeas(interests, catalogue);
  }

  async analyseIdea(request: AnalysisRequest) {
    return composeOfflineAnalysis(request);
  }

  async transcribeAudio(): Promise<string> {
    throw new AiUnavailableError("O ditado por voz não está disponível nesta plataforma. Escreva o texto com o teclado.");
  }

  async generateInsights(strategy: StrategyContext) {
    return offlineInsights(strategy);
  }

  async chat(request: ChatRequest) {
    return offlineConsultantReply(request);
  }

  /** The catalogue's captions are already written per business (content-calendar.ts): kept as they are. */
  async writeCaptions(request: CaptionRequest) {
    return request.days.map(({ date, caption, hashtags }) => ({ date, caption, hashtags }));
  }
}
