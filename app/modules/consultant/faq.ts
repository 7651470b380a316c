import { DEFAULT_BRAND } from "~/modules/brand";
import { helpContent } from "~/modules/site/help-content";

/**
 * The help-centre questions, as the offline consultant retrieves them. One source: the same six
 * entries the Central de Ajuda page shows (app/modules/site/help-content.ts).
 */
export type FaqItem = { id: string; question: string; answer: string };

function slug(text: string) {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

export const FAQ: readonly FaqItem[] = helpContent(DEFAULT_BRAND).faqs.map((faq) => ({
  id: slug(faq.question),
  question: faq.question,
  answer: faq.answer.join(" "),
}));
