import { Form, Link, NavLink } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CloseIcon, LogoutIcon } from "~/components/icons";
import { MORE_NAV_ITEMS, NAV_ITEMS, isCurrentNav, type NavItem } from "./nav-items";

type DrawerProps = {
  open: boolean;
  pathname: string;
  closeHref: string;
  onClose?: () => void;
  firstName: string;
  email: string;
  demo: boolean;
};

/**
 * Left slide-in menu, 20rem wide. Opened by '?menu=1' without JavaScript (server-rendered) and
 * by local state with it, so both paths show the same markup.
 */
export function Drawer(props: DrawerProps) {
  if (!props.open) return null;
  return <OpenDrawer {...props} />;
}

function OpenDrawer({ pathname, closeHref, onClose, firstName, email, demo }: DrawerProps) {
  const closeButton = useRef<HTMLAnchorElement>(null);
  const latestOnClose = useRef(onClose);
  latestOnClose.current = onClose;
  // Once opened: focus moves in, and Escape closes it wherever the focus is (the menu button keeps
  // it after a click).
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") latestOnClose.current?.();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);
  const close = (event: React.MouseEvent) => {
    if (!onClose) return;
    event.preventDefault();
    onClose();
  };
  const item = (entry: NavItem) => {
    const current = isCurrentNav(pathname, entry.to);
    return (
      <li key={entry.to}>
        <NavLink
          to={entry.to}
          onClick={() => onClose?.()}
          aria-current={current ? "page" : undefined}
          className={`block rounded-lg px-3 py-2.5 ${current ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-slate-100"}`}
        >
          <span className={`block text-sm font-semibold ${current ? "text-brand-700" : "text-slate-900"}`}>{entry.label}</span>
          <span className="block text-xs text-slate-600">{entry.description}</span>
        </NavLink>
      </li>
    );
  };
  return (
    <div className="fixed inset-0 z-50">
      <Link to={closeHref} onClick={close} className="absolute inset-0 bg-slate-900/50" aria-label="Fechar menu" tabIndex={-1} />
      <nav
        id="app-drawer"
        aria-label="Menu principal"
        className="absolute inset-y-0 left-0 flex w-drawer max-w-[85vw] flex-col overflow-y-auto bg-white shadow-xl"
      >
        <div className="flex items-start justify-between border-b border-slate-200 p-4">
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-slate-900" data-testid="drawer-name">
              {firstName}
            </p>
            <p className="truncate text-sm text-slate-600">{email}</p>
            {demo ? (
              <p className="mt-1 inline-flex rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">
                Modo demonstração
              </p>
            ) : null}
          </div>
          <Link ref={closeButton} to={closeHref} onClick={close} className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar menu">
            <CloseIcon />
          </Link>
        </div>
        <ul className="space-y-1 p-3">{NAV_ITEMS.map(item)}</ul>
        <ul className="space-y-1 border-t border-slate-200 p-3" aria-label="Mais">
          {MORE_NAV_ITEMS.map(item)}
        </ul>
        <Form method="post" action="/auth/logout" className="mt-auto border-t border-slate-200 p-3">
          <button
            type="submit"
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-semibold text-slate-900 hover:bg-slate-100"
          >
            <LogoutIcon className="h-4 w-4" /> Sair
          </button>
        </Form>
      </nav>
    </div>
  );
}
