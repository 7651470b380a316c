/**
 * Brazilian legal figures the product quotes, in ONE dated place.
 *
 * Every figure below was checked against its legal source (or against news reports quoting the
 * published act) on 2026-11-23. `legal-facts.test.ts` fails when `FACTS_YEAR` is behind the
 * current year: every January, re-check each figure, update it and bump the year.
 *
 * Sources used in the 2026 check:
 * - Salário mínimo: Decreto nº 12.797, de 23/12/2025 (DOU 24/12/2025), R$ 1.621 from 1/1/2026
 *   (reported e.g. at https://opopular.com.br/economia/decreto-de-lula-fixa-salario-minimo-em-r-1-621-em-2026-1.3353652).
 * - DAS do MEI: LC 123/2006, art. 18-A, § 3º, V: INSS 5% do salário mínimo (12% para o MEI
 *   transportador autônomo de cargas, § 16-A, LC 188/2021) + R$ 1,00 de ICMS + R$ 5,00 de ISS.
 *   2026: 81,05 + 1 = 82,05; 81,05 + 5 = 86,05; 81,05 + 6 = 87,05 (as reported at
 *   https://otrabalhador.com/seguro-e-emprego/micro-empreendedor-individual-mei/mei-tera-novo-valor-de-contribuicao-apos-reajuste-do-salario).
 * - Limite do MEI: LC 123/2006, art. 18-A, § 1º (R$ 81.000, LC 155/2016), proporcional no ano de
 *   abertura (§ 2º: R$ 6.750 por mês); MEI Caminhoneiro R$ 251.600 (art. 18-F, LC 188/2021).
 * - Excesso de até 20%: LC 123/2006, art. 18-A, § 7º, III, and Resolução CGSN 140/2018, art. 115:
 *   up to 20% over → DAS complementar on the excess and ME from 1 January of the next year; more
 *   than 20% → retroactive to 1 January of the year of the excess
 *   (http://dalconcontabilidade.cnt.br/site/2020/10/29/mei-desenquadramento-por-excesso-de-faturamento).
 * - DAS due day: LC 123/2006, art. 21, III (dia 20 do mês seguinte); when the 20th is not a
 *   business day the Portal do Empreendedor moves it to the next one.
 * - DAS late: multa de mora 0,33% por dia, até 20%, plus juros Selic acumulada from the following
 *   month and 1% in the month of payment (Lei 9.430/1996, art. 61, via LC 123/2006, art. 35; as
 *   the Sebrae FAQ and https://www.dci.com.br/empreendedorismo/mei/mei-saiba-como-pagar-e-parcelar-o-das-em-atraso/24807/ state).
 * - DASN-SIMEI late: 2% ao mês-calendário ou fração sobre os tributos declarados, até 20%, mínimo
 *   R$ 50; half when filed late before any notice (LC 123/2006, art. 38-A; Comitê Gestor note at
 *   https://www.contabilidadehlc.com.br/noticias/tecnicas/2017/04/27/vence-no-dia-31-05-2017-o-prazo-para-entrega-da-dasn-simei.html).
 *   The deadline is not moved when 31 May falls on a weekend (the declaration is filed online).
 * - The Receita does not send the DAS by WhatsApp or e-mail and gives no discount for paying by Pix
 *   (Receita note quoted by Folhapress, 2023-10:
 *   https://www.acessa.com/economia/2023/10/182185-golpistas-furtam-dinheiro-de-meis-com-falso-desconto-do-imposto-para-pagamento-por-pix.html).
 * - DASN-SIMEI: Resolução CGSN 140/2018, art. 109: até 31 de maio do ano seguinte.
 * - Simples Nacional: the five annexes of LC 123/2006 (LC 155/2016) in full, the Fator R and the
 *   ME/EPP sizes, with their sources, in simples-nacional.ts.
 *
 * Re-checked 2026-11-26 (decision 035): salário mínimo R$ 1.621 by Decreto nº 12.797/2025 from
 * 1/1/2026; INSS of the DAS 5% = R$ 81,05, DAS R$ 82,05 / 86,05 / 87,05, MEI Caminhoneiro (12%)
 * R$ 195,52 to 200,52; the new values apply from the January reference month, paid in February
 * (https://contasemrevista.com.br/reajuste-do-minimo-eleva-valor-da-contribuicao-mensal-do-mei,
 * https://otrabalhador.com/ganhos-e-direitos/salario-minimo/agora-e-oficial-governo-publica-em-diario-oficiai-novo-valor-do-salario-minimo-2026).
 * One outlet reported R$ 1.627 (a budget projection, not the decree): not used. Limits R$ 81.000
 * and R$ 251.600 (https://www.portaltributario.com.br/tributario/mei-microempresa-epp-nanoempreendedor.htm).
 * An MEI's employee costs it 3% INSS patronal + 8% FGTS on the salary (Portal do Empreendedor FAQ
 * 8.4, http://www.portaldoempreendedor.gov.br/duvidas-frequentes/8-empregado-do-mei).
 * An administrator may date new values of the figures in `LegalFacts` (Sistema → Valores legais);
 * the constants here stay the defaults.
 */
import { formatBRL, formatReais } from "../business/money";

/** The year every figure below refers to. */
export const FACTS_YEAR = 2026;
/** When the figures were last checked against their sources (ISO date). */
export const FACTS_CHECKED_ON = "2026-11-23";

/** Salário mínimo nacional (Decreto nº 12.797/2025). */
export const MINIMUM_WAGE = 1621;

/** MEI annual gross-revenue cap (LC 123/2006, art. 18-A, § 1º). */
export const MEI_ANNUAL_LIMIT = 81_000;
/** Monthly average of the cap; also the proportional limit per month in the opening year (§ 2º). */
export const MEI_MONTHLY_LIMIT = MEI_ANNUAL_LIMIT / 12;
/** MEI Caminhoneiro (transportador autônomo de cargas) cap (LC 123/2006, art. 18-F). */
export const MEI_TRUCKER_ANNUAL_LIMIT = 251_600;
/** Overrun tolerated before the exclusion becomes retroactive (art. 18-A, § 7º, III). */
export const MEI_OVERRUN_TOLERANCE = 0.2;
/** Employees an MEI may have (art. 18-C). */
export const MEI_MAX_EMPLOYEES = 1;

/** INSS share of the DAS: 5% of the minimum wage (12% for the MEI Caminhoneiro). */
export const MEI_INSS_RATE = 0.05;
export const MEI_TRUCKER_INSS_RATE = 0.12;
/** Fixed ICMS and ISS parts of the DAS (art. 18-A, § 3º, V, b and c). */
export const MEI_ICMS = 1;
export const MEI_ISS = 5;

export type DasActivity = "comercio" | "servicos" | "comercioServicos";
/**
 * The DAS types of the official occupation table: the three above, plus occupations on which
 * neither ICMS nor ISS falls (renting goods without an operator), whose DAS is the INSS part only
 * (Resolução CGSN 140/2018, Anexo XI, columns ICMS/ISS).
 */
export type DasKind = DasActivity | "semIcmsIss";

/**
 * Nanoempreendedor: a pessoa física with gross revenue BELOW this share of the MEI limit, not
 * registered as MEI, is not an IBS/CBS taxpayer (LC 214/2025, art. 26, IV: "receita bruta inferior a
 * 50% (cinquenta por cento) do limite estabelecido para adesão ao regime do MEI"): R$ 40.500 with
 * the R$ 81.000 limit.
 */
export const NANO_LIMIT_SHARE = 0.5;

/**
 * The figures an administrator may replace from a date on (Sistema → Valores legais, decision 035).
 * The constants above are the defaults; `app/models/legal-facts.server.ts` resolves the dated
 * replacements and hands one of these to the pure modules, which take it as a parameter.
 */
export type LegalFacts = {
  minimumWage: number;
  meiAnnualLimit: number;
  meiTruckerAnnualLimit: number;
  meiInssRate: number;
  meiTruckerInssRate: number;
  meiIcms: number;
  meiIss: number;
  nanoLimitShare: number;
};

export const DEFAULT_LEGAL_FACTS: Readonly<LegalFacts> = Object.freeze({
  minimumWage: MINIMUM_WAGE,
  meiAnnualLimit: MEI_ANNUAL_LIMIT,
  meiTruckerAnnualLimit: MEI_TRUCKER_ANNUAL_LIMIT,
  meiInssRate: MEI_INSS_RATE,
  meiTruckerInssRate: MEI_TRUCKER_INSS_RATE,
  meiIcms: MEI_ICMS,
  meiIss: MEI_ISS,
  nanoLimitShare: NANO_LIMIT_SHARE,
});

const cents = (n: number) => Math.round(n * 100) / 100;

/** DAS amount for an activity type, derived from the rates above (or from `facts`). */
export function dasAmount(activity: DasKind, trucker = false, facts: LegalFacts = DEFAULT_LEGAL_FACTS): number {
  const inss = facts.minimumWage * (trucker ? facts.meiTruckerInssRate : facts.meiInssRate);
  const extra =
    activity === "comercio"
      ? facts.meiIcms
      : activity === "servicos"
        ? facts.meiIss
        : activity === "semIcmsIss"
          ? 0
          : facts.meiIcms + facts.meiIss;
  return cents(inss + extra);
}

/** 2026: R$ 82,05 / 86,05 / 87,05 (comércio/indústria, serviços, ambos). */
export const DAS = {
  comercio: dasAmount("comercio"),
  servicos: dasAmount("servicos"),
  comercioServicos: dasAmount("comercioServicos"),
} as const;

/** DAS of the MEI Caminhoneiro: 2026 R$ 195,52 (carga, ICMS) to R$ 200,52 (ICMS + ISS). */
export const DAS_TRUCKER = {
  comercio: dasAmount("comercio", true),
  servicos: dasAmount("servicos", true),
  comercioServicos: dasAmount("comercioServicos", true),
} as const;

/** The DAS is due on this day of the month after the one it refers to (art. 21, III). */
export const DAS_DUE_DAY = 20;
/** DASN-SIMEI (annual declaration) deadline: 31 May of the following year. */
export const DASN_DEADLINE = { day: 31, month: 5, text: "31 de maio" } as const;
/** Minimum late-filing fine of the DASN-SIMEI (LC 123/2006, art. 38-A, with the MEI's 90% reduction). */
export const DASN_MIN_FINE = 50;
/** DASN-SIMEI late fine: 2% a month (or fraction) on the taxes declared, at most 20%. */
export const DASN_LATE_FINE_PER_MONTH = 0.02;
export const DASN_LATE_FINE_CAP = 0.2;
/** Whether the DASN deadline moves to the next business day (it does not). */
export const DASN_MOVES_TO_BUSINESS_DAY = false;
/** DAS paid late: 0,33% a day, at most 20%, plus Selic interest (not known ahead: stated, not computed). */
export const DAS_LATE_FINE_PER_DAY = 0.0033;
export const DAS_LATE_FINE_CAP = 0.2;
/** Whether a DAS due date on a weekend or national holiday moves to the next business day (it does). */
export const DAS_MOVES_TO_BUSINESS_DAY = true;

/** The only addresses the product sends people to for the MEI's obligations (all gov.br). */
export const OFFICIAL_LINKS = {
  pgmei: "https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/pgmei.app/Identificacao",
  dasnSimei: "https://www8.receita.fazenda.gov.br/SimplesNacional/Aplicacoes/ATSPO/dasnsimei.app/Identificacao",
  portalEmpreendedor: "https://www.gov.br/empreendedor",
} as const;

/** Simples Nacional: all five annexes to R$ 4,8 mi, Fator R, company size (simples-nacional.ts). */
export {
  ANNEX_IV_EMPLOYER_INSS_RATE,
  COMPANY_SIZE_NAMES,
  FATOR_R_THRESHOLD,
  SIMPLES_BRACKETS,
  companySize,
  monthlyProLaboreForFatorR,
  simplesEffectiveRate,
  simplesRateFor,
  type SimplesAnnex,
} from "./simples-nacional";

const brl = (reais: number, decimals = false) => (decimals ? formatBRL(Math.round(reais * 100)) : formatReais(reais));

/** Ready-made pt-BR strings for copy that quotes the figures. */
export const FACTS_TEXT = {
  year: String(FACTS_YEAR),
  minimumWage: brl(MINIMUM_WAGE),
  meiAnnualLimit: brl(MEI_ANNUAL_LIMIT),
  meiMonthlyLimit: brl(MEI_MONTHLY_LIMIT),
  meiOverrunCeiling: brl(MEI_ANNUAL_LIMIT * (1 + MEI_OVERRUN_TOLERANCE)),
  meiTruckerAnnualLimit: brl(MEI_TRUCKER_ANNUAL_LIMIT),
  meiInss: brl(cents(MINIMUM_WAGE * MEI_INSS_RATE), true),
  dasComercio: brl(DAS.comercio, true),
  dasServicos: brl(DAS.servicos, true),
  dasComercioServicos: brl(DAS.comercioServicos, true),
  dasIcms: brl(MEI_ICMS),
  dasIss: brl(MEI_ISS),
  dasDueDay: String(DAS_DUE_DAY),
  dasnDeadline: DASN_DEADLINE.text,
  dasnMinFine: brl(DASN_MIN_FINE),
} as const;
