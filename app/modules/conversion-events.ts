/**
 * Conversion events for the advertising tag (spec section 7): landing view, sign-up with Google,
 * lead generation (BRL 100, with the business type) and business save. The builders are pure; the
 * sender only talks to `window.gtag`, which exists only when ADS_TAG_ID is configured (see
 * components/ads-tag.tsx). Without it nothing is loaded and nothing is sent.
 */
export const LEAD_VALUE_BRL = 100;

export type ConversionEventName = "landing_view" | "sign_up" | "generate_lead" | "business_save";

export type ConversionEvent = {
  name: ConversionEventName;
  params: Record<string, string | number>;
};

export function landingViewEvent(): ConversionEvent {
  return { name: "landing_view", params: {} };
}

export function signUpEvent(method: "google" = "google"): ConversionEvent {
  return { name: "sign_up", params: { method } };
}

/** Sent by the discovery page when a person picks an idea. */
export function generateLeadEvent(businessType: string): ConversionEvent {
  return { name: "generate_lead", params: { currency: "BRL", value: LEAD_VALUE_BRL, business_type: businessType.trim() } };
}

/** Sent by the discovery page when a strategy is saved. */
export function businessSaveEvent(details: { businessName?: string; businessType?: string } = {}): ConversionEvent {
  const params: Record<string, string> = {};
  if (details.businessName?.trim()) params.business_name = details.businessName.trim();
  if (details.businessType?.trim()) params.business_type = details.businessType.trim();
  return { name: "business_save", params };
}

/** Events the server may hand to the next page (a flash cookie): only names we know. */
export function pendingEventsFromNames(names: unknown): ConversionEvent[] {
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => (name === "sign_up" ? [signUpEvent("google")] : []));
}

type Gtag = (command: "event", name: string, params: Record<string, string | number>) => void;

/** Sends the event when the tag is on the page; returns whether it was handed over. */
export function sendConversion(event: ConversionEvent, target: unknown = typeof window === "undefined" ? undefined : window) {
  const gtag = (target as { gtag?: Gtag } | undefined)?.gtag;
  if (typeof gtag !== "function") return false;
  gtag("event", event.name, event.params);
  return true;
}

const TAG_ID_PATTERN = /^[A-Z]{1,3}-[A-Za-z0-9-]{4,32}$/;

export function isValidTagId(tagId: string | null | undefined): tagId is string {
  return typeof tagId === "string" && TAG_ID_PATTERN.test(tagId);
}

/** The address of Google's tag script for an id. */
export function tagScriptUrl(tagId: string) {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`;
}

/** The inline bootstrap that defines `gtag` and configures the id (the id is validated first). */
export function tagBootstrapScript(tagId: string) {
  if (!isValidTagId(tagId)) throw new Error("ID de tag inválido");
  return [
    "window.dataLayer=window.dataLayer||[];",
    "function gtag(){dataLayer.push(arguments);}",
    "gtag('js',new Date());",
    `gtag('config',${JSON.stringify(tagId)});`,
  ].join("");
}
