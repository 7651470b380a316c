import { describe, expect, it } from "vitest";
import { catalogueIdea } from "../../../tests/fixtures/catalogue-idea";
import { regimeTag } from "./regime-tag";

const idea = catalogueIdea;

describe("the regime tag of an idea card", () => {
  it("says an MEI occupation can be MEI", () => {
    expect(regimeTag(idea("diarista"))).toMatchObject({ label: "Pode ser MEI", canBeMei: true });
  });

  it("says a shop whose full model outgrows the MEI starts as one while small", () => {
    const tag = regimeTag(idea("papelaria"));
    expect(tag.label).toBe("MEI no começo, ME ao crescer");
    expect(tag.title).toContain("Papeleiro(a) independente");
    expect(tag.title).toContain("passa do limite do MEI");
  });

  it("says an activity outside the MEI list is not MEI", () => {
    expect(regimeTag(idea("farmacia"))).toMatchObject({ canBeMei: false });
    expect(regimeTag(idea("farmacia")).label).toMatch(/^(ME|EPP) \(não MEI\)$/);
  });

  it("says an activity outside the MEI list that starts without a company starts autonomous", () => {
    const tag = regimeTag(idea("massoterapia"), true);
    expect(tag.label).toMatch(/^Autônomo no começo, (ME|EPP) ao crescer$/);
    expect(tag.title).toContain("não é preciso abrir empresa");
    // An MEI occupation stays "Pode ser MEI" whatever its start.
    expect(regimeTag(idea("motoboy-entregas"), true).label).toBe("Pode ser MEI");
  });
});
