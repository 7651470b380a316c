/**
 * The plan's section forms: which fields and table columns each section has (the inputs the page
 * renders). Apart from form.ts, whose parsing the page loads only where figures are recalculated
 * as the person types (financeiro and cenarios).
 */
import type { SectionId } from "./types";

export type CellKind = "text" | "int" | "money" | "rate" | "signedPct";
export type Column = { key: string; label: string; kind: CellKind; hint?: string };

export const TABLES = {
  fixedInvestments: {
    title: "Investimentos fixos",
    hint: "Máquinas, equipamentos, móveis, utensílios e veículos.",
    columns: [
      { key: "item", label: "Item", kind: "text" },
      { key: "qty", label: "Quantidade", kind: "int" },
      { key: "unitPriceCents", label: "Valor unitário (R$)", kind: "money" },
    ],
  },
  preOperational: {
    title: "Investimentos pré-operacionais",
    hint: "Gastos antes de abrir: registro, licenças, reforma, primeira divulgação.",
    columns: [
      { key: "item", label: "Item", kind: "text" },
      { key: "valueCents", label: "Valor (R$)", kind: "money" },
    ],
  },
  products: {
    title: "Faturamento mensal estimado e custo unitário",
    hint: "O que vai vender num mês normal, o preço e o custo direto de cada unidade (materiais, embalagem, terceiros).",
    columns: [
      { key: "name", label: "Produto ou serviço", kind: "text" },
      { key: "unitsPerMonth", label: "Quantidade por mês", kind: "int" },
      { key: "priceCents", label: "Preço de venda (R$)", kind: "money" },
      { key: "unitCostCents", label: "Custo unitário (R$)", kind: "money" },
    ],
  },
  sellingCosts: {
    title: "Custos de comercialização",
    hint: "Percentuais sobre as vendas: impostos sobre a venda, taxas de cartão e Pix, comissões.",
    columns: [
      { key: "item", label: "Item", kind: "text" },
      { key: "rateBp", label: "% sobre as vendas", kind: "rate" },
    ],
  },
  labor: {
    title: "Mão de obra",
    hint: "Funcionários: custo mensal por pessoa com os encargos.",
    columns: [
      { key: "role", label: "Função", kind: "text" },
      { key: "people", label: "Pessoas", kind: "int" },
      { key: "monthlyCostCents", label: "Custo por pessoa (R$/mês)", kind: "money" },
    ],
  },
  fixedCosts: {
    title: "Custos fixos mensais",
    hint: "O que você paga todo mês, vendendo ou não: aluguel, internet, contador, DAS do MEI.",
    columns: [
      { key: "item", label: "Item", kind: "text" },
      { key: "valueCents", label: "Valor por mês (R$)", kind: "money" },
    ],
  },
} as const satisfies Record<string, { title: string; hint: string; columns: readonly Column[] }>;

export type TableKey = keyof typeof TABLES;
export const TABLE_KEYS = Object.keys(TABLES) as TableKey[];

export const FINANCIAL_SCALARS: Column[] = [
  { key: "unit", label: "Unidade de venda (singular)", kind: "text", hint: "Ex.: marmita, corte, hora de aula." },
  { key: "unitPlural", label: "Unidade de venda (plural)", kind: "text" },
  {
    key: "initialStockCents",
    label: "Estoque inicial (R$)",
    kind: "money",
    hint: "Capital de giro: o que compra antes da primeira venda.",
  },
  {
    key: "minimumCashCents",
    label: "Caixa mínimo (R$)",
    kind: "money",
    hint: "Capital de giro: dinheiro guardado para pagar as contas enquanto as vendas crescem.",
  },
  {
    key: "ownerDrawCents",
    label: "Sua retirada mensal: pró-labore (R$)",
    kind: "money",
    hint: "Quanto você vai tirar por mês para viver; entra nos custos fixos (método do Sebrae). Começa em 1 salário mínimo, o mínimo por um mês de trabalho: mude para o que você precisa.",
  },
];

/** Text fields of the text sections, with the question each answers (Sebrae's roadmap). */
export const TEXT_FIELDS: Record<
  "sumario" | "mercado" | "marketing" | "operacional" | "fofa",
  { key: string; label: string; hint: string }[]
> = {
  sumario: [
    {
      key: "text",
      label: "Resumo do negócio",
      hint: "O que é, quem empreende, forma jurídica, de onde vem o dinheiro. Os números do resumo vêm do plano financeiro.",
    },
  ],
  mercado: [
    { key: "customers", label: "Clientes", hint: "Quem compra, onde está, o que valoriza e quanto costuma gastar." },
    {
      key: "competitors",
      label: "Concorrentes",
      hint: "Quem já vende isso perto de você: preço, qualidade, atendimento. Visite ao menos três.",
    },
    { key: "suppliers", label: "Fornecedores", hint: "De quem vai comprar, preço, prazo de pagamento e de entrega." },
  ],
  marketing: [
    { key: "products", label: "Produtos e serviços", hint: "O que vai vender, tamanhos, sabores, pacotes." },
    { key: "price", label: "Preço", hint: "Como chega ao preço e como ele se compara ao dos concorrentes." },
    { key: "promotion", label: "Estratégias promocionais", hint: "Como os clientes vão conhecer o negócio." },
    { key: "channels", label: "Canais de venda", hint: "Por onde vende e entrega: WhatsApp, loja, feira, aplicativo." },
    { key: "location", label: "Localização", hint: "Onde vai funcionar e por que esse lugar." },
  ],
  operacional: [
    { key: "capacity", label: "Capacidade produtiva", hint: "Quanto consegue produzir ou atender por mês." },
    { key: "processes", label: "Processos", hint: "Como o trabalho acontece, do pedido à entrega." },
    { key: "people", label: "Pessoas", hint: "Quem faz o quê; quando vai precisar de ajuda." },
  ],
  fofa: [
    { key: "strengths", label: "Forças", hint: "O que você e o negócio têm de bom (interno)." },
    { key: "weaknesses", label: "Fraquezas", hint: "O que falta ou preocupa (interno)." },
    { key: "opportunities", label: "Oportunidades", hint: "O que de fora pode ajudar: demanda, mudanças no bairro." },
    { key: "threats", label: "Ameaças", hint: "O que de fora pode atrapalhar: concorrência, preços, regras." },
  ],
};

export const SCENARIO_FIELDS: { scenario: "pessimista" | "otimista"; key: "volumePct" | "pricePct" | "fixedCostsPct"; label: string }[] = [
  { scenario: "pessimista", key: "volumePct", label: "Vendas (quantidade), %" },
  { scenario: "pessimista", key: "pricePct", label: "Preço, %" },
  { scenario: "pessimista", key: "fixedCostsPct", label: "Custos fixos, %" },
  { scenario: "otimista", key: "volumePct", label: "Vendas (quantidade), %" },
  { scenario: "otimista", key: "pricePct", label: "Preço, %" },
  { scenario: "otimista", key: "fixedCostsPct", label: "Custos fixos, %" },
];

/** What a form holds: each field name to its value(s), as typed. */
export type Draft = Record<string, string[]>;
export type Errors = Record<string, string>;

/**
 * A table's rows as typed: each row its cells in column order. As many rows as the table's longest
 * column (a column posted short leaves blank cells), the one reading of a table that parsing, row
 * adding and the form all share.
 */
export function draftRows(draft: Draft, table: TableKey): string[][] {
  const columns = TABLES[table].columns as readonly Column[];
  const count = Math.max(0, ...columns.map((c) => draft[`${table}.${c.key}`]?.length ?? 0));
  return Array.from({ length: count }, (_, i) => columns.map((c) => draft[`${table}.${c.key}`]?.[i] ?? ""));
}
