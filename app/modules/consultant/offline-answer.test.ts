import { FACTS_TEXT } from "~/modules/facts/legal-facts";
import { describe, expect, it } from "vitest";
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
    ["E se a plataforma não carregar?", "faq:e-se-uma-plataforma-nao-carregar"],
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
  it("answers from the best section, points to the article it used and is labelled", () => {
    const reply = offlineAnswer("Quanto custa o DAS do MEI?", { firstName: "Ana" });
    expect(reply).toContain(FACTS_TEXT.dasComercio);
    expect(reply).toContain("Leia mais: MEI na prática: DAS, limite de faturamento e declaração anual → /centro-aprendizado?item=mei-das-limite-e-declaracao");
    expect(reply).toContain(OFFLINE_LABEL);
  });

  it("answers FAQ questions with the FAQ answer", () => {
    expect(offlineAnswer("A plataforma é gratuita?")).toContain("100% gratuita");
  });

  it("points journey questions to the step's page", () => {
    expect(offlineAnswer("como cadastrar fornecedores")).toMatch(/Cadastrar Fornecedores[\s\S]*Abra: \/empresa-ai/);
  });

  it("sends tax and legal specifics to a contador", () => {
    expect(offlineAnswer("quais impostos eu pago?")).toContain("confirme com um contador");
    expect(offlineAnswer("Como divulgar no WhatsApp?")).not.toContain("contador");
  });

  it("greets by first name, or 'empreendedor', and says when it does not know", () => {
    expect(offlineAnswer("oi", { firstName: "Ana" })).toMatch(/^Olá, Ana!/);
    const unknown = offlineAnswer("qual a capital da França");
    expect(unknown).toMatch(/^empreendedor, não encontrei/);
    expect(unknown).toContain("/centro-aprendizado");
    expect(unknown).toContain(OFFLINE_LABEL);
  });
});
