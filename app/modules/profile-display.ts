/** What the shell's 'Meu Perfil' dialog shows, derived once from user and profile rows. */
export type ProfileView = {
  displayName: string;
  email: string;
  phone: string | null;
  hasCnpj: boolean;
  hasBusinessExperience: boolean;
  profileExists: boolean;
};

type UserLike = { firstName: string | null; lastName: string | null; email: string | null };
type ProfileLike = { name: string; phone: string; hasCnpj: boolean; hasBusinessExperience: boolean } | null;

export function profileView(user: UserLike, profile: ProfileLike): ProfileView {
  const fromUser = [user.firstName, user.lastName].filter(Boolean).join(" ").trim();
  return {
    displayName: profile?.name.trim() || fromUser || "Nome não informado",
    email: user.email?.trim() || "E-mail não informado",
    phone: profile?.phone.trim() || null,
    hasCnpj: profile?.hasCnpj ?? false,
    hasBusinessExperience: profile?.hasBusinessExperience ?? false,
    profileExists: profile !== null,
  };
}

export function firstNameOrDefault(firstName: string | null | undefined) {
  return firstName?.trim() || "Usuário";
}
