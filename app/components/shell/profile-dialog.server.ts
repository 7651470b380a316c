// The profile dialog for the server render only: see serverFirst (utils/hydration.ts).
export { ProfileDialog } from "./profile-dialog";
