import { offlineAnswer } from "~/modules/consultant/offline-answer";
import type { ChatRequest } from "../types";

/**
 * The offline consultant: retrieval over the learning centre, the help FAQ and the journey steps
 * (app/modules/consultant), answering from the best passage and pointing to the article used.
 */
export function offlineConsultantReply(request: ChatRequest): string {
  return offlineAnswer(request.message, {
    firstName: request.person?.firstName,
    plan: request.strategy ? { ...request.strategy, figures: request.plan } : null,
  });
}
