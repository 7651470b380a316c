import { normalize } from "./text";

/** Facts a person states in passing that should filter or boost ideas. */
export type Cues = {
  budget: number | null;
  hasCar: boolean;
  hasMotorcycle: boolean;
  atHome: boolean;
  online: boolean;
  littleTime: boolean;
};

const NUMBER_WORDS: Record<string, number> = {
  um: 1, uma: 1, dois: 2, duas: 2, tres: 3, quatro: 4, cinco: 5, seis: 6, sete: 7, oito: 8,
  nove: 9, dez: 10, quinze: 15, vinte: 20, trinta: 30, quarenta: 40, cinquenta: 50, cem: 100,
};

function parseAmount(raw: string): number | null {
  const text = raw.trim();
  const numeric = text.match(/^(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?(\s*mil|\s*k)?$/);
  if (numeric) {
    const value = Number(numeric[1]!.replace(/\./g, ""));
    return numeric[2] ? value * 1000 : value;
  }
  const words = text.match(/^([a-z]+)\s+mil$/);
  if (words && NUMBER_WORDS[words[1]!] !== undefined) return NUMBER_WORDS[words[1]!]! * 1000;
  if (text === "mil") return 1000;
  return null;
}

const AMOUNT = String.raw`(?:r\$\s*)?(\d{1,3}(?:\.\d{3})+|\d+(?:,\d+)?(?:\s*mil|\s*k)?|[a-z]+\s+mil|mil)`;
const BUDGET_PATTERNS = [
  new RegExp(String.raw`(?:menos de|ate|no maximo|maximo de|orcamento de|investir|tenho|disponho de|guardei|juntei|economias de|capital de)\s+${AMOUNT}\s*(?:reais|real|r\$)?`),
  new RegExp(String.raw`r\$\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?\s*(mil)?`),
];

export function parseCues(text: string): Cues {
  // Keep 'R$' and thousands separators for the budget, normalise the rest.
  const lowered = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
  let budget: number | null = null;
  for (const pattern of BUDGET_PATTERNS) {
    const match = lowered.match(pattern);
    if (!match) continue;
    const amount = parseAmount(match[2] ? `${match[1]} mil` : match[1]!);
    if (amount !== null && amount >= 50) {
      budget = amount;
      break;
    }
  }
  const plain = normalize(text);
  if (budget === null && /\b(pouco dinheiro|sem dinheiro|pouco capital|pouco investimento|investimento baixo|sem capital|quase nada)\b/.test(plain)) {
    budget = 1000;
  }
  return {
    budget,
    hasCar: /\b(tenho|possuo|com) (um |meu )?carro\b|\bcarro proprio\b/.test(plain),
    hasMotorcycle: /\b(tenho|possuo|com) (uma |minha )?moto\b|\bmoto propria\b/.test(plain),
    atHome: /\b(em casa|de casa|dentro de casa|home office|sem sair de casa|na minha casa)\b/.test(plain),
    online: /\b(pela internet|online|on line|remoto|remotamente|digital)\b/.test(plain),
    littleTime: /\b(meio periodo|fim de semana|fins de semana|horas vagas|tempo livre|renda extra|poucas horas)\b/.test(plain),
  };
}

export function formatBrl(value: number) {
  return new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL", maximumFractionDigits: 0 }).format(value);
}
