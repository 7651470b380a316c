import { Form, Link } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ChevronDownIcon, LogoutIcon, UserIcon } from "~/components/icons";
import { Avatar } from "./avatar";

type UserMenuProps = {
  firstName: string;
  avatarUrl: string | null;
  profileHref: string;
  onOpenProfile: () => void;
};

// Pages every signed-in person should find: plans (demonstration) and their privacy rights.
const EXTRA_LINKS = [
  { to: "/subscribe", label: "Planos" },
  { to: "/meus-dados", label: "Meus dados" },
];

const itemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-left text-sm text-slate-800 outline-none hover:bg-slate-100 focus:bg-slate-100";

/**
 * A disclosure (<details>) of links and the sign-out form: it works the same without JavaScript.
 * Once hydrated it also closes on Escape, on a click elsewhere and after a choice, and "Meu Perfil"
 * opens the dialog in place instead of following its '?perfil=1' link.
 */
export function UserMenu({ firstName, avatarUrl, profileHref, onOpenProfile }: UserMenuProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => menu.current?.removeAttribute("open");

  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onPointerDown = (event: PointerEvent) => {
      if (details.open && !details.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      close();
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    details.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      details.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={menu} className="relative">
      <summary
        className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-1 py-1.5 hover:bg-slate-100 sm:px-2"
        aria-label="Menu do usuário"
        data-testid="user-menu-trigger"
      >
        <Avatar src={avatarUrl} />
        <span className="hidden max-w-[8rem] truncate text-sm font-medium sm:inline">{firstName}</span>
        <ChevronDownIcon className="hidden h-4 w-4 text-slate-500 sm:block" />
      </summary>
      <div className="absolute right-0 z-40 mt-2 w-52 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        <Link
          to={profileHref}
          className={itemClass}
          onClick={(event) => {
            event.preventDefault();
            close();
            onOpenProfile();
          }}
        >
          <UserIcon className="h-4 w-4" /> Meu Perfil
        </Link>
        {EXTRA_LINKS.map((link) => (
          <Link key={link.to} to={link.to} className={itemClass} onClick={close}>
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
