import type { CatalogueIdea } from "~/modules/discovery/catalogue-schema";
import { levelLabel } from "~/modules/discovery/levels";
import { ANALYSIS_SECTIONS, MEI_FACTS } from "./analysis-outline";
import type { AnalysisRequest, ChatRequest, StrategyContext } from "./types";

export function suggestionsPrompt(interests: string, catalogue: readonly CatalogueIdea[]) {
  const lines = catalogue.map(
    (idea) => `${idea.id} | ${idea.title} | ${idea.category} | nível ${idea.level} | ${idea.investment} | ${idea.keywords.slice(0, 6).join(", ")}`,
  );
  return [
    "Você é um consultor de pequenos negócios no Brasil.",
    "Uma pessoa descreveu em suas palavras o que gosta e sabe fazer. Escolha de 3 a 6 ideias do CATÁLOGO abaixo que combinem com ela.",
    "Use SOMENTE ids que existem no catálogo. Respeite orçamento, recursos (carro, moto, espaço) e restrições que a pessoa mencionar.",
    "Para cada ideia escreva matchReason: 1 a 2 frases em português do Brasil, falando diretamente com a pessoa, citando o que ela contou.",
    "",
    `DESCRIÇÃO DA PESSOA: """${interests}"""`,
    "",
    "CATÁLOGO (id | título | categoria | nível | investimento | palavras-chave):",
    ...lines,
  ].join("\n");
}

export function ideaFacts(idea: CatalogueIdea) {
  return [
    `Negócio: ${idea.title} (categoria ${idea.category}, ${levelLabel(idea.level)})`,
    `Descrição: ${idea.description}`,
    `Investimento inicial: ${idea.investment}`,
    `Retorno mensal potencial: ${idea.potentialReturn}`,
    `Tempo para começar: ${idea.timeToStart}; dificuldade: ${idea.difficulty}`,
    `CNAE: ${idea.cnae}`,
    idea.mei
      ? `Pode ser MEI: sim, ocupação "${idea.meiOccupation}" (limite de faturamento R$ ${MEI_FACTS.annualRevenueCap.toLocaleString("pt-BR")}/ano, até ${MEI_FACTS.maxEmployees} empregado)`
      : "Pode ser MEI: não (abrir como ME ou conforme a profissão regulamentada)",
    `Licenças e requisitos: ${idea.requirements.join("; ")}`,
  ].join("\n");
}

export function analysisPrompt({ idea, userInput, person }: AnalysisRequest) {
  const titles = ANALYSIS_SECTIONS.map((title, i) => `**${i + 1}. ${title}**`).join("\n");
  return [
    "Você é um consultor de pequenos negócios no Brasil. Escreva uma análise prática, honesta e concreta, em português do Brasil, para uma pessoa que está começando.",
    "FORMATO OBRIGATÓRIO: exatamente estas seções, nesta ordem; cada seção começa com o título numerado em negrito numa linha própria, seguido do texto (pode usar linhas com '- '). Separe as seções com UMA linha em branco e NÃO use linhas em branco dentro de uma seção.",
    titles,
    "REGRAS: use somente os números dos FATOS abaixo; qualquer outro número deve vir marcado como '(estimativa)'. Em Formalização, cite o CNAE, se pode ser MEI ou ME e as licenças exatamente como nos FATOS, sem inventar outras. Para impostos e questões legais específicas, recomende um contador.",
    "",
    "FATOS DO CATÁLOGO:",
    ideaFacts(idea),
    "",
    `O QUE A PESSOA CONTOU: """${userInput}"""`,
    person?.firstName ? `Nome: ${person.firstName}` : "",
    person?.hasBusinessExperience === false ? "É a primeira experiência dela como empreendedora." : "",
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
    request.progressPercent !== undefined ? `Progresso na jornada: ${request.progressPercent}%.` : "",
  ]
    .filter(Boolean)
    .join("\n");
}

export const TRANSCRIBE_PROMPT =
  "Transcreva fielmente este áudio em português do Brasil. Responda apenas com o texto falado, sem comentários.";
