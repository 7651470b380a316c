import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENTS,
  DEFAULT_PHASE,
  JOURNEY_STEPS,
  PHASES,
  PROGRESS_ERROR,
  PROGRESS_UPDATED,
  STEP_IDS,
  TOTAL_STEPS,
  achievementsFor,
  canMarkStep,
  completedStepIds,
  countCompleted,
  findStep,
  isPhaseId,
  isStepId,
  nextStepFor,
  phaseOfStep,
  progressPercent,
  shouldAutoCompleteBusinessIdea,
  stepAction,
  stepsOfPhase,
} from "./index";

const EDGE_COUNTS = [0, 1, 2, 3, 7, 8, 15, 16, 19, 20, 21] as const;

describe("passos concluídos: uma regra só", () => {
  it("conta cada passo conhecido uma vez, ignora os desconhecidos e os não concluídos, na ordem da jornada", () => {
    const records = [
      { step: "add_clients", completed: true },
      { step: "business_idea", completed: true },
      { step: "add_clients", completed: true },
      { step: "passo_que_nao_existe_mais", completed: true },
      { step: "business_plan", completed: false },
    ];
    expect(completedStepIds(records)).toEqual(["business_idea", "add_clients"]);
    expect(countCompleted(records)).toBe(2);
    expect(progressPercent(countCompleted(records))).toBe(Math.round((2 / STEP_IDS.length) * 100));
  });

  it("as fases cobrem cada passo exatamente uma vez, até o último (TOTAL_STEPS vem da lista de passos)", () => {
    const orders = PHASES.flatMap((phase) => phase.orders);
    expect(orders).toEqual(JOURNEY_STEPS.map((step) => step.order));
    expect(orders.at(-1)).toBe(TOTAL_STEPS);
    expect(progressPercent(TOTAL_STEPS)).toBe(100);
  });
});

describe("passos da jornada", () => {
  it("tem 21 passos únicos, em ordem 1..21", () => {
    expect(TOTAL_STEPS).toBe(21);
    expect(STEP_IDS).toHaveLength(21);
    expect(JOURNEY_STEPS).toHaveLength(21);
    expect(new Set(STEP_IDS).size).toBe(21);
    JOURNEY_STEPS.forEach((s, i) => {
      expect(s.order).toBe(i + 1);
      expect(s.id).toBe(STEP_IDS[i]);
      expect(s.title.length).toBeGreaterThan(0);
      expect(s.description.length).toBeGreaterThan(20);
      expect(s.action).toEqual(stepAction(s.id));
    });
  });

  it("segue a ordem da especificação", () => {
    expect(STEP_IDS).toEqual([
      "business_idea",
      "profile_completed",
      "business_plan",
      "business_mentor",
      "add_clients",
      "add_suppliers",
      "add_products",
      "demo_order",
      "financial_control",
      "first_campaign",
      "social_strategy",
      "first_posts",
      "create_logo",
      "stationery_materials",
      "virtual_assistant",
      "google_business",
      "website_integration",
      "first_sale",
      "sales_optimization",
      "customer_management",
      "business_growth",
    ]);
  });

  it("só os três primeiros passos são obrigatórios", () => {
    expect(JOURNEY_STEPS.filter((s) => s.required).map((s) => s.id)).toEqual(["business_idea", "profile_completed", "business_plan"]);
  });

  it("mantém o título exato do primeiro passo", () => {
    expect(findStep("business_idea")?.title).toBe("Primeira Ideia de Negócio");
  });

  it("descrições trazem orientações concretas", () => {
    expect(findStep("business_plan")?.description).toMatch(/público/);
    expect(findStep("business_plan")?.description).toMatch(/preço/);
    expect(findStep("business_plan")?.description).toMatch(/custos/);
    expect(findStep("financial_control")?.description).toMatch(/DAS/);
    expect(findStep("financial_control")?.description).toMatch(/dia 20/);
    expect(findStep("google_business")?.description).toMatch(/Perfil da Empresa no Google/);
    expect(findStep("first_sale")?.description).toMatch(/Pix/);
    expect(findStep("first_sale")?.description).toMatch(/maquininha/);
    expect(findStep("first_sale")?.description).toMatch(/WhatsApp Business/);
  });

  it("isStepId reconhece apenas ids conhecidos", () => {
    expect(isStepId("business_idea")).toBe(true);
    expect(isStepId("website_integration")).toBe(true);
    expect(isStepId("nope")).toBe(false);
    expect(isStepId(3)).toBe(false);
    expect(isStepId(undefined)).toBe(false);
  });
});

describe("stepAction", () => {
  it("abre o perfil; nenhum passo leva a aviso premium (decision 030)", () => {
    expect(stepAction("profile_completed")).toEqual({ kind: "profile" });
    expect(stepAction("stationery_materials")).toEqual({ kind: "link", to: "/grafica" });
  });

  it("leva ao Centro de Aprendizado", () => {
    expect(stepAction("business_growth")).toEqual({ kind: "link", to: "/centro-aprendizado" });
    expect(stepAction("first_sale")).toEqual({ kind: "link", to: "/gestao/pedidos/novo" });
    expect(stepAction("sales_optimization")).toEqual({ kind: "link", to: "/gestao/relatorio" });
  });

  it("leva a Meu Negócio e à Gráfica", () => {
    expect(stepAction("business_idea")).toEqual({ kind: "link", to: "/meu-negocio" });
    expect(stepAction("create_logo")).toEqual({ kind: "link", to: "/grafica" });
  });

  it("passos de planejamento vão para /empresa-ai", () => {
    for (const id of [
      "business_plan",
      "business_mentor",
      "add_clients",
      "add_suppliers",
      "add_products",
      "demo_order",
      "financial_control",
    ]) {
      expect(stepAction(id)).toEqual({ kind: "link", to: "/empresa-ai" });
    }
  });

  it("passos de marketing vão para /posta-ai", () => {
    for (const id of [
      "first_campaign",
      "social_strategy",
      "first_posts",
      "virtual_assistant",
      "google_business",
      "website_integration",
      "customer_management",
    ]) {
      expect(stepAction(id)).toEqual({ kind: "link", to: "/posta-ai" });
    }
  });

  it("usa /empresa-ai como padrão para ids desconhecidos", () => {
    expect(stepAction("qualquer_coisa")).toEqual({ kind: "link", to: "/empresa-ai" });
    expect(stepAction("")).toEqual({ kind: "link", to: "/empresa-ai" });
  });

  it("cobre todos os 21 passos", () => {
    const kinds = STEP_IDS.map((id) => stepAction(id).kind);
    expect(kinds.filter((k) => k === "profile")).toHaveLength(1);
    expect(kinds.filter((k) => k === "link")).toHaveLength(20);
  });
});

describe("fases", () => {
  it("tem quatro fases na ordem das abas", () => {
    expect(PHASES.map((p) => p.id)).toEqual(["descoberta", "estruturacao", "marketing", "crescimento"]);
    expect(PHASES.map((p) => p.label)).toEqual(["Descoberta", "Estruturação", "Marketing", "Crescimento"]);
    expect(PHASES.map((p) => p.title)).toEqual([
      "Fase 1: Descoberta e Planejamento",
      "Fase 2: Estruturação do Negócio",
      "Fase 3: Marketing & Vendas",
      "Fase 4: Crescimento & Otimização",
    ]);
    expect(DEFAULT_PHASE).toBe("descoberta");
  });

  it("agrupa os passos pelas ordens corretas", () => {
    expect(stepsOfPhase("descoberta").map((s) => s.order)).toEqual([1, 2, 3]);
    expect(stepsOfPhase("estruturacao").map((s) => s.order)).toEqual([4, 5, 6, 7, 8]);
    expect(stepsOfPhase("marketing").map((s) => s.order)).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
    expect(stepsOfPhase("crescimento").map((s) => s.order)).toEqual([17, 18, 19, 20, 21]);
  });

  it("cada um dos 21 passos está em exatamente uma fase; o 17 fica na fase 4, antes do 18", () => {
    const inPhases = PHASES.flatMap((p) => stepsOfPhase(p.id));
    expect(inPhases).toHaveLength(21);
    expect(new Set(inPhases.map((s) => s.id)).size).toBe(21);
    expect(phaseOfStep("website_integration")).toBe("crescimento");
    expect(findStep("website_integration")?.order).toBe(17);
  });

  it("phaseOfStep devolve a fase de cada passo", () => {
    expect(phaseOfStep("business_idea")).toBe("descoberta");
    expect(phaseOfStep("business_plan")).toBe("descoberta");
    expect(phaseOfStep("business_mentor")).toBe("estruturacao");
    expect(phaseOfStep("demo_order")).toBe("estruturacao");
    expect(phaseOfStep("financial_control")).toBe("marketing");
    expect(phaseOfStep("google_business")).toBe("marketing");
    expect(phaseOfStep("first_sale")).toBe("crescimento");
    expect(phaseOfStep("business_growth")).toBe("crescimento");
    expect(phaseOfStep("desconhecido")).toBeNull();
  });

  it("isPhaseId", () => {
    expect(isPhaseId("descoberta")).toBe(true);
    expect(isPhaseId("crescimento")).toBe(true);
    expect(isPhaseId("Descoberta")).toBe(false);
    expect(isPhaseId(null)).toBe(false);
  });
});

describe("progressPercent", () => {
  it.each([
    [0, 0],
    [1, 5],
    [2, 10],
    [3, 14],
    [7, 33],
    [8, 38],
    [15, 71],
    [16, 76],
    [19, 90],
    [20, 95],
    [21, 100],
  ])("%i passos → %i%%", (count, expected) => {
    expect(progressPercent(count)).toBe(expected);
  });

  it("cobre todas as contagens de borda com Math.round", () => {
    for (const c of EDGE_COUNTS) expect(progressPercent(c)).toBe(Math.round((c / 21) * 100));
  });

  it("limita entre 0 e 100", () => {
    expect(progressPercent(-1)).toBe(0);
    expect(progressPercent(30)).toBe(100);
    expect(progressPercent(Number.NaN)).toBe(0);
  });
});

describe("countCompleted", () => {
  it("conta só ids conhecidos e concluídos, uma vez cada", () => {
    expect(countCompleted([])).toBe(0);
    expect(
      countCompleted([
        { step: "business_idea", completed: true },
        { step: "business_idea", completed: true },
        { step: "profile_completed", completed: false },
        { step: "inventado", completed: true },
        { step: "first_sale", completed: true },
      ]),
    ).toBe(2);
  });

  it("conta todos os 21", () => {
    expect(countCompleted(STEP_IDS.map((step) => ({ step, completed: true })))).toBe(21);
  });
});

describe("achievementsFor", () => {
  const titles = (n: number) => achievementsFor(n).map((a) => a.title);

  it("define os cinco níveis", () => {
    expect(ACHIEVEMENTS.map((a) => [a.title, a.threshold, a.phaseLabel])).toEqual([
      ["Empreendedor Iniciante", 1, "Descoberta"],
      ["Descobridor", 3, "Descoberta"],
      ["Estruturador", 8, "Estruturação"],
      ["Marketeiro", 16, "Marketing"],
      ["Empreendedor Master", 20, "Crescimento"],
    ]);
    expect(new Set(ACHIEVEMENTS.map((a) => a.id)).size).toBe(5);
    for (const a of ACHIEVEMENTS) expect(a.description.length).toBeGreaterThan(10);
  });

  it.each([
    [0, []],
    [1, ["Empreendedor Iniciante"]],
    [2, ["Empreendedor Iniciante"]],
    [3, ["Empreendedor Iniciante", "Descobridor"]],
    [7, ["Empreendedor Iniciante", "Descobridor"]],
    [8, ["Empreendedor Iniciante", "Descobridor", "Estruturador"]],
    [15, ["Empreendedor Iniciante", "Descobridor", "Estruturador"]],
    [16, ["Empreendedor Iniciante", "Descobridor", "Estruturador", "Marketeiro"]],
    [19, ["Empreendedor Iniciante", "Descobridor", "Estruturador", "Marketeiro"]],
    [20, ["Empreendedor Iniciante", "Descobridor", "Estruturador", "Marketeiro", "Empreendedor Master"]],
    [21, ["Empreendedor Iniciante", "Descobridor", "Estruturador", "Marketeiro", "Empreendedor Master"]],
  ])("%i passos", (count, expected) => {
    expect(titles(count)).toEqual(expected);
  });
});

describe("nextStepFor", () => {
  it.each([
    [0, "Comece Agora", "/meu-negocio"],
    [1, "Complete o Planejamento", "/dashboard"],
    [2, "Complete o Planejamento", "/dashboard"],
    [3, "Estruture seu Negócio", "/dashboard"],
    [7, "Estruture seu Negócio", "/dashboard"],
    [8, "Crie seu Marketing", undefined],
    [15, "Crie seu Marketing", undefined],
    [16, "Otimize e Cresça", undefined],
    [19, "Otimize e Cresça", undefined],
    [20, "Otimize e Cresça", undefined],
    [21, "Parabéns!", undefined],
  ])("%i passos → %s", (count, title, to) => {
    const s = nextStepFor(count);
    expect(s.title).toBe(title);
    expect(s.to).toBe(to);
    expect(s.description.length).toBeGreaterThan(10);
    expect(s.actionLabel.length).toBeGreaterThan(0);
  });

  it("apenas as três primeiras sugestões navegam", () => {
    const navigating = new Set(EDGE_COUNTS.filter((c) => nextStepFor(c).to).map((c) => nextStepFor(c).title));
    expect([...navigating]).toEqual(["Comece Agora", "Complete o Planejamento", "Estruture seu Negócio"]);
  });
});

describe("canMarkStep", () => {
  it("recusa concluir business_idea sem negócio ativo", () => {
    expect(canMarkStep({ stepId: "business_idea", completed: true, hasActiveBusiness: false })).toEqual({
      ok: false,
      title: "Ação necessária",
      message: "Primeiro você precisa descobrir e salvar um negócio em Meu Negócio",
    });
  });

  it("permite concluir business_idea com negócio ativo", () => {
    expect(canMarkStep({ stepId: "business_idea", completed: true, hasActiveBusiness: true })).toEqual({ ok: true });
  });

  it("sempre permite desmarcar", () => {
    expect(canMarkStep({ stepId: "business_idea", completed: false, hasActiveBusiness: false })).toEqual({ ok: true });
    expect(canMarkStep({ stepId: "first_sale", completed: false, hasActiveBusiness: false })).toEqual({ ok: true });
  });

  it("outros passos não exigem negócio ativo", () => {
    expect(canMarkStep({ stepId: "profile_completed", completed: true, hasActiveBusiness: false })).toEqual({ ok: true });
  });
});

describe("shouldAutoCompleteBusinessIdea", () => {
  it("só conclui automaticamente com negócio ativo e passo pendente", () => {
    expect(shouldAutoCompleteBusinessIdea({ hasActiveBusiness: true, businessIdeaCompleted: false })).toBe(true);
    expect(shouldAutoCompleteBusinessIdea({ hasActiveBusiness: true, businessIdeaCompleted: true })).toBe(false);
    expect(shouldAutoCompleteBusinessIdea({ hasActiveBusiness: false, businessIdeaCompleted: false })).toBe(false);
    expect(shouldAutoCompleteBusinessIdea({ hasActiveBusiness: false, businessIdeaCompleted: true })).toBe(false);
  });
});

describe("textos de toast", () => {
  it("mantém os textos exatos", () => {
    expect(PROGRESS_UPDATED).toEqual({ title: "Progresso atualizado!", description: "Sua jornada foi atualizada com sucesso." });
    expect(PROGRESS_ERROR).toEqual({ title: "Erro", description: "Não foi possível atualizar o progresso." });
  });
});

describe("nextStepFor: aba de destino", () => {
  it("as sugestões que levam à jornada dizem qual aba abrir", () => {
    expect(nextStepFor(1).phase).toBe("descoberta");
    expect(nextStepFor(2).phase).toBe("descoberta");
    expect(nextStepFor(3).phase).toBe("estruturacao");
    expect(nextStepFor(7).phase).toBe("estruturacao");
    for (const c of [0, 8, 15, 16, 19, 20, 21]) expect(nextStepFor(c).phase).toBeUndefined();
  });
});
