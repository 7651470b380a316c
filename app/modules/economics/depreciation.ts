/**
 * Depreciation of the fixed investments, a fixed cost in Sebrae's method (decision 037): each
 * item wears out and must one day be replaced, so a share of its price is set aside every month.
 *
 * Yearly rates: the usual useful lives of the Receita Federal, IN RFB nº 1.700/2017, Anexo III
 * (https://normas.receita.fazenda.gov.br/sijut2consulta/link.action?idAto=81268):
 * - vehicles (automóveis, motocicletas, utilitários): 5 years, 20 % a year;
 * - computers, phones, cameras, printers and other data-processing equipment: 5 years, 20 %;
 * - hand tools and utensils: 5 years, 20 %;
 * - machines, appliances and other equipment: 10 years, 10 %;
 * - furniture, fittings and installations of the premises: 10 years, 10 %;
 * - software and licences: amortised over 5 years, 20 %;
 * - stock, supplies, livestock and seedlings are not depreciated (they are used up or sold).
 * The class of an item comes from the one classification of catalogue items (assets.ts).
 */
import { classifyItem, type AssetKind } from "./assets";

export type DepreciationClass = "veiculo" | "informatica" | "ferramenta" | "maquina" | "moveis" | "software" | "consumo";

/** Yearly rate and how the class is named beside the figure. */
export const DEPRECIATION_CLASSES: Record<DepreciationClass, { rate: number; name: string }> = {
  veiculo: { rate: 0.2, name: "veículos" },
  informatica: { rate: 0.2, name: "informática e eletrônicos" },
  ferramenta: { rate: 0.2, name: "ferramentas manuais" },
  maquina: { rate: 0.1, name: "máquinas e equipamentos" },
  moveis: { rate: 0.1, name: "móveis e instalações" },
  software: { rate: 0.2, name: "software" },
  consumo: { rate: 0, name: "estoque e insumos" },
};

const KIND_CLASS: Partial<Record<AssetKind, DepreciationClass>> = {
  carro: "veiculo",
  moto: "veiculo",
  van: "veiculo",
  caminhonete: "veiculo",
  bicicleta: "veiculo",
  notebook: "informatica",
  celular: "informatica",
  camera: "informatica",
  drone: "informatica",
  impressora: "informatica",
  "impressora-3d": "informatica",
  ferramentas: "ferramenta",
  "kit-manicure": "ferramenta",
  "kit-sobrancelha": "ferramenta",
  "kit-maquiagem": "ferramenta",
  tesouras: "ferramenta",
  "utensilios-de-cozinha": "ferramenta",
  // Premises are not bought in the catalogue's models; if a person lists them, land does not wear out.
  terreno: "consumo",
};

export function depreciationClass(item: string): DepreciationClass {
  const cls = classifyItem(item);
  if (cls.kind !== null) return KIND_CLASS[cls.kind] ?? "maquina";
  switch (cls.reason) {
    case "veículo especial":
      return "veiculo";
    case "software":
      return "software";
    case "estoque ou insumo":
      return "consumo";
    case "estrutura do ponto":
      return "moveis";
    default:
      return "maquina";
  }
}

/** Monthly depreciation of the fixed investments, in centavos (each row rounded to the centavo). */
export function monthlyDepreciationCents(rows: readonly { item: string; qty: number; unitPriceCents: number }[]): number {
  return rows.reduce((total, row) => {
    const { rate } = DEPRECIATION_CLASSES[depreciationClass(row.item)];
    return total + Math.round((row.qty * row.unitPriceCents * rate) / 12);
  }, 0);
}

/** The label of the depreciation line, the same in the model, the plan and the files. */
export const DEPRECIATION_LABEL = "Depreciação dos equipamentos (taxas da Receita Federal)";

/** The basis of the depreciation line, as a person reads it (plan basis, PDF, analysis). */
export const DEPRECIATION_BASIS =
  "parte do valor dos equipamentos guardada todo mês para trocá-los quando gastarem, pelas taxas anuais da Receita Federal (IN RFB 1.700/2017, Anexo III): veículos, informática e ferramentas 20%; máquinas, equipamentos, móveis e instalações 10%; estoque e insumos não depreciam";
