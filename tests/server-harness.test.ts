import { describe, expect, it } from "vitest";
import { STEP_IDS } from "~/modules/journey";
import { TOGGLE_STEPS } from "../scripts/lib/server-harness.mjs";

// The durability scripts are plain JavaScript and keep their own copy of the step ids; this keeps
// it in step with the journey module (all steps but the two with server-side rules).
describe("durability scripts' step list", () => {
  it("is every journey step except business_idea and profile_completed", () => {
    expect(TOGGLE_STEPS).toEqual(STEP_IDS.filter((id) => id !== "business_idea" && id !== "profile_completed"));
  });
});
