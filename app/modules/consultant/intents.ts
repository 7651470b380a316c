/**
 * What a question to the offline consultant is about, and the answer to each of those things:
 * steps and figures (legal figures only from the dated facts module), the article to read more,
 * and the person's own plan when they have one. A question can ask several things at once
 * ("Como abro um MEI e quanto custa o DAS?"): each is answered, in the order asked.
 */
import { DAS_DUE_DAY, FACTS_TEXT as F, FACTS_YEAR, MEI_MAX_EMPLOYEES } from "~/modules/facts/legal-facts";
import { formatReaisWithCents } from "~/modules/business/money";
import { normalize } from "~/modules/language/pt-text";

export type Intent =
  | "abrir-mei"
  | "das"
  | "das-atrasado"
  | "limite"
  | "declaracao-anual"
  | "nota-fiscal"
  | "preco"
  | "divulgacao"
  | "funcionario"
  | "meta-vendas";

const PATTERNS: Record<Intent, RegExp> = {
  "abrir-mei":
    /\b(?:abr\w* (?:(?:o|um|meu|minha) )?(?:mei|cnpj|empresa)|formaliz\w*|(?:tirar|fazer|criar) (?:(?:o|um|meu) )?(?:mei|cnpj)|(?:virar|ser|me tornar) mei|quero ser mei|como (?:faco|fazer) (?:o|meu|um) mei|cadastr\w* (?:como |no )?mei)\b/,
  // "das" is also a preposition ("horário das entregas"): only the tax after an article or verb.
  das: /(?:^das\b|\b(?:o|do|no|ao|de|pagar|paga|pago|custa|valor|guia|boleto|gerar|emitir) das\b|\b(?:guia do mei|boleto do mei|imposto do mei|impostos do mei|mensalidade do mei|quanto (?:o )?mei paga|quanto (?:eu )?pago (?:de|no|como) mei|pgmei)\b)/,
  "das-atrasado":
    /\b(?:(?:das|guia|boleto|imposto)s? (?:\w+ )?atrasad\w*|atras\w* (?:o |a |no |com o )?(?:das|guia|boleto|mei)|nao paguei (?:o |a )?(?:das|guia|boleto)|divida (?:do|no) mei)\b/,
  limite:
    /\b(?:limite|faturamento maximo|quanto (?:posso|pode|da pra|consigo) faturar|faturar mais|passar do limite|estour\w*|desenquadr\w*)\b/,
  "declaracao-anual": /\b(?:dasn|declaracao anual|declaracao do mei|declarar (?:o )?(?:mei|faturamento)|imposto de renda do mei)\b/,
  "nota-fiscal": /\b(?:notas? fisca\w*|nfs ?e|nf ?e|emitir nota|tirar nota|dar nota)\b/,
  preco:
    /\b(?:quanto (?:eu )?(?:cobr\w*|vend\w*|deveria cobrar)|preco|precos|precific\w*|markup|margem de lucro|cobrar por|valor (?:de venda|certo|cobrado))\b/,
  divulgacao:
    /\b(?:divulg\w*|propaganda|marketing|anunci\w*|(?:conseguir|atrair|arranjar|achar) (?:mais )?clientes?|vender mais|instagram|redes sociais|whatsapp business)\b/,
  funcionario: /\b(?:funcionari\w*|empregad[oa]s?|contratar (?:alguem|uma pessoa|ajudante)|ajudante registrad\w*)\b/,
  "meta-vendas":
    /\b(?:quanto (?:eu )?(?:preciso|tenho que|devo|precisaria) (?:vender|faturar)|ponto de equilibrio|empatar as contas|(?:vender|faturar) (?:pelo menos|no minimo)|meta de (?:vendas|faturamento)|a conta fecha)\b/,
};

/** The intents of a question, in the order they appear in it. */
export function detectIntents(question: string): Intent[] {
  const text = normalize(question);
  const found = (Object.entries(PATTERNS) as Array<[Intent, RegExp]>)
    .map(([intent, pattern]) => ({ intent, at: text.search(pattern) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)
    .map(({ intent }) => intent);
  // A late DAS is its own answer; the general DAS answer would repeat it.
  if (found.includes("das-atrasado")) return found.filter((intent) => intent !== "das");
  // "quanto preciso vender" is the sales target, not a question about the price.
  if (found.includes("meta-vendas") && !/\b(?:cobr\w*|preco|precos|precific\w*)\b/.test(text))
    return found.filter((intent) => intent !== "preco");
  return found;
}

/** The key figures of the person's saved business plan (likely scenario, a normal month), in centavos. */
export type PlanFiguresContext = {
  strategyId: string;
  monthlyRevenueCents: number;
  resultCents: number;
  fixedCostsCents: number;
  contributionMarginRate: number | null;
  breakEvenCents: number | null;
  breakEvenUnits: number | null;
  unitPlural: string;
  investmentCents: number;
  verdict: string;
};

export type PlanContext = { businessName: string; businessCategory: string; figures?: PlanFiguresContext | null } | null | undefined;

export type IntentAnswer = { text: string; learningId: string };

const brlCents = (value: number) => formatReaisWithCents(value);

function dasAnswer(plan: PlanContext): IntentAnswer {
  const lines = [
    `Quanto custa o DAS em ${FACTS_YEAR}: ${F.dasComercio} por mês para comércio ou indústria, ${F.dasServicos} para serviços e ${F.dasComercioServicos} para quem faz os dois. É 5% do salário mínimo (${F.minimumWage}) para o INSS, mais ${F.dasIcms} de ICMS (comércio/indústria) e/ou ${F.dasIss} de ISS (serviços).`,
    `1. Gere a guia no Portal do Empreendedor (PGMEI) ou no app MEI.`,
    `2. Pague até o dia ${DAS_DUE_DAY} do mês seguinte, por Pix, código de barras ou débito automático.`,
    `3. Pague todo mês, mesmo sem vendas: atrasar gera multa e juros.`,
  ];
  if (plan?.businessName) {
    lines.push(
      `No seu plano (${plan.businessName}, ${plan.businessCategory}): o valor depende de a sua ocupação no CCMEI ser de comércio/indústria, de serviço ou das duas — confira no certificado qual das três se aplica.`,
    );
  }
  return { text: lines.join("\n"), learningId: "mei-das-limite-e-declaracao" };
}

/** Cost figures the person gave in the question ("gasto R$ 40 de ingredientes"), as said. */
function statedAmounts(question: string): number[] {
  const amounts: number[] = [];
  for (const m of question.matchAll(/(?:r\$\s*)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?|(\d+(?:,\d{1,2})?)\s*(?:reais|real)\b/gi)) {
    const raw = m[1] ? `${m[1].replace(/\./g, "")}.${m[2] ?? "0"}` : m[3]!.replace(",", ".");
    amounts.push(Number(raw));
  }
  return amounts;
}

/** What the person wants to price, as they wrote it ("um bolo de 2 kg"). */
function productOf(question: string) {
  const m = question.match(
    /\b(?:cobrar|vender|preço d[eoa]s?|preco d[eoa]s?|precificar)\s+(?:por\s+|pel[oa]s?\s+)?((?:um|uma|o|a|meu|minha|os|as)\s+[^?.!,;]{2,60})/i,
  );
  if (!m) return null;
  // The product ends where the rest of the sentence begins ("um bolo de 2 kg se gasto R$ 45…").
  return m[1]!.split(/\s(?:se|que|quando|sendo|gastando|porque|pois|com custo|e eu|e gasto|onde)\s/i)[0]!.trim();
}

function priceAnswer(question: string): IntentAnswer {
  const product = productOf(question);
  const amounts = statedAmounts(question);
  const what = product ? `por ${product}` : "pelo seu produto";
  const lines = [
    `Para saber quanto cobrar ${what}, o preço tem de pagar três coisas: o custo do que vai em cada unidade, as despesas do negócio e o seu lucro. O método do multiplicador (o que alguns chamam de markup):`,
    `1. Custo direto: some tudo o que vai em uma unidade${product ? ` (${product})` : ""} — ingredientes ou material, embalagem, gás ou energia do preparo.`,
    `2. Despesas variáveis, em % do preço: taxa da maquininha, comissão, entrega.`,
    `3. Despesas fixas, em % do preço: some as do mês (DAS, internet, aluguel, seu pró-labore) e divida pelo que você espera vender no mês.`,
    `4. Margem de lucro desejada, em %.`,
    `5. Preço = custo direto ÷ (1 − soma das três porcentagens). Depois compare com três ou quatro concorrentes da sua região.`,
  ];
  if (amounts.length > 0) {
    const cost = amounts.reduce((sum, value) => sum + value, 0);
    lines.push(
      `Com o custo que você citou (${amounts.map(brlCents).join(" + ")}${amounts.length > 1 ? ` = ${brlCents(cost)}` : ""}): preço = ${brlCents(cost)} ÷ (1 − soma das porcentagens). Se o custo citado não inclui embalagem e gás, some-os antes.`,
    );
  } else {
    lines.push(
      `Não vou chutar um valor: ele depende dos seus custos. Me conte quanto gasta de material${product ? ` em ${product}` : " por unidade"}, as suas despesas fixas do mês e quantas unidades vende por mês, e eu faço a conta com você.`,
    );
  }
  return { text: lines.join("\n"), learningId: "preco-certo-e-primeira-venda" };
}

const centsText = (cents: number) => formatReaisWithCents(Math.round(cents / 100));

/** "Quanto preciso vender por mês?": the person's own break-even when the plan has one. */
function salesTargetAnswer(plan: PlanContext): IntentAnswer {
  const f = plan?.figures;
  if (!f) {
    return {
      text: [
        "Quanto você precisa vender por mês é o ponto de equilíbrio: o faturamento que paga todos os custos, sem lucro nem prejuízo.",
        "1. Some os custos fixos do mês (aluguel, internet, DAS, contador, sua retirada).",
        "2. Veja quanto sobra de cada venda depois do custo do produto e das taxas: essa é a margem de contribuição, em % do preço.",
        "3. Ponto de equilíbrio = custos fixos ÷ margem de contribuição. Ex.: R$ 2.000 de custos fixos e 40% de margem → R$ 5.000 por mês.",
        `Monte o seu Plano de Negócio em /plano: ele faz essa conta com os números do seu negócio${plan?.businessName ? ` (${plan.businessName})` : ""} e mostra se a conta fecha: lucro, prazo de retorno e o mês em que o investimento volta.`,
      ].join("\n"),
      learningId: "rotina-semanal-fluxo-de-caixa",
    };
  }
  const lines: string[] = [];
  if (f.breakEvenCents === null) {
    lines.push(
      f.monthlyRevenueCents <= 0
        ? `O seu plano de negócio${plan?.businessName ? ` (${plan.businessName})` : ""} ainda não tem vendas informadas: preencha o que vai vender, a quantidade e o preço no plano financeiro.`
        : "No seu plano, cada venda custa tanto ou mais do que rende (margem de contribuição zero ou negativa): nenhum volume de vendas paga os custos fixos. Aumente o preço ou reduza o custo por unidade.",
    );
  } else {
    lines.push(
      `Pelo seu plano de negócio${plan?.businessName ? ` (${plan.businessName})` : ""}, você precisa vender pelo menos ${centsText(f.breakEvenCents)} por mês${f.breakEvenUnits !== null ? ` — cerca de ${f.breakEvenUnits.toLocaleString("pt-BR")} ${f.unitPlural}` : ""} para pagar todos os custos. Esse é o seu ponto de equilíbrio.`,
      `A conta: custos fixos de ${centsText(f.fixedCostsCents)} ÷ margem de contribuição de ${Math.round((f.contributionMarginRate ?? 0) * 100)}% (o que sobra de cada venda depois do custo do produto e das taxas).`,
      f.resultCents >= 0
        ? `O plano prevê ${centsText(f.monthlyRevenueCents)} por mês, o que deixa ${centsText(f.resultCents)} de lucro num mês normal.`
        : `O plano prevê ${centsText(f.monthlyRevenueCents)} por mês: faltam ${centsText(-f.resultCents)} por mês para fechar a conta.`,
    );
  }
  lines.push(`${f.verdict} Ajuste os números em /estrategias/${f.strategyId}/plano/financeiro.`);
  return { text: lines.join("\n"), learningId: "rotina-semanal-fluxo-de-caixa" };
}

export function answerIntent(intent: Intent, question: string, plan: PlanContext): IntentAnswer {
  switch (intent) {
    case "meta-vendas":
      return salesTargetAnswer(plan);
    case "abrir-mei":
      return {
        text: [
          "Como abrir o MEI (a abertura é gratuita):",
          "1. Confira se a sua atividade está na lista de ocupações permitidas ao MEI, no Portal do Empreendedor (gov.br/mei). Profissões regulamentadas, como advocacia e medicina, ficam de fora.",
          `2. Tenha uma conta gov.br nível prata ou ouro (validada pelo app gov.br com a biometria da CNH ou pelo seu banco). O MEI fatura até ${F.meiAnnualLimit} por ano, tem no máximo ${MEI_MAX_EMPLOYEES} empregado e não pode ser sócio de outra empresa.`,
          '3. No Portal do Empreendedor, entre em "Quero ser MEI" → "Formalize-se", escolha a ocupação principal (e as secundárias), informe o endereço e como vai trabalhar (em casa, na rua, pela internet).',
          '4. Ao terminar, você recebe na hora o CNPJ e o CCMEI, o certificado do MEI. Desconfie de sites que cobram para abrir ou mandam boleto de "taxa anual".',
          `5. Depois: pague o DAS todo mês até o dia ${DAS_DUE_DAY} e entregue a declaração anual até ${F.dasnDeadline}.`,
        ].join("\n"),
        learningId: "mei-das-limite-e-declaracao",
      };
    case "das":
      return dasAnswer(plan);
    case "das-atrasado":
      return {
        text: [
          "Para pôr o DAS atrasado em dia:",
          "1. No PGMEI (Portal do Empreendedor) ou no app MEI, gere a guia do mês atrasado: o sistema já calcula a multa e os juros até a data de pagamento.",
          "2. Se são vários meses, veja a opção de parcelamento das dívidas do MEI no próprio portal.",
          `3. Daqui para a frente, ative o débito automático ou um lembrete para o dia ${DAS_DUE_DAY}. Dívidas acumuladas podem ir para a dívida ativa e levar ao cancelamento do MEI.`,
        ].join("\n"),
        learningId: "das-em-dia",
      };
    case "limite":
      return {
        text: [
          `O limite do MEI é ${F.meiAnnualLimit} de faturamento bruto por ano, uma média de ${F.meiMonthlyLimit} por mês. No ano em que você abre, o limite é proporcional: ${F.meiMonthlyLimit} por mês de atividade.`,
          `1. Anote tudo o que entra, com e sem nota, no relatório mensal de receitas.`,
          `2. Se passar do limite em até 20% (até ${F.meiOverrunCeiling} no ano), você paga um DAS complementar sobre o excesso e vira microempresa a partir de janeiro do ano seguinte.`,
          `3. Se passar de 20%, o desenquadramento vale desde janeiro do próprio ano, com impostos retroativos. Antes de chegar perto do limite, converse com um contador sobre virar ME.`,
          `O MEI Caminhoneiro tem limite de ${F.meiTruckerAnnualLimit} por ano.`,
        ].join("\n"),
        learningId: "acompanhe-o-limite-do-mei",
      };
    case "declaracao-anual":
      return {
        text: [
          `A declaração anual do MEI (DASN-SIMEI) vai até ${F.dasnDeadline} de cada ano, sobre o ano anterior:`,
          "1. Some o faturamento bruto do ano, separando comércio/indústria de serviços (o relatório mensal de receitas ajuda).",
          "2. No Portal do Empreendedor, abra a DASN-SIMEI, informe os valores e se teve empregado.",
          `3. Entregue mesmo que não tenha faturado nada. Fora do prazo, há multa de no mínimo ${F.dasnMinFine}.`,
        ].join("\n"),
        learningId: "mei-das-limite-e-declaracao",
      };
    case "nota-fiscal":
      return {
        text: [
          "Nota fiscal no MEI:",
          "1. Vendendo para empresas (CNPJ), você precisa emitir nota. Para pessoas físicas, só se o cliente pedir.",
          "2. Serviços: emita a NFS-e no Emissor Nacional (gov.br/nfse), entrando com a sua conta gov.br.",
          "3. Produtos (comércio ou indústria): a NF-e sai pelo sistema da Secretaria da Fazenda do seu estado e exige inscrição estadual; algumas prefeituras e estados têm regras próprias.",
          "4. Guarde as notas de venda e de compra junto com o relatório mensal de receitas.",
          "Como as regras de produto variam por estado, confirme o passo a passo com um contador ou com o Sebrae da sua cidade.",
        ].join("\n"),
        learningId: "mei-das-limite-e-declaracao",
      };
    case "preco":
      return priceAnswer(question);
    case "divulgacao":
      return {
        text: [
          "Para divulgar sem gastar muito:",
          "1. WhatsApp Business: perfil completo com horário e endereço, catálogo com foto e preço de cada produto e respostas rápidas para as perguntas de sempre.",
          "2. Perfil da Empresa no Google: aparece para quem procura o seu serviço no bairro; peça avaliações aos clientes.",
          "3. Instagram ou status do WhatsApp: poste o produto pronto, o antes e depois e o dia a dia, com constância (por exemplo, três vezes por semana).",
          "4. Comece por quem já conhece você e peça indicação depois de cada entrega.",
        ].join("\n"),
        learningId: "whatsapp-business-e-redes-sociais",
      };
    case "funcionario":
      return {
        text: [
          `O MEI pode ter ${MEI_MAX_EMPLOYEES} empregado, que receba um salário mínimo (${F.minimumWage} em ${FACTS_YEAR}) ou o piso da categoria.`,
          "1. Registre em carteira e informe a contratação no eSocial.",
          "2. Todo mês, recolha o FGTS e a contribuição previdenciária do empregado, com as guias geradas a partir do eSocial.",
          "3. Informe na declaração anual que teve empregado.",
          "Os encargos e o piso da sua categoria mudam o custo total: faça a conta com um contador antes de contratar.",
        ].join("\n"),
        learningId: "mei-das-limite-e-declaracao",
      };
  }
}
