/**
 * The offline consultant's reply: a short answer drawn from the best passage, a 'Leia mais' link
 * to the learning-centre item it used, and the label 'Consultor offline'.
 */
import { normalize } from "~/modules/language/pt-text";
import { findLearningItem } from "~/modules/learning";
import { answerIntent, detectIntents, type PlanContext } from "./intents";
import { queryTerms, search, type Hit } from "./retrieval";

export const OFFLINE_LABEL = "Consultor offline";
const LABEL_LINE = `— ${OFFLINE_LABEL}: respostas do Centro de Aprendizado, da Central de Ajuda e da sua jornada, sem IA conectada.`;
const MAX_EXCERPT = 520;
const MIN_SCORE = 1.5;

const GREETING = /^(oi+|ola|olá|e ai|bom dia|boa tarde|boa noite|tudo bem|hey|opa)[!.?\s]*$/i;
const LEGAL = /\b(imposto|tribut|contab|contador|juridic|lei|leis|contrato|processo|nota fiscal|irpf|inss|simples nacional|desenquadr)/;

/** The block (paragraph or list) of a passage that shares most terms with the question, cut short. */
export function excerpt(text: string, question: string): string {
  const terms = new Set(queryTerms(question));
  const blocks = text
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  let best = 0;
  let bestScore = -1;
  blocks.forEach((block, index) => {
    const score = queryTerms(block).filter((term) => terms.has(term)).length;
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let chosen = blocks[best] ?? text;
  // A heading-like lead-in ending with ':' needs the list that follows it.
  if (chosen.endsWith(":") && blocks[best + 1]) chosen = `${chosen}\n${blocks[best + 1]}`;
  if (chosen.length <= MAX_EXCERPT) return chosen;
  const cut = chosen.slice(0, MAX_EXCERPT);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf(".\n"), cut.lastIndexOf(";\n"));
  return end > 120 ? cut.slice(0, end + 1) : `${cut.trimEnd()}…`;
}

function readMore(hits: Hit[]) {
  const best = hits[0]!;
  // The item the answer came from, or a learning item about as relevant as the best source.
  const learning = hits.find((hit) => hit.passage.source === "learning" && (hit === best || hit.score >= best.score * 0.9));
  if (!learning?.passage.learningId) return null;
  const item = findLearningItem(learning.passage.learningId);
  return item ? `Leia mais: ${item.title} → /centro-aprendizado?item=${item.id}` : null;
}

export type OfflineAnswerContext = { firstName?: string | null; plan?: PlanContext };

function readMoreLine(learningId: string) {
  const item = findLearningItem(learningId);
  return item ? `Leia mais: ${item.title} → /centro-aprendizado?item=${item.id}` : null;
}

/** When the content cannot answer: say so, and say who can. */
function notFound(name: string) {
  return [
    `${name}, não sei responder isso com segurança sem a IA conectada, e prefiro não chutar.`,
    "Quem pode ajudar: um contador, para impostos, contratos e o seu caso específico; o Sebrae, com atendimento gratuito (0800 570 0800 ou sebrae.com.br); e o Portal do Empreendedor (gov.br/mei), para tudo do MEI.",
    'Posso responder sobre abrir o MEI, DAS, limite, nota fiscal, preço, divulgação e os passos da sua jornada — por exemplo: "quanto custa o DAS?" ou "como calcular o preço?".',
    "Leia mais: Centro de Aprendizado → /centro-aprendizado",
  ];
}

export function offlineAnswer(question: string, context: OfflineAnswerContext = {}): string {
  const name = context.firstName?.trim() || "empreendedor";
  const cleaned = question.trim();
  if (GREETING.test(cleaned)) {
    return [
      `Olá, ${name}! Posso ajudar com MEI e DAS, preço e primeira venda, WhatsApp e redes sociais, atendimento, organização do tempo e os passos da sua jornada. O que você quer saber?`,
      LABEL_LINE,
    ].join("\n\n");
  }
  const lines: string[] = [];
  const intents = detectIntents(cleaned);
  if (intents.length > 0) {
    // The question asks something the consultant knows: answer each part with steps and figures.
    const answers = intents.map((intent) => answerIntent(intent, cleaned, context.plan));
    lines.push(...answers.map((answer) => answer.text));
    const readMore = [...new Set(answers.map((answer) => answer.learningId))].map(readMoreLine).filter(Boolean) as string[];
    lines.push(...readMore);
  } else {
    const hits = search(cleaned);
    const best = hits[0];
    if (!best || best.score < MIN_SCORE) {
      lines.push(...notFound(name));
    } else {
      const { passage } = best;
      if (passage.source === "faq") lines.push(`${passage.title}\n${excerpt(passage.text, cleaned)}`);
      else if (passage.source === "journey")
        lines.push(`Na sua jornada, o passo "${passage.title}" trata disso: ${passage.text}\nAbra: ${passage.href}`);
      else lines.push(`${passage.heading ? `${passage.heading}\n` : ""}${excerpt(passage.text, cleaned)}`);
      const more = readMore(hits);
      if (more) lines.push(more);
    }
  }
  if (LEGAL.test(normalize(cleaned)) && !lines.some((line) => line.includes("contador"))) {
    lines.push("Para impostos, contratos e outras questões legais específicas do seu caso, confirme com um contador.");
  }
  lines.push(LABEL_LINE);
  return lines.join("\n\n");
}
