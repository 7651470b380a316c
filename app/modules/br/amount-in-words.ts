/**
 * An amount in centavos written out in Brazilian Portuguese, as a recibo states it ("a importância
 * de R$ 1.250,00 (mil duzentos e cinquenta reais)"). Pure. Rules followed: "mil", never "um mil";
 * "cem" alone and "cento e" before more; "e" between the thousands and what follows when that is
 * under a hundred or a round hundred ("mil e cinquenta", "mil e duzentos", "mil duzentos e
 * cinquenta"); "de reais" after a round million ("um milhão de reais"); "e" before the centavos.
 */
const UNITS = ["", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"];
const TEENS = ["dez", "onze", "doze", "treze", "quatorze", "quinze", "dezesseis", "dezessete", "dezoito", "dezenove"];
const TENS = ["", "", "vinte", "trinta", "quarenta", "cinquenta", "sessenta", "setenta", "oitenta", "noventa"];
const HUNDREDS = [
  "",
  "cento",
  "duzentos",
  "trezentos",
  "quatrocentos",
  "quinhentos",
  "seiscentos",
  "setecentos",
  "oitocentos",
  "novecentos",
];

/** 1–999 in words. */
function upToThousand(n: number): string {
  if (n === 100) return "cem";
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds) parts.push(HUNDREDS[hundreds]!);
  if (rest >= 10 && rest < 20) parts.push(TEENS[rest - 10]!);
  else {
    const tens = Math.floor(rest / 10);
    const units = rest % 10;
    if (tens) parts.push(TENS[tens]!);
    if (units) parts.push(UNITS[units]!);
  }
  return parts.join(" e ");
}

/** A group below another takes "e" when it stands alone and is under 100 or a round hundred. */
const joinsWithE = (group: number) => group < 100 || group % 100 === 0;

/** A whole number (0 ≤ n < 10¹²) in words, masculine ("dois", "um"), as money is counted. */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError(`fora do intervalo: ${n}`);
  if (n === 0) return "zero";
  const groups = [n % 1000, Math.floor(n / 1e3) % 1000, Math.floor(n / 1e6) % 1000, Math.floor(n / 1e9) % 1000];
  const scales = [
    (g: number) => upToThousand(g),
    (g: number) => (g === 1 ? "mil" : `${upToThousand(g)} mil`),
    (g: number) => (g === 1 ? "um milhão" : `${upToThousand(g)} milhões`),
    (g: number) => (g === 1 ? "um bilhão" : `${upToThousand(g)} bilhões`),
  ];
  const words: string[] = [];
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]!;
    if (!group) continue;
    const text = scales[i]!(group);
    const lowerNonZero = groups.slice(0, i).some(Boolean);
    const isLastGroup = !lowerNonZero;
    const onlyThisBelow = words.length > 0 && isLastGroup;
    words.push(onlyThisBelow && joinsWithE(group) ? `e ${text}` : text);
  }
  return words.join(" ");
}

/** Centavos → "mil e duzentos reais e cinquenta centavos", "um real", "um centavo", "zero real". */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`valor inválido: ${cents}`);
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  const centavosText = centavos ? `${integerInWords(centavos)} ${centavos === 1 ? "centavo" : "centavos"}` : "";
  if (!reais) return centavosText || "zero real";
  const roundMillion = reais >= 1e6 && reais % 1e6 === 0;
  const reaisText = `${integerInWords(reais)} ${roundMillion ? "de reais" : reais === 1 ? "real" : "reais"}`;
  return centavosText ? `${reaisText} e ${centavosText}` : reaisText;
}
