/**
 * Money in a self-description (query-understanding.ts): amounts in digits or words ("2 mil",
 * "500 conto", "R$ 1.500"), read as a budget only in a money context, and the phrases for
 * "no money" and "little money". Works on text folded to lower case without accents.
 */
import { tokens } from "./pt-text";

const UNITS: Record<string, number> = {
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  onze: 11,
  doze: 12,
  treze: 13,
  quatorze: 14,
  catorze: 14,
  quinze: 15,
  dezesseis: 16,
  dezessete: 17,
  dezoito: 18,
  dezenove: 19,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  cinquenta: 50,
  sessenta: 60,
  setenta: 70,
  oitenta: 80,
  noventa: 90,
  cem: 100,
  cento: 100,
  duzentos: 200,
  trezentos: 300,
  quatrocentos: 400,
  quinhentos: 500,
  seiscentos: 600,
  setecentos: 700,
  oitocentos: 800,
  novecentos: 900,
};
/** Words after an amount that make it money ("500 conto", "2 mil guardado"). */
const MONEY_AFTER = new Set([
  "reais",
  "real",
  "conto",
  "contos",
  "pila",
  "pilas",
  "pau",
  "paus",
  "guardado",
  "guardados",
  "guardada",
  "guardadas",
  "guardadinho",
  "economizado",
  "economizados",
  "juntado",
  "juntados",
  "sobrando",
  "disponivel",
  "disponiveis",
  "investimento",
  "capital",
  "poupanca",
  "centavos",
]);
/** Words before an amount that make it money when nothing else follows ("tenho uns 800"). */
const MONEY_BEFORE = new Set([
  "investir",
  "invisto",
  "orcamento",
  "capital",
  "guardei",
  "guardado",
  "juntei",
  "economizei",
  "economias",
  "disponho",
  "tenho",
  "uns",
  "umas",
  "com",
  "ate",
  "maximo",
  "gastar",
  "reserva",
  "so",
]);
/** An amount near these words is income or a price, not a budget. */
const NOT_BUDGET_BEFORE = new Set([
  "ganho",
  "ganhava",
  "recebo",
  "salario",
  "aposentadoria",
  "pago",
  "pagar",
  "aluguel",
  "cobro",
  "cobrar",
  "faturar",
  "fatura",
  "lucro",
  "lucrar",
  "vendo",
  "custa",
]);
/** "ano 2019", "modelo 2015", "desde 2019": a year, not money. */
const YEAR_BEFORE = new Set(["ano", "anos", "modelo", "fabricacao", "desde", "em"]);
const NOT_BUDGET_AFTER = /^(?:por mes|\/mes|ao mes|mensais|mensal|de salario|de aposentadoria|por dia|por hora)/;

type Token = { text: string; start: number; end: number };

function tokenizeMoney(folded: string): Token[] {
  return [...folded.matchAll(/r\$|\d+(?:[.,]\d+)*(?:\s?k\b)?|[a-z]+/g)].map((m) => ({
    text: m[0].replace(/\s/g, ""),
    start: m.index!,
    end: m.index! + m[0].length,
  }));
}

function parseDigits(raw: string): number | null {
  let text = raw;
  let factor = 1;
  if (text.endsWith("k")) {
    factor = 1000;
    text = text.slice(0, -1);
  }
  let value: number;
  if (/^\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?$/.test(text)) value = Number(text.replace(/\./g, "").replace(",", "."));
  else if (/^\d+,\d+$/.test(text) || /^\d+\.\d{1,2}$/.test(text)) value = Number(text.replace(",", "."));
  else if (/^\d+$/.test(text)) value = Number(text);
  else return null;
  return value * factor;
}

type Amount = { value: number; startToken: number; endToken: number; multiplied: boolean };

/** Reads a number (digits or words, with "mil"/"k") starting at token i. */
function readAmount(toks: Token[], i: number): Amount | null {
  const first = toks[i]!.text;
  let value: number | null = null;
  let j = i;
  let multiplied = first.endsWith("k") && /^\d/.test(first);
  if (/^\d/.test(first)) {
    value = parseDigits(first);
    j = i + 1;
  } else if (UNITS[first] !== undefined || first === "mil") {
    // "dois mil e quinhentos", "mil e duzentos", "quinhentos", "vinte e cinco mil"
    let total = 0;
    let current = 0;
    let sawNumber = false;
    while (j < toks.length) {
      const word = toks[j]!.text;
      if (UNITS[word] !== undefined) {
        current += UNITS[word]!;
        sawNumber = true;
        j++;
      } else if (word === "mil") {
        total += (current || 1) * 1000;
        current = 0;
        multiplied = true;
        sawNumber = true;
        j++;
      } else if (word === "e" && sawNumber && j + 1 < toks.length && UNITS[toks[j + 1]!.text] !== undefined) {
        j++;
      } else break;
    }
    if (!sawNumber) return null;
    value = total + current;
    // "um"/"uma" alone is an article, not an amount.
    if (!multiplied && value < 100 && toks[i]!.text.match(/^(um|uma)$/)) return null;
  }
  if (value === null) return null;
  const next = toks[j]?.text;
  if (next === "mil" && /^\d/.test(first)) {
    value *= 1000;
    multiplied = true;
    j++;
  } else if ((next === "milhao" || next === "milhoes") && /^\d/.test(first)) {
    value *= 1_000_000;
    multiplied = true;
    j++;
  }
  // "2 mil e meio", "2k e meio", "mil e meio": half a thousand more.
  if (multiplied && value % 1000 === 0 && toks[j]?.text === "e" && toks[j + 1]?.text === "meio") {
    value += 500;
    j += 2;
  }
  return { value, startToken: i, endToken: j, multiplied };
}

type Money = { value: number; start: number; end: number };

export function findBudget(folded: string): Money[] {
  const toks = tokenizeMoney(folded);
  const found: Money[] = [];
  for (let i = 0; i < toks.length; i++) {
    const amount = readAmount(toks, i);
    if (!amount) continue;
    let { value, endToken, multiplied } = amount;
    // Ranges: "entre 2 e 3 mil", "de 1 a 2 mil", "2 ou 3 mil", "2-3 mil": the upper end counts.
    const connector = toks[endToken]?.text;
    if (
      (connector && ["e", "a", "ou"].includes(connector)) ||
      folded.slice(toks[endToken - 1]!.end, toks[endToken]?.start).trim() === "-"
    ) {
      const skip = connector && ["e", "a", "ou"].includes(connector) ? 1 : 0;
      const second = toks[endToken + skip] ? readAmount(toks, endToken + skip) : null;
      if (second && /^\d|^[a-z]/.test(toks[endToken + skip]!.text) && second.value > 0) {
        if (second.multiplied && !multiplied && value < 1000) {
          value *= 1000;
          multiplied = true;
        }
        if (second.value >= value) {
          value = second.value;
          endToken = second.endToken;
          multiplied ||= second.multiplied;
        }
      }
    }
    const before = toks.slice(Math.max(0, i - 3), i).map((t) => t.text);
    const prev = toks[i - 1]?.text;
    // Punctuation ends the phrase: "uns 2 mil. Nada de estrada" is money followed by another thought.
    const gap = toks[endToken] ? folded.slice(toks[endToken - 1]!.end, toks[endToken]!.start) : "";
    const after = /[,.;!?]/.test(gap) ? undefined : toks[endToken]?.text;
    const afterText = folded.slice(toks[endToken - 1]!.end).trimStart();
    let isMoney = prev === "r$" || (after !== undefined && MONEY_AFTER.has(after));
    if (after === "centavos") value /= 100;
    const afterIsNoun = after !== undefined && !MONEY_AFTER.has(after) && tokens(after).length > 0 && !/^(e|a|ou|pra|para)$/.test(after);
    if (!isMoney && !afterIsNoun && (multiplied || before.some((w) => MONEY_BEFORE.has(w))) && value >= 50) isMoney = true;
    // "faço limpeza de terreno, 500": a lone amount that closes the description, after a comma, is
    // what the person can invest (the box asks for it).
    const lastThing = toks[endToken] === undefined && /^[\s.!]*$/.test(folded.slice(toks[endToken - 1]!.end));
    const afterComma = i > 0 && /,\s*$/.test(folded.slice(0, toks[prev === "r$" ? i - 1 : i]!.start));
    if (!isMoney && lastThing && afterComma && !multiplied && value >= 50 && value < 1950) isMoney = true;
    if (after === "anos" || after === "ano") isMoney = prev === "r$";
    if (!multiplied && value >= 1950 && value <= 2040 && prev !== undefined && YEAR_BEFORE.has(prev)) isMoney = false;
    if (
      before.some((w) => NOT_BUDGET_BEFORE.has(w)) ||
      NOT_BUDGET_AFTER.test(afterText.replace(/^(reais|real|conto|contos|pila|pilas)\s+/, ""))
    )
      isMoney = false;
    if (isMoney) {
      const endChar = after !== undefined && MONEY_AFTER.has(after) ? toks[endToken]!.end : toks[endToken - 1]!.end;
      found.push({ value, start: toks[prev === "r$" ? i - 1 : i]!.start, end: endChar });
    }
    i = endToken - 1;
  }
  return found;
}

export const ZERO_BUDGET =
  /\b(?:sem (?:grana|dinheiro|capital|um tostao|nenhum tostao|recursos?|nada (?:pra|para) investir)(?: nenhum)?|nao tenho (?:nenhum |muito )?(?:dinheiro|grana|capital|um tostao|nada (?:pra|para) investir|como investir)(?: nenhum| algum)?|zero (?:de )?(?:dinheiro|grana|reais|real)|(?:grana|dinheiro) zero|nao sobra (?:nada|dinheiro|grana)|(?:to|tou|estou|ando) (?:liso|lisa|duro|dura|quebrado|quebrada|zerad[oa]|sem nada)|duro de grana|(?:dinheiro|grana) nenhum|nenhum (?:dinheiro|real|tostao)|(?:nao )?tenho nada (?:de|em) (?:dinheiro|grana|caixa)|(?:e|mas) nada de (?:dinheiro|grana)|(?<=\bnao tenho \w+(?: \w+)? )nem (?:dinheiro|grana)|sem um real|(?:nem|sem) (?:um|1) (?:centavo|real|tostao)|nao tenho (?:nem )?(?:um|1) (?:centavo|real|tostao)|(?:dinheiro|grana)(?: (?:pra|para) investir)? (?:eu )?nao tenho(?: nenhum)?|nenhum centavo|nenhuma reserva|sem reserva(?: nenhuma)?|(?:nao )?tenho nada(?= *(?:[,.;!?]|$|so\b|alem\b|a nao ser\b)))\b/g;
export const LOW_BUDGET =
  /\b(?:pouco dinheiro|pouca grana|pouco capital|pouco investimento|investimento baixo|baixo investimento|quase nada|pouquinho (?:de )?(?:dinheiro|grana))\b/g;
/** What "pouco dinheiro" is read as (the lower tier of the catalogue's starting investments). */
export const LOW_BUDGET_VALUE = 1000;
