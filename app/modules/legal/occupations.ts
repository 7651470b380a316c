/**
 * The official MEI occupations (Resolução CGSN 140/2018, Anexo XI; db/reference/mei-ocupacoes.json)
 * and the DAS type each one fixes: ICMS for commerce/industry, ISS for services, both, or neither
 * (renting goods without an operator pays only the INSS part).
 */
import meiOccupationsJson from "../../../db/reference/mei-ocupacoes.json";
import { dasAmount, DEFAULT_LEGAL_FACTS, type DasKind, type LegalFacts } from "~/modules/facts/legal-facts";

export type Occupation = { cnae: string; ocupacao: string; descricao: string; iss: boolean; icms: boolean };

export const OCCUPATIONS: readonly Occupation[] = meiOccupationsJson as Occupation[];
const byName = new Map(OCCUPATIONS.map((o) => [o.ocupacao, o]));

/** When the list in db/reference was last compared with the Portal do Empreendedor. */
export const OCCUPATIONS_CHECKED_ON = "2026-11-23";

export function findOccupation(name: string | null | undefined): Occupation | undefined {
  return name ? byName.get(name) : undefined;
}

/** The DAS type an occupation fixes (its ICMS and ISS incidence in the official table). */
export function dasKindFor(occupation: Pick<Occupation, "iss" | "icms">): DasKind {
  if (occupation.icms && occupation.iss) return "comercioServicos";
  if (occupation.icms) return "comercio";
  if (occupation.iss) return "servicos";
  return "semIcmsIss";
}

export const DAS_KIND_LABELS: Record<DasKind, string> = {
  comercio: "Comércio ou indústria (ICMS)",
  servicos: "Serviços (ISS)",
  comercioServicos: "Comércio e serviços (ICMS e ISS)",
  semIcmsIss: "Sem ICMS nem ISS (só o INSS)",
};

/** The monthly DAS of an occupation in centavos, with the figures in force (default: the facts' year). */
export function dasCentsFor(occupation: Pick<Occupation, "iss" | "icms">, facts: LegalFacts = DEFAULT_LEGAL_FACTS): number {
  return Math.round(dasAmount(dasKindFor(occupation), false, facts) * 100);
}

/** The picker's groups: one per DAS type, occupations in alphabetical order. */
export function occupationGroups(): { kind: DasKind; label: string; names: string[] }[] {
  const kinds: DasKind[] = ["comercio", "servicos", "comercioServicos", "semIcmsIss"];
  return kinds.map((kind) => ({
    kind,
    label: DAS_KIND_LABELS[kind],
    names: OCCUPATIONS.filter((o) => dasKindFor(o) === kind)
      .map((o) => o.ocupacao)
      .sort((a, b) => a.localeCompare(b, "pt-BR")),
  }));
}
