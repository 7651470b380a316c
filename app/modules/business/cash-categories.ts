/** Cash-book categories (no validation library: the form components import this). */
export const CASH_IN_CATEGORIES = [
  { value: "venda", label: "Venda (receita bruta do MEI)" },
  { value: "outra_entrada", label: "Outra entrada (empréstimo, aporte seu)" },
] as const;

export const CASH_OUT_CATEGORIES = [
  { value: "mercadoria", label: "Mercadoria para revender" },
  { value: "materia_prima", label: "Matéria-prima" },
  { value: "embalagem", label: "Embalagens" },
  { value: "das", label: "DAS (imposto do MEI)" },
  { value: "transporte", label: "Transporte e entrega" },
  { value: "aluguel", label: "Aluguel" },
  { value: "contas", label: "Luz, água, internet, telefone" },
  { value: "marketing", label: "Divulgação" },
  { value: "equipamento", label: "Equipamentos e ferramentas" },
  { value: "taxas", label: "Taxas de maquininha e banco" },
  { value: "retirada", label: "Retirada para você (pró-labore)" },
  { value: "outra_saida", label: "Outra saída" },
] as const;

export const CASH_CATEGORY_LABELS: Record<string, string> = Object.fromEntries(
  [...CASH_IN_CATEGORIES, ...CASH_OUT_CATEGORIES].map((c) => [c.value, c.label.replace(/ \(.*\)$/, "")]),
);

export const REVENUE_KIND_OPTIONS = [
  { value: "revenda", label: "Revenda de mercadorias" },
  { value: "industrializados", label: "Produtos que eu fabrico" },
  { value: "servicos", label: "Serviços" },
] as const;
