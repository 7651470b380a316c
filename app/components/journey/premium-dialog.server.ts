// The premium dialog for the server render only: see serverFirst (utils/hydration.ts).
export { PremiumDialog } from "./premium-dialog";
