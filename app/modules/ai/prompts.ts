import { formatReais } from "~/modules/business/money";
import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { levelLabel } from "~/modules/discovery/levels";
import { ASSET_KIND_NAMES, itemAssetKind } from "~/modules/economics/assets";
import { leanStart } from "~/modules/economics/lean-start";
import { economicsOf, verdictText } from "~/modules/economics/summary";
import { understand, type Understanding } from "~/modules/language/query-understanding";
import type { AnalysisRequest, ChatRequest, StrategyContext, CaptionRequest } from "./types";

/** What the offline reader understood, so Gemini starts from the same facts (decision 031). */
export function understoodLines(u: Understanding): string[] {
  const owned = u.possessions.map((k) => ASSET_KIND_NAMES[k].name);
  return [
    `Orçamento: ${u.budget === null ? "não disse" : u.budget === 0 ? "sem dinheiro para investir" : formatReais(u.budget)}`,
    `Já tem: ${owned.length > 0 ? owned.join(", ") : "nada citado"}${u.paidOff ? " (quitado)" : ""}`,
    `Não tem: ${u.lacksPossessions.map((k) => ASSET_KIND_NAMES[k].name).join(", ") || "nada citado"}`,
    `Sabe fazer / experiência: ${u.skills.map((s) => (s.years ? `${s.what} (${s.years} anos)` : s.what)).join("; ") || "não disse"}`,
    `Habilitações e registros: ${[...u.licences, ...u.credentials].join(", ") || "nenhum citado"}`,
    `Restrições: ${[...u.constraints, ...u.time, ...u.places].join(", ") || "nenhuma citada"}`,
  ];
}

export function suggestionsPrompt(interests: string, catalogue: readonly CatalogueIdea[]) {
  const u = understand(interests);
  const lines = catalogue.map((idea) => {
    const ownable = idea.economics.fixedInvestment.filter((i) => itemAssetKind(i.item) !== null).map((i) => i.item);
    return `${idea.id} | ${idea.title} | ${idea.category} | nível ${idea.level} | começo enxuto ${formatReais(leanStart(idea, u.possessions).total)} (completo ${idea.investment}) | ${idea.keywords.slice(0, 6).join(", ")}${ownable.length > 0 ? ` | itens que a pessoa pode já ter: ${ownable.join("; ")}` : ""}`;
  });
  return [
    "Você é um consultor de pequenos negócios no Brasil.",
    "Uma pessoa descreveu em suas palavras o que gosta e sabe fazer. Escolha de 3 a 6 ideias do CATÁLOGO abaixo que combinem com ela.",
    "Use SOMENTE ids que existem no catálogo. Respeite orçamento, recursos (carro, moto, espaço) e restrições que a pessoa mencionar.",
    "Compare o orçamento com o começo enxuto (já descontado o que a pessoa tem), não com o investimento completo. Prefira ideias que usem o que ela já tem.",
    "Para cada ideia escreva matchReason: 1 a 2 frases em português do Brasil, falando diretamente com a pessoa, citando o que ela contou.",
    "Para cada ideia preencha ownedItems com os itens da coluna 'itens que a pessoa pode já ter' que ela disse ter, escritos exatamente como no catálogo (lista vazia se nenhum).",
    "",
    `DESCRIÇÃO DA PESSOA: """${interests}"""`,
    "",
    "O QUE ENTENDEMOS DA DESCRIÇÃO:",
    ...understoodLines(u).map((line) => `- ${line}`),
    "",
    "CATÁLOGO (id | título | categoria | nível | começo enxuto para esta pessoa (investimento completo) | palavras-chave | itens que a pessoa pode já ter):",
    ...lines,
  ].join("\n");
}

/** The idea's economic model in words, so the text agrees with the tables we add from it. */
export function modelFacts(idea: CatalogueIdea) {
  const model = idea.economics;
  const r = economicsOf(model);
  const rev = model.revenue;
  const scenario = (id: "pessimista" | "provavel" | "otimista") => {
    const s = r.scenarios[id];
    return `${s.label}: ${s.unitsPerMonth} ${rev.unitPlural}/mês a ${formatReais(s.price)}, faturamento ${formatReais(s.monthlyRevenue)}/mês, lucro estimado ${formatReais(s.monthlyProfit)}/mês`;
  };
  return [
    `Regime: ${idea.mei ? model.regime : `${idea.companySize ?? "ME"} no Simples Nacional (Anexo ${model.simplesAnnex})`}${idea.mei ? ` (ocupação "${idea.meiOccupation}")` : ` (${idea.regimeNote})`}`,
    `Investimento total: ${formatReais(r.totalInvestment)}; itens: ${model.fixedInvestment.map((i) => `${i.qty}× ${i.item}`).join(", ")}; capital de giro ${formatReais(r.workingCapital)}`,
    `Custos fixos mensais: ${formatReais(r.monthlyFixedTotal)} (${r.monthlyFixedItems.map((i) => i.item).join(", ")})`,
    `Unidade de venda: ${rev.unit}, preço de ${formatReais(rev.priceMin)} a ${formatReais(rev.priceMax)}; ponto de equilíbrio ${r.scenarios.provavel.breakEvenUnits ?? "-"} ${rev.unitPlural}/mês`,
    ...(["pessimista", "provavel", "otimista"] as const).map(scenario),
    // The one verdict (decision 037): lucro after pró-labore and depreciation, prazo de retorno, thresholds.
    verdictText(r),
  ].join("\n");
}

export function ideaFacts(idea: CatalogueIdea) {
  return [
    `Negócio: ${idea.title} (categoria ${idea.category}, ${levelLabel(idea.level)})`,
    `Descrição: ${idea.description}`,
    `Tempo para começar: ${idea.timeToStart}; dificuldade: ${idea.difficulty}`,
    `CNAE: ${idea.cnae}`,
    `Licenças e requisitos: ${idea.requirements.join("; ")}`,
    "MODELO ECONÔMICO (2026):",
    modelFacts(idea),
  ].join("\n");
}

export function analysisPrompt({ idea, userInput, person }: AnalysisRequest) {
  return [
    "Você é um consultor de pequenos negócios no Brasil. Escreva, em português do Brasil, as partes PESSOAIS de uma análise prática, honesta e concreta para uma pessoa que está começando este negócio.",
    "Responda em JSON com: overview (2 a 4 frases: o negócio e por que combina ou não com o que a pessoa contou), market (2 a 3 frases sobre o público e o mercado deste negócio), operation, marketing e risks (listas de 3 a 6 frases curtas, específicas deste negócio e desta pessoa) e firstMonth (exatamente 4 itens, um por semana, com 2 ou 3 ações).",
    "REGRAS: não escreva valores em reais nem outros números de dinheiro: a tabela de investimento, custos, preços e cenários é montada a partir do MODELO abaixo e entra na análise junto com o seu texto. Não contradiga o modelo nem o regime (MEI, ME ou EPP). Para impostos e questões legais específicas, recomende um contador.",
    "",
    "FATOS DO CATÁLOGO:",
    ideaFacts(idea),
    "",
    `O QUE A PESSOA CONTOU: """${userInput}"""`,
    person?.firstName ? `Nome: ${person.firstName}` : "",
    person?.hasBusinessExperience === false ? "É a primeira experiência dela como empreendedora." : "",
    person?.hasCnpj === true ? "Ela já tem CNPJ." : "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}

export function insightsPrompt(strategy: StrategyContext) {
  return [
    "Você é um consultor de pequenos negócios no Brasil. Gere de 3 a 5 insights práticos (título curto e conteúdo de 2 a 3 frases) para a estratégia abaixo, considerando os passos da jornada já concluídos. Responda em português do Brasil, em JSON.",
    `Negócio: ${strategy.businessName} (${strategy.businessCategory}, nível ${strategy.businessLevel})`,
    `Passos concluídos: ${strategy.completedSteps.join(", ") || "nenhum"}`,
    `Análise salva (resumo): ${strategy.analysisContent.slice(0, 3000)}`,
  ].join("\n");
}

const reais = (cents: number) => formatReais(cents / 100);

/** The person's own plan figures, so "quanto preciso vender por mês?" gets their break-even. */
function planLine(plan: NonNullable<ChatRequest["plan"]>) {
  return [
    "Plano de negócio da pessoa (cenário provável, mês normal; use estes números, não invente outros):",
    `faturamento ${reais(plan.monthlyRevenueCents)}, custos fixos ${reais(plan.fixedCostsCents)}, resultado ${reais(plan.resultCents)}, investimento total ${reais(plan.investmentCents)},`,
    plan.breakEvenCents !== null
      ? `ponto de equilíbrio ${reais(plan.breakEvenCents)} por mês${plan.breakEvenUnits !== null ? ` (${plan.breakEvenUnits} ${plan.unitPlural})` : ""}.`
      : "sem ponto de equilíbrio (margem de contribuição zero ou negativa).",
    `${plan.verdict} O plano fica em /estrategias/${plan.strategyId}/plano.`,
  ].join(" ");
}

export function captionsPrompt(request: CaptionRequest) {
  const products = request.products.map((p) => `${p.name} (${p.price})`).join("; ");
  return [
    "Você escreve posts de Instagram e de status do WhatsApp para um pequeno negócio brasileiro, na primeira pessoa, como o próprio dono falaria com os clientes do bairro: simples, caloroso, concreto, sem exageros nem promessas que o negócio não possa cumprir.",
    "Para cada dia abaixo, reescreva a legenda (até 600 caracteres) mantendo o tema do dia, os produtos e os preços citados exatamente como estão, e proponha de 3 a 8 hashtags (uma palavra cada, sem espaços). Não invente preços, prazos, descontos nem produtos. Termine com um convite para pedir pelo WhatsApp quando fizer sentido.",
    "Responda em português do Brasil, em JSON: uma lista com { date, caption, hashtags } para cada dia, com as mesmas datas.",
    `Negócio: ${request.businessName}${request.ideaTitle ? ` (${request.ideaTitle})` : ""}`,
    `Produtos: ${products || "nenhum cadastrado"}`,
    "Dias:",
    ...request.days.map((d) => `- ${d.date} | ${d.theme} | rascunho: ${d.caption}`),
  ].join("\n");
}

export function chatSystemPrompt(request: ChatRequest) {
  const person = request.person;
  return [
    "Você é o consultor virtual de uma plataforma brasileira para quem quer abrir ou fazer crescer um pequeno negócio (muitos são futuros MEIs).",
    "Responda sempre em português do Brasil, em passos curtos e práticos (no máximo uns 8 itens), com linguagem simples.",
    "Para impostos, contabilidade e questões legais específicas, oriente a pessoa a confirmar com um contador; não invente valores de tributos.",
    person?.name || person?.firstName ? `Pessoa: ${person.name ?? person.firstName}.` : "",
    person?.hasCnpj !== undefined ? `Já tem CNPJ: ${person.hasCnpj ? "sim" : "não"}.` : "",
    person?.hasBusinessExperience !== undefined ? `Já empreendeu antes: ${person.hasBusinessExperience ? "sim" : "não"}.` : "",
    request.strategy
      ? `Estratégia ativa: ${request.strategy.businessName} (${request.strategy.businessCategory}, nível ${request.strategy.businessLevel}). Passos concluídos: ${request.strategy.completedSteps.join(", ") || "nenhum"}.`
      : "A pessoa ainda não tem estratégia ativa; sugira usar 'Meu Negócio' para descobrir uma.",
    request.plan ? planLine(request.plan) : "",
    request.progressPercent !== undefined ? `Progresso na jornada: ${request.progressPercent}%.` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export const TRANSCRIBE_PROMPT =
  "Transcreva fielmente este áudio em português do Brasil. Responda apenas com o texto falado, sem comentários.";
