import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useRef } from "react";
import { ChevronDownIcon, LogoutIcon, UserIcon } from "~/components/icons";
import { useHydrated } from "~/utils/hydration";
import { Avatar } from "./avatar";

type UserMenuProps = {
  firstName: string;
  avatarUrl: string | null;
  profileHref: string;
  onOpenProfile: () => void;
};

function Trigger({ firstName, avatarUrl }: { firstName: string; avatarUrl: string | null }) {
  return (
    <>
      <Avatar src={avatarUrl} />
      <span className="hidden max-w-[8rem] truncate text-sm font-medium sm:inline">{firstName}</span>
      <ChevronDownIcon className="h-4 w-4 text-slate-500" />
    </>
  );
}

// Pages every signed-in person should find: plans (demonstration) and their privacy rights.
const EXTRA_LINKS = [
  { to: "/subscribe", label: "Planos" },
  { to: "/meus-dados", label: "Meus dados" },
];

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100";

/** Radix dropdown once hydrated; a <details> menu with a link and a form before that. */
export function UserMenu({ firstName, avatarUrl, profileHref, onOpenProfile }: UserMenuProps) {
  const hydrated = useHydrated();
  const logoutForm = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();

  if (!hydrated) {
    return (
      <details className="relative">
        <summary
          className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100"
          aria-label="Menu do usuário"
          data-testid="user-menu-trigger"
        >
          <Trigger firstName={firstName} avatarUrl={avatarUrl} />
        </summary>
        <div className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <Link to={profileHref} className={itemClass}>
            <UserIcon className="h-4 w-4" /> Meu Perfil
          </Link>
          {EXTRA_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className={itemClass}>
              {link.label}
            </Link>
          ))}
          <Form method="post" action="/auth/logout">
            <button type="submit" className={itemClass}>
              <LogoutIcon className="h-4 w-4" /> Sair da Conta
            </button>
          </Form>
        </div>
      </details>
    );
  }

  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          className="flex items-center gap-2 rounded-lg px-2 py-1.5 hover:bg-slate-100"
          aria-label="Menu do usuário"
          data-testid="user-menu-trigger"
        >
          <Trigger firstName={firstName} avatarUrl={avatarUrl} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
          >
            <DropdownMenu.Item className={itemClass} onSelect={onOpenProfile}>
              <UserIcon className="h-4 w-4" /> Meu Perfil
            </DropdownMenu.Item>
            {EXTRA_LINKS.map((link) => (
              <DropdownMenu.Item key={link.to} className={itemClass} onSelect={() => navigate(link.to)}>
                {link.label}
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Item className={itemClass} onSelect={() => logoutForm.current?.requestSubmit()}>
              <LogoutIcon className="h-4 w-4" /> Sair da Conta
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <Form ref={logoutForm} method="post" action="/auth/logout" hidden />
    </>
  );
}
