import { describe, expect, it } from "vitest";
import { JOURNEY_STEPS, STEP_IDS } from "~/modules/journey";
import { offlineInsights } from "./insights";

const strategy = (completedSteps: string[]) => ({
  businessName: "Bolos da Ana",
  businessCategory: "Alimentação",
  businessLevel: 1,
  analysisContent: "",
  completedSteps,
});

describe("offline insights", () => {
  it("names the next step by its title, never by its id", () => {
    const pace = offlineInsights(strategy([])).find((i) => i.title === "Seu ritmo na jornada")!;
    expect(pace.content).toContain(JOURNEY_STEPS[0]!.title);
    expect(pace.content).not.toContain(STEP_IDS[0]);
  });

  it("says the journey is complete when every step is done", () => {
    const pace = offlineInsights(strategy([...STEP_IDS])).find((i) => i.title === "Seu ritmo na jornada")!;
    expect(pace.content).toBe(`Você concluiu os ${STEP_IDS.length} passos: hora de crescer.`);
  });
});
