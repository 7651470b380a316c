/** Lower-case, accent-free form used by the admin user search ('JOÃO' and 'joao' match 'João'). */
export function foldForSearch(value: string | null | undefined): string {
  return (value ?? "")
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLocaleLowerCase("pt-BR")
    .trim();
}

export type SearchableUser = { firstName: string | null; lastName: string | null; email: string };

/** Case- and accent-insensitive match on first name, last name and e-mail; an empty query matches all. */
export function matchesUserQuery(user: SearchableUser, query: string | null | undefined): boolean {
  const needle = foldForSearch(query);
  if (!needle) return true;
  return [user.firstName, user.lastName, user.email].some((field) => foldForSearch(field).includes(needle));
}
