import { describe, expect, it } from "vitest";
import { DAS_DUE_DAY, FACTS_TEXT as F } from "~/modules/facts/legal-facts";
import { detectIntents } from "./intents";
import { offlineAnswer, OFFLINE_LABEL } from "./offline-answer";
import { buildPassages, queryTerms, search } from "./retrieval";

describe("retrieval over learning content, FAQ and journey", () => {
  it("indexes article sections, tips, the six FAQ answers and the 21 steps", () => {
    const passages = buildPassages();
    expect(passages.filter((p) => p.source === "faq")).toHaveLength(6);
    expect(passages.filter((p) => p.source === "journey")).toHaveLength(21);
    expect(new Set(passages.filter((p) => p.source === "learning").map((p) => p.learningId)).size).toBe(17);
  });

  it("keeps domain words and expands everyday ones", () => {
    expect(queryTerms("Como começar meu negócio?")).toEqual(expect.arrayContaining(["comec", "negoci"]));
    expect(queryTerms("quais impostos")).toEqual(expect.arrayContaining(["das"]));
  });

  it.each([
    ["Quanto custa o DAS do MEI?", "mei-das-limite-e-declaracao#2"],
    ["Como calcular o preço do meu produto?", "preco-certo-e-primeira-venda"],
    ["Como divulgar no WhatsApp?", "whatsapp"],
    ["estou muito cansado, trabalho demais", "empreender-sem-se-esgotar"],
    ["A plataforma é gratuita?", "faq:a-plataforma-e-realmente-gratuita"],
    ["E se a página não carregar?", "faq:e-se-uma-pagina-nao-carregar"],
    ["como cadastrar fornecedores", "step:add_suppliers"],
    ["como atender bem o cliente", "atendimento-que-fideliza"],
  ])("%s → %s", (question, expected) => {
    expect(search(question)[0]?.passage.id).toContain(expected);
  });

  it("finds nothing for an unrelated question", () => {
    expect(search("qual a capital da França")).toEqual([]);
  });
});

describe("offline consultant reply", () => {
  it("answers 'abrir MEI e quanto custa o DAS' with steps and the year's figures from the facts module", () => {
    const reply = offlineAnswer("Como faço para abrir um MEI e quanto custa o DAS?", { firstName: "Ana" });
    expect(reply).toMatch(/Como abrir o MEI[\s\S]*1\. [\s\S]*gov\.br[\s\S]*CCMEI/);
    expect(reply).toContain("prata ou ouro");
    for (const figure of [F.dasComercio, F.dasServicos, F.dasComercioServicos, F.minimumWage]) expect(reply).toContain(figure);
    expect(reply).toContain(`dia ${DAS_DUE_DAY}`);
    expect(reply.indexOf("Como abrir o MEI")).toBeLessThan(reply.indexOf("Quanto custa o DAS"));
    expect(reply).toContain(
      "Leia mais: MEI na prática: DAS, limite de faturamento e declaração anual → /centro-aprendizado?item=mei-das-limite-e-declaracao",
    );
    expect(reply).toContain(OFFLINE_LABEL);
  });

  it("answers 'quanto cobrar por um bolo de 2 kg' with the method, inventing no figure, and asks for the costs", () => {
    const reply = offlineAnswer("Quanto cobrar por um bolo de 2 kg?");
    expect(reply).toContain("quanto cobrar por um bolo de 2 kg");
    expect(reply).toMatch(/Preço = custo direto ÷ \(1 − soma das três porcentagens\)/);
    expect(reply).toMatch(/Me conte quanto gasta de material em um bolo de 2 kg/);
    expect(reply).not.toMatch(/R\$/); // no money figure the person never gave
    expect(reply).toContain("/centro-aprendizado?item=preco-certo-e-primeira-venda");
  });

  it("uses the costs the person gives, and only those", () => {
    const reply = offlineAnswer("quanto cobrar por um bolo de 2 kg se gasto R$ 45 de ingredientes e 8 reais de embalagem?");
    expect(reply).toMatch(/R\$\s45 \+ R\$\s8 = R\$\s53/);
    expect(reply.match(/R\$\s?[\d.,]+/g)!.every((figure) => /R\$\s?(45|8|53)$/.test(figure))).toBe(true);
  });

  it.each([
    ["Qual o limite de faturamento do MEI?", "limite", F.meiAnnualLimit],
    ["Preciso emitir nota fiscal?", "nota-fiscal", "Emissor Nacional"],
    ["Como divulgar no WhatsApp?", "divulgacao", "WhatsApp Business"],
    ["Estou com o DAS atrasado", "das-atrasado", "multa e os juros"],
    ["Até quando entrego a declaração anual?", "declaracao-anual", F.dasnDeadline],
    ["Posso contratar um funcionário?", "funcionario", F.minimumWage],
  ])("%s → %s", (question, intent, text) => {
    expect(detectIntents(question)).toContain(intent);
    expect(offlineAnswer(question)).toContain(text);
  });

  it("does not read the preposition 'das' as the tax", () => {
    expect(detectIntents("qual o melhor horário das entregas?")).toEqual([]);
    expect(detectIntents("quanto é o das?")).toEqual(["das"]);
  });

  it("uses the person's plan when there is one", () => {
    const reply = offlineAnswer("quanto pago de DAS?", { plan: { businessName: "Bolos da Ana", businessCategory: "Alimentação" } });
    expect(reply).toContain("No seu plano (Bolos da Ana, Alimentação)");
  });

  it("answers FAQ questions with the FAQ answer", () => {
    expect(offlineAnswer("A plataforma é gratuita?")).toContain("100% gratuita");
  });

  it("points journey questions to the step's page", () => {
    expect(offlineAnswer("como cadastrar fornecedores")).toMatch(/Cadastrar Fornecedores[\s\S]*Abra: \/empresa-ai/);
  });

  it("sends tax and legal specifics to a contador", () => {
    expect(offlineAnswer("quais impostos eu pago?")).toContain("contador");
    expect(offlineAnswer("Como divulgar no WhatsApp?")).not.toContain("contador");
  });

  it("greets by first name, or 'empreendedor', and says when it does not know and who can help", () => {
    expect(offlineAnswer("oi", { firstName: "Ana" })).toMatch(/^Olá, Ana!/);
    const unknown = offlineAnswer("qual a capital da França");
    expect(unknown).toMatch(/^empreendedor, não sei responder isso/);
    expect(unknown).toContain("contador");
    expect(unknown).toContain("Sebrae");
    expect(unknown).toContain("/centro-aprendizado");
    expect(unknown).toContain(OFFLINE_LABEL);
  });
});

describe("the sales target from the person's own business plan (issue 17)", () => {
  const figures = {
    strategyId: "s1",
    monthlyRevenueCents: 630_000,
    resultCents: 180_000,
    fixedCostsCents: 200_000,
    contributionMarginRate: 0.4,
    breakEvenCents: 500_000,
    breakEvenUnits: 239,
    unitPlural: "marmitas",
    investmentCents: 800_000,
    verdict: "A conta fecha no cenário provável a partir do mês 2.",
  };

  it("'quanto preciso vender por mês?' is the sales target, not the price", () => {
    expect(detectIntents("Quanto preciso vender por mês?")).toEqual(["meta-vendas"]);
    expect(detectIntents("Qual o meu ponto de equilíbrio?")).toEqual(["meta-vendas"]);
  });

  it("answers with the person's break-even when the plan has one", () => {
    const reply = offlineAnswer("quanto preciso vender por mês?", {
      plan: { businessName: "Marmitas da Ana", businessCategory: "Alimentação", figures },
    });
    expect(reply).toContain("pelo menos R$\u00a05.000 por mês");
    expect(reply).toContain("239 marmitas");
    expect(reply).toContain("R$\u00a01.800 de lucro");
    expect(reply).toContain("/estrategias/s1/plano/financeiro");
  });

  it("explains the calculation and points to the plan without one", () => {
    const reply = offlineAnswer("quanto preciso vender por mês?", { plan: { businessName: "Marmitas", businessCategory: "Alimentação" } });
    expect(reply).toContain("custos fixos ÷ margem de contribuição");
    expect(reply).toContain("/plano");
  });
});
