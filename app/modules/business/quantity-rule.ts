/**
 * The one rule for fractional quantities, in the words the forms show where it applies: which units take fractions
 * (FRACTIONAL_UNITS, the same set the order's check uses) and the exception of a product whose stock is counted
 * (kept in whole numbers, so it is sold in whole numbers). Pure, no validation library: forms import it.
 */
import { FRACTIONAL_UNITS } from "./orders";

const UNIT_NAMES: Record<string, string> = { kg: "quilo", l: "litro", m: "metro", hora: "hora", cento: "cento" };

function list(words: string[]) {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} e ${words.at(-1)}`;
}

const fractional = list([...FRACTIONAL_UNITS].map((unit) => UNIT_NAMES[unit] ?? unit));

/** Under the order's items. */
export const ORDER_FRACTIONS_HINT = `${fractional[0]!.toUpperCase()}${fractional.slice(1)} aceitam frações (1,5 kg; meio cento = 0,5), menos os produtos com estoque contado, vendidos em quantidades inteiras.`;

/** Under a product's stock field. */
export const STOCK_HINT = "Vazio = não controlar. Com estoque contado (número inteiro), o produto é vendido só em quantidades inteiras.";
