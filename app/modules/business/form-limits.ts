/** Limits and choices the forms show; no validation library here, so components can import it. */
/** The name of a client, supplier or product. */
export const NAME_MAX = 120;
/** The notes of a client or supplier. */
export const NOTES_MAX = 2000;
export const CLIENT_TAGS_MAX = 10;

/** "cento": docinhos and salgados are sold by the hundred (meio cento = 0,5). */
export const PRODUCT_UNITS = ["un", "kg", "g", "l", "ml", "m", "cx", "pct", "dz", "cento", "hora", "serviço"] as const;

/** The product kinds, as the MEI monthly report splits revenue (the values of REVENUE_KINDS in ./revenue-report, which the schema stores). */
export const PRODUCT_KIND_OPTIONS = [
  { value: "revenda", label: "Revenda (compro pronto e revendo)" },
  { value: "industrializados", label: "Fabricação própria (eu produzo)" },
  { value: "servicos", label: "Serviço" },
] as const;
