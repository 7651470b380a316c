/**
 * Simples Nacional: the five annexes in full (up to R$ 4,8 milhões), the Fator R and the company
 * size a revenue puts a business in. Pure; re-exported by the dated facts module.
 *
 * Sources (checked 2026-11-26):
 * - LC 123/2006, Anexos I a V, as written by LC 155/2016 (in force since 1/1/2018): nominal rate and
 *   "parcela a deduzir" of each of the six brackets; effective rate = (RBT12 × nominal − deduction)
 *   / RBT12 (art. 18, § 1º-A). Tables as published e.g. at
 *   https://liracontabilidade.com.br/index.php/tabelas-do-simples-nacional.
 * - Fator R: LC 123/2006, art. 18, § 5º-J and § 5º-M: services of Anexo V are taxed by Anexo III
 *   when the payroll of the last 12 months (salaries, pró-labore, CPP and FGTS) is at least 28 % of
 *   the gross revenue of the same 12 months.
 * - Company size: LC 123/2006, art. 3º: microempresa (ME) up to R$ 360.000 a year; empresa de
 *   pequeno porte (EPP) above it up to R$ 4.800.000, which is also the Simples Nacional ceiling.
 */

export type SimplesAnnex = "I" | "II" | "III" | "IV" | "V";
export type SimplesBracket = { upTo: number; rate: number; deduction: number };

const UPPER_BOUNDS = [180_000, 360_000, 720_000, 1_800_000, 3_600_000, 4_800_000] as const;

function table(rates: readonly number[], deductions: readonly number[]): readonly SimplesBracket[] {
  return UPPER_BOUNDS.map((upTo, i) => ({ upTo, rate: rates[i] ?? 0, deduction: deductions[i] ?? 0 }));
}

/** Nominal rate and deduction of each bracket (receita bruta em 12 meses), per annex. */
export const SIMPLES_BRACKETS: Record<SimplesAnnex, readonly SimplesBracket[]> = {
  // Comércio
  I: table([0.04, 0.073, 0.095, 0.107, 0.143, 0.19], [0, 5_940, 13_860, 22_500, 87_300, 378_000]),
  // Indústria
  II: table([0.045, 0.078, 0.1, 0.112, 0.147, 0.3], [0, 5_940, 13_860, 22_500, 85_500, 720_000]),
  // Serviços (e os do Anexo V com Fator R ≥ 28 %)
  III: table([0.06, 0.112, 0.135, 0.16, 0.21, 0.33], [0, 9_360, 17_640, 35_640, 125_640, 648_000]),
  // Serviços com CPP fora do DAS (construção, limpeza, vigilância, advocacia)
  IV: table([0.045, 0.09, 0.102, 0.14, 0.22, 0.33], [0, 8_100, 12_420, 39_780, 183_780, 828_000]),
  // Serviços intelectuais sujeitos ao Fator R
  V: table([0.155, 0.18, 0.195, 0.205, 0.23, 0.305], [0, 4_500, 9_900, 17_100, 62_100, 540_000]),
};

/** The Simples Nacional ceiling and the top of each company size (LC 123/2006, art. 3º). */
export const SIMPLES_CEILING = 4_800_000;
export const ME_ANNUAL_LIMIT = 360_000;
/** Payroll share of revenue from which Anexo V services are taxed by Anexo III. */
export const FATOR_R_THRESHOLD = 0.28;
/**
 * Anexo IV (construction, cleaning, landscaping…) pays the employer's INSS outside the DAS (LC
 * 123/2006, art. 13, VI, and art. 18, § 5º-C): 20 % of wages and of the partners' pró-labore
 * (Lei 8.212/1991, art. 22, I and III).
 */
export const ANNEX_IV_EMPLOYER_INSS_RATE = 0.2;

/**
 * Effective rate for a 12-month gross revenue (art. 18, § 1º-A). Above the ceiling the last
 * bracket is used: the business would have left the Simples, which callers say separately.
 */
export function simplesEffectiveRate(annex: SimplesAnnex, annualRevenue: number): number {
  const brackets = SIMPLES_BRACKETS[annex];
  const first = brackets[0]!;
  if (annualRevenue <= 0) return first.rate;
  const bracket = brackets.find((b) => annualRevenue <= b.upTo) ?? brackets[brackets.length - 1]!;
  return (annualRevenue * bracket.rate - bracket.deduction) / annualRevenue;
}

/** Fator R: payroll (with pró-labore and charges) of 12 months over the revenue of the same 12 months. */
export function fatorR(annualPayroll: number, annualRevenue: number): number {
  return annualRevenue > 0 ? annualPayroll / annualRevenue : 0;
}

/** The annex an Anexo V activity is taxed by, given its Fator R. */
export function annexWithFatorR(annex: SimplesAnnex, annualPayroll: number, annualRevenue: number): SimplesAnnex {
  if (annex !== "V") return annex;
  return fatorR(annualPayroll, annualRevenue) >= FATOR_R_THRESHOLD ? "III" : "V";
}

/** The yearly pró-labore (with its charges) that reaches the Fator R for a revenue. */
export function payrollForFatorR(annualRevenue: number): number {
  // Rounded to centavos first: 200.000 × 0,28 is 56.000,000…01 in binary floating point.
  return Math.ceil(Math.round(annualRevenue * FATOR_R_THRESHOLD * 100) / 100);
}

export type CompanySize = "ME" | "EPP" | "acima do Simples";

/** Company size of a business that is not an MEI, by its yearly gross revenue. */
export function companySize(annualRevenue: number): CompanySize {
  if (annualRevenue <= ME_ANNUAL_LIMIT) return "ME";
  if (annualRevenue <= SIMPLES_CEILING) return "EPP";
  return "acima do Simples";
}

/** How a size is written in full, for sentences ("Microempresa (ME)"). */
export const COMPANY_SIZE_NAMES: Record<CompanySize, string> = {
  ME: "microempresa (ME)",
  EPP: "empresa de pequeno porte (EPP)",
  "acima do Simples": "empresa fora do Simples Nacional",
};

/**
 * The effective Simples Nacional rate of a business, with the Fator R applied to Anexo V
 * services: `payroll` is the yearly payroll that counts for it (salaries, pró-labore and charges).
 */
export function simplesRateFor(annex: SimplesAnnex, annualRevenue: number, annualPayroll: number): { annex: SimplesAnnex; rate: number } {
  const taxedBy = annexWithFatorR(annex, annualPayroll, annualRevenue);
  return { annex: taxedBy, rate: simplesEffectiveRate(taxedBy, annualRevenue) };
}

/**
 * The monthly pró-labore that, added to the payroll already there, reaches the Fator R (Anexo V
 * taxed by Anexo III); 0 when the payroll reaches it already.
 */
export function monthlyProLaboreForFatorR(annualRevenue: number, annualPayroll: number): number {
  return Math.max(0, Math.ceil((payrollForFatorR(annualRevenue) - annualPayroll) / 12));
}
