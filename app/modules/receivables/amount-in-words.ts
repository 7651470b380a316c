/**
 * An amount in words, as a Brazilian receipt writes it ("valor por extenso"): integer centavos →
 * "cento e vinte e três reais e quarenta e cinco centavos". Rules of the written norm: "e" between
 * hundreds, tens and units; "e" before the last group when it is below 100 or a round hundred
 * ("mil e cem", "um milhão e duzentos mil"; otherwise a comma: "mil, duzentos e trinta"); "de reais" after a round million
 * ("um milhão de reais"); "cem" alone, "cento e…" otherwise.
 */

const UNITS = [
  "zero",
  "um",
  "dois",
  "três",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "treze",
  "catorze",
  "quinze",
  "dezesseis",
  "dezessete",
  "dezoito",
  "dezenove",
];
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

/** 1..999 in words. */
function below1000(n: number): string {
  if (n === 100) return "cem";
  const parts: string[] = [];
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds > 0) parts.push(HUNDREDS[hundreds] ?? "");
  if (rest > 0 && rest < 20) parts.push(UNITS[rest] ?? "");
  else if (rest >= 20) {
    const tens = TENS[Math.floor(rest / 10)] ?? "";
    const units = rest % 10;
    parts.push(units > 0 ? `${tens} e ${UNITS[units] ?? ""}` : tens);
  }
  return parts.join(" e ");
}

const SCALES: ReadonlyArray<readonly [string, string]> = [
  ["", ""],
  ["mil", "mil"],
  ["milhão", "milhões"],
  ["bilhão", "bilhões"],
];

/** A whole number (0 ≤ n < 10¹²) in words: 2001010 → "dois milhões, mil e dez". */
export function integerInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0 || n >= 1e12) throw new RangeError("integerInWords: 0 ≤ n < 10¹²");
  if (n === 0) return "zero";
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000);
  const words: { text: string; value: number }[] = [];
  for (let scale = groups.length - 1; scale >= 0; scale--) {
    const value = groups[scale] ?? 0;
    if (value === 0) continue;
    const [one, many] = SCALES[scale] ?? ["", ""];
    // "mil", never "um mil".
    const count = scale === 1 && value === 1 ? "" : below1000(value);
    const name = scale === 0 ? "" : value === 1 ? one : many;
    words.push({ text: [count, name].filter(Boolean).join(" "), value });
  }
  let out = words[0]?.text ?? "";
  for (let index = 1; index < words.length; index++) {
    const word = words[index];
    if (!word) continue;
    // The last non-zero group joins with "e" when it is below 100 or a round hundred.
    const last = index === words.length - 1;
    const joinWithE = last && (word.value < 100 || word.value % 100 === 0);
    out += joinWithE ? ` e ${word.text}` : `, ${word.text}`;
  }
  return out;
}

/** Integer centavos in words, with "real/reais" and "centavo(s)": 12345 → "cento e vinte e três reais e quarenta e cinco centavos". */
export function amountInWords(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError("amountInWords: whole centavos ≥ 0");
  const reais = Math.floor(cents / 100);
  const centavos = cents % 100;
  if (reais === 0 && centavos === 0) return "zero real";
  const parts: string[] = [];
  if (reais > 0) {
    const words = integerInWords(reais);
    const roundMillions = reais >= 1_000_000 && reais % 1_000_000 === 0;
    parts.push(`${words}${roundMillions ? " de" : ""} ${reais === 1 ? "real" : "reais"}`);
  }
  if (centavos > 0) parts.push(`${integerInWords(centavos)} ${centavos === 1 ? "centavo" : "centavos"}`);
  return parts.join(" e ");
}
