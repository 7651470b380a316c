/** The sections every analysis covers, in order (both engines use these titles). */
export const ANALYSIS_SECTIONS = [
  "Visão geral",
  "Público e mercado",
  "Investimento inicial",
  "Formalização",
  "Operação",
  "Marketing e vendas",
  "Riscos",
  "Primeiros 30 dias",
] as const;

/** MEI facts shown in analyses. The revenue cap is set by law (LC 123/2006, art. 18-A). */
export const MEI_FACTS = {
  annualRevenueCap: 81_000,
  maxEmployees: 1,
  occupationsListNote:
    "Lista oficial de ocupações do MEI (Resolução CGSN nº 140/2018, Anexo XI) conferida em novembro de 2026; ela muda com o tempo, então confirme no Portal do Empreendedor antes de abrir.",
} as const;
