// Money is formatted in one place (app/modules/business/money.ts); this name stays for the
// modules that still import it.
export { formatReaisWithCents as formatBrl } from "~/modules/business/money";
