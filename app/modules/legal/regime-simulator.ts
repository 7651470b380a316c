/**
 * MEI, nanoempreendedor or ME (Simples Nacional)? A pure comparison from the expected yearly
 * revenue, the activity and whether there will be an employee. Every figure carries its basis.
 *
 * Sources (checked 2026-11-26):
 * - Nanoempreendedor: LC 214/2025, art. 26, IV: "não são contribuintes do IBS e da CBS (…) o
 *   nanoempreendedor, assim entendido a pessoa física que tenha auferido receita bruta inferior a
 *   50% do limite estabelecido para adesão ao regime do MEI (…) e não tenha aderido a esse regime"
 *   (text quoted at https://pizziandrade.com.br/novo/index.php/2025/02/24/o-nanoempreendedor-no-contexto-do-artigo-26-da-lc-214-2025/).
 *   "Inferior" → strictly below R$ 40.500 with today's R$ 81.000 limit. Works as a pessoa física
 *   (no CNPJ) and pays INSS as contribuinte individual: here the plano simplificado, 11 % of the
 *   minimum wage (Lei 8.212/1991, art. 21, § 2º, I) — an assumption stated as such on the page.
 *   Re-checked 2026-11-26: "receita bruta anual inferior a R$ 40,5 mil — 50% do limite do MEI"
 *   (https://correiodealagoas.com/nova-categoria-tributaria-beneficia-pequenos-autonomos,
 *   https://www.portaltributario.com.br/tributario/mei-microempresa-epp-nanoempreendedor.htm). The
 *   share is an editable dated fact (NANO_LIMIT_SHARE), so a raised MEI limit moves it too.
 *   The 11 % here is the nano's OWN INSS as contribuinte individual, not an employer's charge.
 * - MEI: limit, DAS and the 1-employee rule from the dated facts module (LC 123/2006, art. 18-A
 *   and 18-C). MEI limit bills: PLP 108/2021 (Senate bill raising the limit; pending in the
 *   Câmara, https://www.agenciarondonia.com/2025/12/projeto-que-atualiza-limites-do-mei.html); the
 *   page says the figures are dated and an administrator can date a new limit (decision 035).
 * - MEI with an employee: 3 % INSS patronal + 8 % FGTS on the salary (11 % on top of it); the 8 %
 *   INSS of the employee is withheld from the salary (LC 123/2006, art. 18-C, § 1º; Portal do
 *   Empreendedor FAQ 8.4, http://www.portaldoempreendedor.gov.br/duvidas-frequentes/8-empregado-do-mei).
 * - ME/EPP: Simples Nacional annexes and Fator R in ../facts/simples-nacional.ts.
 */
import { formatReaisWithCents as brl } from "../business/money";
import { dasAmount, DEFAULT_LEGAL_FACTS, MEI_MAX_EMPLOYEES, MEI_OVERRUN_TOLERANCE, type LegalFacts } from "../facts/legal-facts";
import { annexWithFatorR, companySize, SIMPLES_CEILING, simplesEffectiveRate, type SimplesAnnex } from "../facts/simples-nacional";

export type SimActivity = "comercio" | "servicos" | "comercioServicos";

export type SimInput = {
  /** Expected gross revenue in a year, in reais. */
  annualRevenue: number;
  activity: SimActivity;
  /** Simples annex of the activity (I comércio, II indústria, III/IV/V serviços). */
  annex: SimplesAnnex;
  /** Yearly payroll with pró-labore and charges, for the Fator R of Anexo V. */
  annualPayroll?: number;
  hasEmployee: boolean;
  /** Whether the occupation is on the MEI list (the person says so; default yes). */
  occupationAllowedForMei?: boolean;
  /** Monthly accountant fee for an ME: an editable assumption, not a legal figure. */
  accountantMonthly?: number;
};

/** The figures a simulation depends on; the defaults come from the facts module. */
export type SimFacts = { meiAnnualLimit: number; minimumWage: number; nanoLimitShare: number; das: Record<SimActivity, number> };

/** The simulation's figures from the legal facts in force (defaults, or Sistema's dated values). */
export function simFactsFrom(facts: LegalFacts): SimFacts {
  return {
    meiAnnualLimit: facts.meiAnnualLimit,
    minimumWage: facts.minimumWage,
    nanoLimitShare: facts.nanoLimitShare,
    das: {
      comercio: dasAmount("comercio", false, facts),
      servicos: dasAmount("servicos", false, facts),
      comercioServicos: dasAmount("comercioServicos", false, facts),
    },
  };
}

export const DEFAULT_SIM_FACTS: SimFacts = simFactsFrom(DEFAULT_LEGAL_FACTS);
/** What an MEI pays on top of its employee's salary: 3 % INSS patronal + 8 % FGTS (art. 18-C, § 1º). */
const MEI_EMPLOYER_INSS_RATE = 0.03;
const FGTS_RATE = 0.08;
/** Assumed accountant fee for an ME (editable on the page). */
export const DEFAULT_ACCOUNTANT_MONTHLY = 300;
/** INSS of the contribuinte individual, plano simplificado (Lei 8.212/1991, art. 21, § 2º, I). */
export const CI_SIMPLIFIED_RATE = 0.11;

export type RegimeResult = {
  regime: "nano" | "mei" | "me";
  title: string;
  applies: boolean;
  /** Why it does not apply (empty when it does). */
  reasons: string[];
  monthly: number;
  yearly: number;
  mayDo: string[];
  basis: string[];
};

const r2 = (n: number) => Math.round(n * 100) / 100;

export function simulateNano(input: SimInput, facts: SimFacts = DEFAULT_SIM_FACTS): RegimeResult {
  const limit = facts.meiAnnualLimit * facts.nanoLimitShare;
  const monthly = r2(facts.minimumWage * CI_SIMPLIFIED_RATE);
  const reasons: string[] = [];
  const share = `${(facts.nanoLimitShare * 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;
  if (input.annualRevenue >= limit) reasons.push(`A receita precisa ser inferior a ${brl(limit)} por ano (${share} do limite do MEI).`);
  return {
    regime: "nano",
    title: "Nanoempreendedor",
    applies: reasons.length === 0,
    reasons,
    monthly,
    yearly: r2(monthly * 12),
    mayDo: [
      `Vender como pessoa física (CPF), sem abrir CNPJ, com receita inferior a ${brl(limit)} por ano.`,
      "Não paga IBS nem CBS (os novos tributos sobre consumo).",
      "Não emite nota como empresa; quem precisa de nota de CNPJ pode preferir o MEI.",
    ],
    basis: [
      `LC 214/2025, art. 26, IV: pessoa física com receita bruta inferior a ${share} do limite do MEI que não aderiu ao MEI não é contribuinte do IBS/CBS.`,
      `INSS como contribuinte individual, plano simplificado: 11% do salário mínimo (${brl(facts.minimumWage)}) = ${brl(monthly)} por mês (Lei 8.212/1991, art. 21, § 2º, I). É uma suposição: o plano normal é 20% sobre o que você declarar.`,
    ],
  };
}

export function simulateMei(input: SimInput, facts: SimFacts = DEFAULT_SIM_FACTS): RegimeResult {
  const monthly = facts.das[input.activity];
  const reasons: string[] = [];
  if (input.annualRevenue > facts.meiAnnualLimit) {
    const over = input.annualRevenue <= facts.meiAnnualLimit * (1 + MEI_OVERRUN_TOLERANCE);
    reasons.push(
      over
        ? `Acima de ${brl(facts.meiAnnualLimit)} por ano não cabe no MEI: até 20% a mais, paga DAS complementar sobre o excesso e vira ME no ano seguinte.`
        : `Mais de 20% acima de ${brl(facts.meiAnnualLimit)}: o desenquadramento volta a 1º de janeiro do ano do excesso.`,
    );
  }
  if (input.occupationAllowedForMei === false) reasons.push("A atividade não está na lista de ocupações permitidas ao MEI.");
  return {
    regime: "mei",
    title: "MEI",
    applies: reasons.length === 0,
    reasons,
    monthly,
    yearly: r2(monthly * 12),
    mayDo: [
      `Faturar até ${brl(facts.meiAnnualLimit)} por ano (proporcional no ano de abertura).`,
      `Ter até ${MEI_MAX_EMPLOYEES} empregado, com salário mínimo ou o piso da categoria.`,
      "Ter CNPJ e emitir nota fiscal para empresas; INSS incluído no DAS.",
    ],
    basis: [
      `DAS fixo de ${brl(monthly)} por mês: 5% do salário mínimo + ICMS/ISS conforme a atividade (LC 123/2006, art. 18-A, § 3º, V).`,
      `Limite de ${brl(facts.meiAnnualLimit)} (LC 123/2006, art. 18-A, § 1º). Há projetos no Congresso para aumentá-lo (por exemplo, o PLP 108/2021); os valores aqui são datados.`,
      "Um empregado no máximo (LC 123/2006, art. 18-C).",
      ...(input.hasEmployee
        ? [
            `Com o empregado: além do salário, ${MEI_EMPLOYER_INSS_RATE * 100}% de INSS patronal e ${FGTS_RATE * 100}% de FGTS sobre ele (${brl(r2(facts.minimumWage * (MEI_EMPLOYER_INSS_RATE + FGTS_RATE)))} por mês com um salário mínimo), fora desta conta (LC 123/2006, art. 18-C, § 1º).`,
          ]
        : []),
    ],
  };
}

export function simulateMe(input: SimInput, facts: SimFacts = DEFAULT_SIM_FACTS): RegimeResult {
  void facts;
  const revenue = Math.max(0, input.annualRevenue);
  const annex = annexWithFatorR(input.annex, input.annualPayroll ?? 0, revenue);
  const rate = simplesEffectiveRate(annex, revenue);
  const das = r2((revenue * rate) / 12);
  const accountant = input.accountantMonthly ?? DEFAULT_ACCOUNTANT_MONTHLY;
  const monthly = r2(das + accountant);
  const reasons: string[] = [];
  if (revenue > SIMPLES_CEILING) reasons.push(`Acima de ${brl(SIMPLES_CEILING)} por ano a empresa sai do Simples Nacional.`);
  const fatorLine =
    input.annex === "V"
      ? annex === "III"
        ? "Fator R de 28% ou mais: a atividade do Anexo V é tributada pelo Anexo III (LC 123/2006, art. 18, § 5º-J)."
        : "Fator R abaixo de 28%: a atividade fica no Anexo V (LC 123/2006, art. 18, § 5º-J)."
      : null;
  return {
    regime: "me",
    title: companySize(revenue) === "EPP" ? "EPP (Simples Nacional)" : "ME (Simples Nacional)",
    applies: reasons.length === 0,
    reasons,
    monthly,
    yearly: r2(monthly * 12),
    mayDo: ["Faturar até R$ 360.000 como ME (até R$ 4,8 milhões como EPP).", "Contratar quantos empregados precisar.", "Ter sócios."],
    basis: [
      `Simples Nacional, Anexo ${annex}: alíquota efetiva de ${(rate * 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}% = ${brl(das)} por mês (LC 123/2006, art. 18, § 1º-A).`,
      ...(fatorLine ? [fatorLine] : []),
      `Contador: ${brl(accountant)} por mês — suposição, troque pelo valor que lhe cobrarem.`,
      ...(input.hasEmployee ? ["Com empregado há ainda salário, FGTS e encargos, fora desta conta."] : []),
    ],
  };
}

export function simulateRegimes(input: SimInput, facts: SimFacts = DEFAULT_SIM_FACTS): RegimeResult[] {
  return [simulateNano(input, facts), simulateMei(input, facts), simulateMe(input, facts)];
}
