import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GeminiEngine } from "~/modules/ai/gemini.server";
import { CATALOGUE } from "~/modules/discovery/catalogue.server";
import { startFakeGemini } from "./fake-gemini";

let fake: Awaited<ReturnType<typeof startFakeGemini>>;
beforeAll(async () => {
  fake = await startFakeGemini();
});
afterAll(async () => {
  await fake.close();
});

const engine = () => new GeminiEngine({ apiKey: "test-key", model: "gemini-test", baseUrl: fake.url, timeoutMs: 2000, retryDelayMs: 10 });

describe("Gemini starts from what the person has (decision 031)", () => {
  it("sends what was understood and the lean start, and asks which catalogue items the person already has", async () => {
    fake.enqueue({
      text: JSON.stringify({
        suggestions: [
          {
            id: "motorista-de-aplicativo",
            matchReason: "Você já tem o carro.",
            ownedItems: ["Carro usado aceito pelos aplicativos", "Item inventado", "Cursos e documentos exigidos"],
          },
          { id: "taxi-dog", matchReason: "Carro e cães.", ownedItems: [] },
        ],
      }),
    });
    const picks = await engine().suggestIdeas("tenho um carro quitado no meu nome, sem grana nenhuma, sei dirigir bem", CATALOGUE);
    // Only items of that idea that a person may own survive.
    expect(picks).toEqual([
      { id: "motorista-de-aplicativo", matchReason: "Você já tem o carro.", ownedItems: ["Carro usado aceito pelos aplicativos"] },
      { id: "taxi-dog", matchReason: "Carro e cães." },
    ]);
    const request = fake.requests.at(-1)!;
    const prompt = JSON.stringify(request.body.contents);
    expect(prompt).toContain("O QUE ENTENDEMOS DA DESCRIÇÃO");
    expect(prompt).toContain("Orçamento: sem dinheiro para investir");
    expect(prompt).toContain("Já tem: carro (quitado)");
    expect(prompt).toMatch(/motorista-de-aplicativo \| Motorista de aplicativo \| [^|]+ \| nível \d \| começo enxuto R\$\s729/);
    expect(prompt).toContain("itens que a pessoa pode já ter: Carro usado aceito pelos aplicativos");
    const schema = request.body.generationConfig.responseSchema;
    expect(JSON.stringify(schema)).toContain("ownedItems");
  });
});
