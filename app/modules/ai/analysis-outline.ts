import { MEI_ANNUAL_LIMIT, MEI_MAX_EMPLOYEES } from "~/modules/facts/legal-facts";

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

/** MEI facts shown in analyses: read from the one dated legal-facts module. */
export const MEI_FACTS = {
  annualRevenueCap: MEI_ANNUAL_LIMIT,
  maxEmployees: MEI_MAX_EMPLOYEES,
  occupationsListNote:
    "Lista oficial de ocupações do MEI (Resolução CGSN nº 140/2018, Anexo XI, na transcrição pública que usamos); ela muda com o tempo, então confirme a sua ocupação no Portal do Empreendedor antes de abrir.",
} as const;
