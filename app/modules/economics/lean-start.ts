/**
 * What a person needs to start, given what they already own (decision 031). Pure.
 *
 * - `withOwnedItems`: the idea's full model with every item the person owns at R$ 0 (and no rent
 *   when they own the premises); totals, payback and the plan follow from `computeEconomics`.
 * - `leanStart`: the "começo enxuto" of the idea's archetype (lean-archetypes.ts; the ideas that
 *   differ are in lean-ideas.ts) — the items bought first (the idea's own, one of each when the
 *   archetype says so, or the archetype's cheaper version), the documents that cannot wait, the
 *   first batch and the working capital for the first weeks, each with its stated rule — after
 *   what the person owns.
 */
import { assetWithArticle, classifyItem, type AssetKind } from "./assets";
import { LEAN_BY_ARCHETYPE, type Formalization, type LeanSpec } from "./lean-archetypes";
import { LEAN_BY_IDEA } from "./lean-ideas";
import { computeEconomics, dasLine, type EconomicsInput, type EconomicsResult } from "./model";
import { formatReais } from "~/modules/business/money";
import { MEI_ANNUAL_LIMIT, MEI_MONTHLY_LIMIT } from "~/modules/facts/legal-facts";

const WEEKS_PER_MONTH = 52 / 12;

export type StartGroup = "equipamento" | "documentos" | "primeiro-lote" | "capital-de-giro";
export type StartLine = {
  item: string;
  /** What it costs this person: 0 when they own it. */
  value: number;
  /** What it would cost to buy (the model's price), shown as the owner's contribution when owned. */
  price: number;
  kind: AssetKind | null;
  owned: boolean;
  group: StartGroup;
  /**
   * An owned item the model counts in units (300 laying hens, 30 hives): the person did not say how
   * many they have, so it carries no contribution value.
   */
  countUnknown?: boolean;
};
export type OwnedItem = { item: string; kind: AssetKind; value: number };

type IdeaLike = {
  id: string;
  mei: boolean;
  economics: EconomicsInput;
  /** An MEI occupation the full model outgrows (catalogue-schema.ts): the lean start may open the MEI. */
  meiWhenSmall?: { occupation: string; dasActivity: EconomicsInput["dasActivity"] };
};

const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");

const RENT = /^aluguel do ponto/i;
const PHONE_BILL = /^Celular e internet/;
/**
 * Energy and water are billed after the month of use (and a home cook's extra gas comes from the
 * cylinder already in use): they are paid with the first sales, not before them. A gas cylinder
 * bought for the business ("energia, gás e água") is paid when bought and stays.
 */
const BILLED_AFTER_USE = /^energia(?!,)(?! e gas)|a mais em casa/;
const COUNCIL = /^registro no conselho profissional/;

/** Items of the idea's full list that the person owns, at the price the model would pay. */
export function ownedItemsOf(input: EconomicsInput, owned: readonly AssetKind[]): OwnedItem[] {
  if (owned.length === 0) return [];
  const out: OwnedItem[] = [];
  for (const i of input.fixedInvestment) {
    const kind = classifyItem(i.item).kind;
    // Owned units the model counts (hens, hives) are the person's, in a number they did not say: no value.
    if (kind && owned.includes(kind)) out.push({ item: i.item, kind, value: i.qty > 1 ? 0 : i.unitPrice });
  }
  return out;
}

/** The full model with owned items at R$ 0 and, for a person with their own premises, no rent. */
export function withOwnedItems(input: EconomicsInput, owned: readonly AssetKind[]): EconomicsInput {
  if (owned.length === 0) return input;
  const ownsPremises = owned.includes("ponto-comercial");
  return {
    ...input,
    fixedInvestment: input.fixedInvestment.map((i) => {
      const kind = classifyItem(i.item).kind;
      return kind && owned.includes(kind) ? { ...i, unitPrice: 0 } : i;
    }),
    monthlyFixed: ownsPremises ? input.monthlyFixed.filter((m) => !RENT.test(m.item)) : input.monthlyFixed,
  };
}

const fullMemo = new WeakMap<EconomicsInput, Map<string, EconomicsResult>>();

/** The full structure's figures for this person (owned items at R$ 0). */
export function fullStructure(input: EconomicsInput, owned: readonly AssetKind[] = []): EconomicsResult {
  const key = [...owned].sort().join(",");
  let byOwned = fullMemo.get(input);
  if (!byOwned) {
    byOwned = new Map();
    fullMemo.set(input, byOwned);
  }
  let result = byOwned.get(key);
  if (!result) {
    result = computeEconomics(withOwnedItems(input, owned));
    byOwned.set(key, result);
  }
  return result;
}

/** Pre-operational lines that cannot wait: opening the business, licences, required courses and documents. */
const LEGAL = /abertura|curso|licen|document|registro|inscri|cadastr|vistoria|regulariz|anvisa|alvara|analise de solo|autoriza|conselho/;
const PUBLICITY = /divulgacao|portfolio|site|cartoes|banner|identidade visual|fotos dos produtos|inauguracao|placas/;
const OPENING = /^abertura/;
const ADS = /divulgacao|anuncios pagos/;
const MEI_FEES = /^abertura do mei(?!.*(?:document|curso|vistoria))/;
/**
 * The food handler's course (Anvisa RDC 216/2004, item 4.12.2) has free versions (city halls,
 * online courses); Curitiba's free course, for one, is accepted by its Vigilância Sanitária for the
 * licence (https://www.bemparana.com.br/noticia/prefeitura-amplia-vagas-para-curso-de-manipulacao-de-alimentos--).
 * The catalogue already states it for cakes to order; the line tells the person to confirm locally.
 */
const FOOD_COURSE = /^curso de boas praticas/;

export const FORMALIZATION_TEXT: Record<Exclude<Formalization, "mei-small">, string> = {
  mei: "Formalize-se desde o começo: o MEI é aberto de graça no Portal do Empreendedor.",
  me: "Esta atividade não pode ser MEI: para vender com nota, a empresa é aberta como microempresa (ME), com contador; o custo de abertura já está na conta.",
  later:
    "Para começar não é preciso abrir empresa: o cadastro é feito como pessoa física (como autônomo, no aplicativo, na plataforma de freelance ou como produtor rural). A empresa entra no passo para crescer.",
  full: "Esta atividade precisa das licenças desde o primeiro dia: a abertura e as licenças estão na conta.",
};

export type LeanStart = {
  /** Every line of the lean start, owned ones at R$ 0. */
  items: StartLine[];
  /** What the person needs in money: the lean start after what they own. */
  total: number;
  /** The lean start as if nothing were owned. */
  totalBeforeOwned: number;
  /** What the owned items would cost (the owner's contribution, optional in the plan). */
  ownedValue: number;
  /** Items of the full list that wait for the growth step ("para crescer"). */
  postponed: Array<{ item: string; value: number }>;
  monthlyFixed: Array<{ item: string; value: number }>;
  monthlyFixedTotal: number;
  batchRule: string | null;
  workingCapitalRule: string;
  formalization: Formalization;
  formalizationText: string;
  advice: string;
};

export function leanSpecOf(idea: Pick<IdeaLike, "id" | "economics">): LeanSpec {
  const base = LEAN_BY_ARCHETYPE[idea.economics.archetype];
  if (!base) throw new Error(`No lean start for archetype ${idea.economics.archetype}`);
  const own = LEAN_BY_IDEA[idea.id];
  // An idea's cheaper versions come first; the archetype's stay for the items the idea does not name.
  const swap = own?.swap && base.swap ? [...own.swap, ...base.swap] : (own?.swap ?? base.swap);
  return { ...base, ...own, swap };
}

/** An equipment line: R$ 0 when the person owns its kind, its price otherwise. */
function equipmentLine(item: string, price: number, kind: AssetKind | null, owned: readonly AssetKind[]): StartLine {
  const isOwned = kind !== null && owned.includes(kind);
  return { item, value: isOwned ? 0 : price, price, kind, owned: isOwned, group: "equipamento" };
}

/**
 * The archetype's way to formalise, never the MEI for an activity that has no MEI occupation; an
 * activity whose full model outgrows the MEI starts as one while it is small ("mei-small").
 */
function formalizationOf(spec: LeanSpec, idea: Pick<IdeaLike, "mei" | "meiWhenSmall">): Formalization {
  // An activity that needs its licences from day one still opens as an MEI while small when it is an
  // MEI occupation: the MEI gets the same licences, without fees (LC 123/2006, art. 4º, § 3º).
  if (spec.formalization === "full" && !idea.mei && idea.meiWhenSmall) return "mei-small";
  if (spec.formalization !== "mei" || idea.mei) return spec.formalization;
  return idea.meiWhenSmall ? "mei-small" : "me";
}

/** scripts/catalogue/economics.py adds the ME's opening (Junta, accountant, fees) to the MEI's line. */
const ME_OPENING_COST = 1500;
const ME_OPENING = /^Abertura da empresa \(Junta Comercial(?: ou cartório)?, contador, taxas\)/;

const LICENCES_FIRST =
  " As licenças da atividade (alvará, Vigilância Sanitária ou o cadastro que ela exige) vêm antes da primeira venda, sem taxa para o MEI (LC 123/2006, art. 4º, § 3º).";

function meiWhileSmallText(occupation: string): string {
  return (
    `Comece como MEI, na ocupação "${occupation}": a abertura é gratuita no Portal do Empreendedor. ` +
    `O modelo completo deste negócio fatura mais do que o limite do MEI (${formatReais(MEI_ANNUAL_LIMIT)} por ano, ` +
    `em média ${formatReais(MEI_MONTHLY_LIMIT)} por mês): quando as vendas chegarem perto disso, passe para microempresa (ME) com um contador.`
  );
}

const leanMemo = new WeakMap<EconomicsInput, Map<string, LeanStart>>();

export function leanStart(idea: IdeaLike, owned: readonly AssetKind[] = []): LeanStart {
  const key = [...owned].sort().join(",");
  let byOwned = leanMemo.get(idea.economics);
  if (!byOwned) {
    byOwned = new Map();
    leanMemo.set(idea.economics, byOwned);
  }
  let result = byOwned.get(key);
  if (!result) {
    result = computeLean(idea, owned);
    byOwned.set(key, result);
  }
  return result;
}

function computeLean(idea: IdeaLike, owned: readonly AssetKind[]): LeanStart {
  const input = idea.economics;
  const spec = leanSpecOf(idea);
  const formalization = formalizationOf(spec, idea);
  const items: StartLine[] = [];
  const postponed: LeanStart["postponed"] = [];
  for (const i of input.fixedInvestment) {
    const name = fold(i.item);
    const full = i.qty * i.unitPrice;
    // What the growth step buys but the person already has is used from the first day, at R$ 0.
    const ownedLater = classifyItem(i.item).kind;
    if (spec.postpone?.test(name) && !(ownedLater && owned.includes(ownedLater))) {
      postponed.push({ item: i.item, value: full });
      continue;
    }
    const first = spec.firstUnits?.find((o) => o.from.test(name));
    const firstQty = first ? Math.min(first.units ?? 1, i.qty) : null;
    // A single first unit comes with something the person owns (a camera is sold with a lens).
    const comesWith = firstQty === 1 && first?.ownedWith && owned.includes(first.ownedWith) ? first.ownedWith : null;
    // It then counts as owned with that thing (a hen keeper's spade), whatever its own kind.
    const kind = comesWith ?? classifyItem(i.item).kind;
    const isOwned = kind !== null && owned.includes(kind);
    const swap = spec.swap?.find((s) => s.from.test(name));
    if (swap && !isOwned) {
      items.push(equipmentLine(swap.item, swap.value, swap.kind ?? null, owned));
      postponed.push({ item: i.item, value: full });
      continue;
    }
    const qty = firstQty ?? (spec.oneOfEach ? 1 : i.qty);
    const price = qty * i.unitPrice;
    const rest = i.qty - qty;
    if (rest > 0)
      postponed.push({ item: `${i.item} (${rest === 1 ? "a outra unidade" : `as outras ${rest} unidades`})`, value: rest * i.unitPrice });
    // Owned units are the person's own, however many: the model's count is not theirs.
    if (qty > 1 && kind !== null && owned.includes(kind)) {
      items.push({ ...equipmentLine(`${i.item} (as que você já tem)`, price, kind, owned), countUnknown: true });
      continue;
    }
    const label = qty > 1 ? `${i.item} (${qty} unidades)` : qty < i.qty ? `${i.item} (1 unidade)` : i.item;
    items.push(equipmentLine(label, price, kind, owned));
  }
  for (const e of spec.extra ?? []) items.push(equipmentLine(e.item, e.value, e.kind ?? null, owned));

  for (const p of input.preOperational) {
    const name = fold(p.item);
    const legal = LEGAL.test(name);
    if (!legal && PUBLICITY.test(name)) continue;
    if (spec.formalization === "later" && OPENING.test(name)) continue;
    // While small, the MEI's free opening takes the place of the company's.
    const opening = formalization === "mei-small" && ME_OPENING.test(p.item);
    const item = opening ? p.item.replace(ME_OPENING, "Abertura do MEI (gratuita)") : p.item;
    const cost = opening ? Math.max(0, p.value - ME_OPENING_COST) : p.value;
    const itemName = fold(item);
    if (spec.skipPreop?.test(name)) continue;
    // A professional who says she holds her council registration (CRN, CREF…) has paid it.
    const done = COUNCIL.test(name) ? "registro-no-conselho" : spec.preopOwnedWith?.from.test(name) ? spec.preopOwnedWith.kind : null;
    if (done && owned.includes(done)) {
      items.push({ item, value: 0, price: cost, kind: done, owned: true, group: "documentos" });
      continue;
    }
    if (spec.postponePreop?.test(name)) {
      postponed.push({ item: p.item, value: p.value });
      continue;
    }
    // LC 123/2006, art. 4º, § 3º: the MEI pays no fee to open, register, or get the alvará and licences.
    // A document that costs nothing on this path says why.
    const free =
      MEI_FEES.test(itemName) && (idea.mei || formalization === "mei-small")
        ? "sem custo para o MEI (LC 123/2006, art. 4º, § 3º)"
        : FOOD_COURSE.test(name) && cost > 0
          ? "há versões gratuitas (prefeituras, cursos online); confirme na Vigilância Sanitária da sua cidade"
          : null;
    const value = free ? 0 : cost;
    items.push({ item: free ? `${item} — ${free}` : item, value, price: value, kind: null, owned: false, group: "documentos" });
  }

  const pess = input.revenue.scenarios.pessimista;
  const shareBatch = Math.round(input.initialStock * spec.batch);
  // A maker who produces as she sells buys the materials of the first month's sales, not a stock.
  const firstMonthUnits = Math.ceil(pess.volume * (pess.ramp[0] ?? 1));
  const firstMonthBatch = Math.round(firstMonthUnits * input.revenue.materialCost);
  const byFirstMonth = spec.batchByFirstMonth === true && firstMonthBatch > 0 && firstMonthBatch < shareBatch;
  const batch = byFirstMonth ? firstMonthBatch : shareBatch;
  let batchRule: string | null = null;
  if (batch > 0) {
    const units = `${firstMonthUnits} ${firstMonthUnits === 1 ? input.revenue.unit : input.revenue.unitPlural}`;
    batchRule = byFirstMonth
      ? `Primeiro lote: os materiais das vendas do primeiro mês no cenário pessimista (${units}); o resto é comprado com o dinheiro delas.`
      : `Primeiro lote: ${Math.round(spec.batch * 100)}% do estoque inicial do modelo, o bastante para as primeiras vendas; o resto é comprado com o dinheiro delas.`;
    const ownsBatch = spec.batchOwnedWith !== undefined && owned.includes(spec.batchOwnedWith);
    items.push({
      item: "Primeiro lote de insumos e embalagens",
      value: ownsBatch ? 0 : batch,
      price: batch,
      kind: spec.batchOwnedWith ?? null,
      owned: ownsBatch,
      group: "primeiro-lote",
    });
  }

  const ownsPremises = owned.includes("ponto-comercial");
  const monthlyFixed = input.monthlyFixed.filter(
    (m) =>
      !ADS.test(fold(m.item)) &&
      !spec.skipMonthly?.test(fold(m.item)) &&
      !((spec.formalization === "later" || formalization === "mei-small") && m.item === "Contador") &&
      !(ownsPremises && RENT.test(m.item)),
  );
  const das =
    spec.formalization === "later"
      ? null
      : formalization === "mei-small" && idea.meiWhenSmall
        ? dasLine({ regime: "MEI", dasActivity: idea.meiWhenSmall.dasActivity })
        : dasLine(input);
  if (das) monthlyFixed.push(das);
  const monthlyFixedTotal = Math.round(monthlyFixed.reduce((sum, m) => sum + m.value, 0) * 100) / 100;
  // The first month's DAS is due on the 20th of the next month, paid with the first sales. The phone
  // and internet bill is one the person already pays: a cost of the business in the monthly
  // figures, not new money needed to start.
  const phoneBill = monthlyFixed.some((m) => PHONE_BILL.test(m.item));
  const billedAfter = monthlyFixed.some((m) => BILLED_AFTER_USE.test(fold(m.item)));
  const dueInFirstWeeks = monthlyFixed.filter((m) => m !== das && !PHONE_BILL.test(m.item) && !BILLED_AFTER_USE.test(fold(m.item)));
  const fixedPart = Math.round((spec.weeks / WEEKS_PER_MONTH) * dueInFirstWeeks.reduce((sum, m) => sum + m.value, 0));
  const firstWeekVariable =
    input.initialStock === 0 && input.revenue.materialCost > 0
      ? Math.round((input.revenue.materialCost * pess.volume * (pess.ramp[0] ?? 1)) / WEEKS_PER_MONTH)
      : 0;
  const weeks = `${spec.weeks} ${spec.weeks === 1 ? "semana" : "semanas"}`;
  const fixedList = dueInFirstWeeks.map((m) => m.item.toLowerCase()).join(", ");
  const variable = `os custos variáveis da primeira semana de vendas (${input.revenue.unitPlural})`;
  const workingCapitalRule =
    "Capital de giro do começo: " +
    (fixedList
      ? `${weeks} dos custos fixos do começo (${fixedList})` + (firstWeekVariable > 0 ? ` e ${variable}.` : ".")
      : firstWeekVariable > 0
        ? `${variable}.`
        : "nenhum custo fixo novo vence antes das primeiras vendas.") +
    (phoneBill ? " A conta de celular e internet, que você já paga, entra nos custos do mês, não no dinheiro para começar." : "") +
    (billedAfter ? " A conta de energia (e de água) chega depois do mês de uso e é paga com as primeiras vendas." : "") +
    (das ? " O DAS do primeiro mês vence no dia 20 do mês seguinte e é pago com as primeiras vendas." : "") +
    " A divulgação começa pelos canais gratuitos (WhatsApp, Instagram, indicações).";
  // A start with no new cost before its first sales shows no working-capital line (the rule says why).
  if (fixedPart + firstWeekVariable > 0)
    items.push({
      item: spec.weeks === 1 ? "Capital de giro para a primeira semana" : `Capital de giro para as primeiras ${weeks}`,
      value: fixedPart + firstWeekVariable,
      price: fixedPart + firstWeekVariable,
      kind: null,
      owned: false,
      group: "capital-de-giro",
    });

  const total = items.reduce((sum, l) => sum + l.value, 0);
  const totalBeforeOwned = items.reduce((sum, l) => sum + l.price, 0);
  return {
    items,
    total,
    totalBeforeOwned,
    ownedValue: totalBeforeOwned - total - items.reduce((sum, l) => sum + (l.countUnknown ? l.price : 0), 0),
    postponed,
    monthlyFixed,
    monthlyFixedTotal,
    batchRule,
    workingCapitalRule,
    formalization,
    formalizationText:
      formalization === "mei-small"
        ? meiWhileSmallText(idea.meiWhenSmall?.occupation ?? "") + (spec.formalization === "full" ? LICENCES_FIRST : "")
        : FORMALIZATION_TEXT[formalization],
    advice: spec.advice,
  };
}

/** "você já tem a moto" for the owned lines of a start, most valuable first. */
export function ownedPhrase(lines: readonly StartLine[]): string | null {
  const owned = lines.filter((l) => l.owned && l.kind).sort((a, b) => b.price - a.price);
  const kinds = [...new Set(owned.map((l) => l.kind!))];
  if (kinds.length === 0) return null;
  const names = kinds.map(assetWithArticle);
  const list = names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} e ${names.at(-1)}`;
  return `você já tem ${list}`;
}
