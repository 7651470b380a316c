/**
 * Dados oficiais de referência (somente leitura):
 * - db/reference/mei-ocupacoes.json: ocupações permitidas ao MEI (CNAE 2.3, 7 dígitos);
 * - db/reference/cnae-subclasses.json: subclasses CNAE 2.2 (código formatado e numérico).
 * Cerca de 25 CNAEs do MEI vêm da CNAE 2.3 e só existem no arquivo do MEI.
 */
import cnaeSubclassesJson from "../../../db/reference/cnae-subclasses.json";
import meiOccupationsJson from "../../../db/reference/mei-ocupacoes.json";

export type MeiOccupation = {
  cnae: string;
  ocupacao: string;
  descricao: string;
  iss: boolean;
  icms: boolean;
};

export type CnaeSubclass = {
  codigo: string;
  codigoNumerico: string;
  descricao: string;
  setor: string;
};

const MEI_OCCUPATIONS: readonly MeiOccupation[] = meiOccupationsJson as MeiOccupation[];
const CNAE_SUBCLASSES: readonly CnaeSubclass[] = cnaeSubclassesJson as CnaeSubclass[];

const subclassByCode = new Map<string, CnaeSubclass>(CNAE_SUBCLASSES.map((s) => [s.codigoNumerico, s]));
const meiByCode = new Map<string, MeiOccupation[]>();
for (const occupation of MEI_OCCUPATIONS) {
  const list = meiByCode.get(occupation.cnae);
  if (list) list.push(occupation);
  else meiByCode.set(occupation.cnae, [occupation]);
}

/** '5620-1/04', '5620104' ou ' 5620.1-04 ' → '5620104'; null se não sobrarem exatamente 7 dígitos. */
export function normalizeCnae(code: string): string | null {
  const digits = code.replace(/[\s./-]/g, "");
  return /^\d{7}$/.test(digits) ? digits : null;
}

/** true se o código está na tabela CNAE ou na lista de ocupações do MEI. */
export function isValidCnae(code: string): boolean {
  const digits = normalizeCnae(code);
  return digits !== null && (subclassByCode.has(digits) || meiByCode.has(digits));
}

/** Todas as ocupações MEI com esse CNAE (vazio se nenhuma). */
export function meiOccupationsByCnae(code: string): MeiOccupation[] {
  const digits = normalizeCnae(code);
  return digits ? [...(meiByCode.get(digits) ?? [])] : [];
}

/**
 * Ocupação MEI com esse CNAE. Com `occupationName`, exige o nome exato (campo `ocupacao`);
 * sem ele, devolve a primeira ocupação do CNAE.
 */
export function findMeiOccupation(code: string, occupationName?: string): MeiOccupation | undefined {
  const occupations = meiOccupationsByCnae(code);
  if (occupationName === undefined) return occupations[0];
  return occupations.find((o) => o.ocupacao === occupationName);
}

/** '5620104' → '5620-1/04'. Lança RangeError se o código não tiver 7 dígitos. */
export function formatCnae(code: string): string {
  const digits = normalizeCnae(code);
  if (!digits) throw new RangeError(`CNAE inválido: ${code}`);
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}

/** Descrição oficial da subclasse (CNAE; se só existir no MEI, a descrição de lá). */
export function cnaeDescription(code: string): string | undefined {
  const digits = normalizeCnae(code);
  if (!digits) return undefined;
  return subclassByCode.get(digits)?.descricao ?? meiByCode.get(digits)?.[0]?.descricao;
}

/**
 * The activity description to show for an idea: its own MEI occupation row when it has one (a CNAE
 * can carry rows with different descriptions, e.g. 9609-2/07), else the CNAE subclass description.
 */
export function activityDescription(code: string, occupationName?: string): string | undefined {
  if (occupationName) {
    const own = findMeiOccupation(code, occupationName);
    if (own) return own.descricao;
  }
  return cnaeDescription(code);
}
