/**
 * The columns of the clients and products spreadsheets: the titles we write, and the titles we
 * recognise when reading (any case, with or without accents, "Preço (R$)" as "Preço"). The same
 * titles go out and come back in, so an exported file re-imports as it is.
 */
export type ImportKind = "clientes" | "produtos";
export const IMPORT_KINDS: readonly ImportKind[] = ["clientes", "produtos"];

export type ColumnSpec = { field: string; label: string; aliases: readonly string[]; required?: boolean };

export const CLIENT_COLUMNS: readonly ColumnSpec[] = [
  { field: "name", label: "Nome", aliases: ["nome", "cliente", "nome do cliente", "nome completo"], required: true },
  { field: "phone", label: "WhatsApp", aliases: ["whatsapp", "whats", "zap", "telefone", "celular", "fone", "tel", "contato"] },
  { field: "email", label: "E-mail", aliases: ["e mail", "email", "correio eletronico"] },
  { field: "notes", label: "Observações", aliases: ["observacoes", "observacao", "obs", "notas", "anotacoes"] },
  { field: "tags", label: "Etiquetas", aliases: ["etiquetas", "etiqueta", "tags", "tag", "grupos", "grupo"] },
];

export const PRODUCT_COLUMNS: readonly ColumnSpec[] = [
  { field: "name", label: "Nome", aliases: ["nome", "produto", "produto ou servico", "servico", "item"], required: true },
  { field: "unit", label: "Unidade", aliases: ["unidade", "un", "und", "unid"] },
  { field: "kind", label: "Tipo", aliases: ["tipo"] },
  { field: "cost", label: "Custo", aliases: ["custo", "custo unitario", "preco de custo", "valor de custo"], required: true },
  { field: "price", label: "Preço", aliases: ["preco", "preco de venda", "valor", "valor de venda", "venda"], required: true },
  { field: "stock", label: "Estoque", aliases: ["estoque", "quantidade em estoque", "qtd", "quantidade"] },
];

export const COLUMNS_BY_KIND: Record<ImportKind, readonly ColumnSpec[]> = { clientes: CLIENT_COLUMNS, produtos: PRODUCT_COLUMNS };

/** 'Preço de venda (R$)' → 'preco de venda'; 'E-MAIL' → 'e mail'. */
export function normalizeLabel(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\(.*?\)/g, " ")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export type HeaderMap = {
  /** Column index of each recognised field. */
  indexOf: Record<string, number>;
  /** Titles we do not use (ignored, and the preview says so). */
  ignored: string[];
  /** Required titles not found. */
  missing: string[];
};

/** Which column holds which field; the first column with a title wins when two say the same. */
export function mapHeader(header: readonly string[], columns: readonly ColumnSpec[]): HeaderMap {
  const indexOf: Record<string, number> = {};
  const ignored: string[] = [];
  header.forEach((title, index) => {
    const normalized = normalizeLabel(title);
    if (!normalized) return;
    const spec = columns.find((c) => c.aliases.includes(normalized) || normalizeLabel(c.label) === normalized);
    if (spec && indexOf[spec.field] === undefined) indexOf[spec.field] = index;
    else ignored.push(title.trim());
  });
  const missing = columns.filter((c) => c.required && indexOf[c.field] === undefined).map((c) => c.label);
  return { indexOf, ignored, missing };
}
