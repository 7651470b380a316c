import {
  businessSaveEvent,
  generateLeadEvent,
  isValidTagId,
  landingViewEvent,
  pendingEventsFromNames,
  sendConversion,
  signUpEvent,
  tagBootstrapScript,
  tagScriptUrl,
} from "./conversion-events";

describe("conversion events", () => {
  it("builds the spec's four events", () => {
    expect(landingViewEvent()).toEqual({ name: "landing_view", params: {} });
    expect(signUpEvent()).toEqual({ name: "sign_up", params: { method: "google" } });
    expect(generateLeadEvent(" Doceria artesanal ")).toEqual({
      name: "generate_lead",
      params: { currency: "BRL", value: 100, business_type: "Doceria artesanal" },
    });
    expect(businessSaveEvent({ businessName: "Doceria", businessType: "Alimentação" })).toEqual({
      name: "business_save",
      params: { business_name: "Doceria", business_type: "Alimentação" },
    });
    expect(businessSaveEvent()).toEqual({ name: "business_save", params: {} });
  });

  it("turns flash-cookie names into events, ignoring unknown ones", () => {
    expect(pendingEventsFromNames(["sign_up", "hack", 3])).toEqual([signUpEvent()]);
    expect(pendingEventsFromNames("sign_up")).toEqual([]);
    expect(pendingEventsFromNames(undefined)).toEqual([]);
  });

  it("sends nothing when the tag is not on the page", () => {
    expect(sendConversion(landingViewEvent(), {})).toBe(false);
    expect(sendConversion(landingViewEvent(), undefined)).toBe(false);
    expect(sendConversion(landingViewEvent())).toBe(false); // no window in node
  });

  it("hands the event to gtag when it is there", () => {
    const calls: unknown[][] = [];
    const target = { gtag: (...args: unknown[]) => calls.push(args) };
    expect(sendConversion(generateLeadEvent("Padaria"), target)).toBe(true);
    expect(calls).toEqual([["event", "generate_lead", { currency: "BRL", value: 100, business_type: "Padaria" }]]);
  });

  it("validates the tag id before it reaches a script", () => {
    expect(isValidTagId("AW-123456789")).toBe(true);
    expect(isValidTagId("G-ABCDEF1234")).toBe(true);
    expect(isValidTagId("AW-1');alert(1)//")).toBe(false);
    expect(isValidTagId(undefined)).toBe(false);
    expect(() => tagBootstrapScript("</script><script>alert(1)")).toThrow();
    expect(tagBootstrapScript("AW-123456789")).toContain(`gtag('config',"AW-123456789");`);
    expect(tagScriptUrl("AW-123456789")).toBe("https://www.googletagmanager.com/gtag/js?id=AW-123456789");
  });
});
