// The business plan pages' server-side rules, imported by their routes through this .server
// module: the browser build replaces it with an empty module, so the plan's calculations stay out
// of the pages' first JavaScript (a route's loader-only import of a module the browser also uses
// elsewhere would still load that module with the page). The section page fetches
// ~/modules/plan/live itself where figures follow what is typed.
export { cashChart, moneyChart, resultChart } from "~/modules/plan/charts";
export { computePlan } from "~/modules/plan/compute";
export { composeSummary } from "~/modules/plan/defaults";
export { applyDraft, applyRowIntent, draftFromForm, draftOf } from "~/modules/plan/form";
export { liveFigures } from "~/modules/plan/live";
export { planIssues, planSchema } from "~/modules/plan/schema";
export { keyFigures } from "~/modules/plan/summary";
