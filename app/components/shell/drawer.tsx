import { Link, NavLink } from "@remix-run/react";
import { CloseIcon } from "~/components/icons";
import { NAV_ITEMS, isCurrentNav } from "./nav-items";

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
export function Drawer({ open, pathname, closeHref, onClose, firstName, email, demo }: DrawerProps) {
  if (!open) return null;
  const close = (event: React.MouseEvent) => {
    if (!onClose) return;
    event.preventDefault();
    onClose();
  };
  return (
    <div className="fixed inset-0 z-50" onKeyDown={(e) => e.key === "Escape" && onClose?.()}>
      <Link
        to={closeHref}
        onClick={close}
        className="absolute inset-0 bg-slate-900/50"
        aria-label="Fechar menu"
        tabIndex={-1}
      />
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
          <Link to={closeHref} onClick={close} className="btn-ghost -mr-2 -mt-1 p-2" aria-label="Fechar menu">
            <CloseIcon />
          </Link>
        </div>
        <ul className="flex-1 space-y-1 p-3">
          {NAV_ITEMS.map((item) => {
            const current = isCurrentNav(pathname, item.to);
            return (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  onClick={() => onClose?.()}
                  aria-current={current ? "page" : undefined}
                  className={`block rounded-lg px-3 py-2.5 ${
                    current ? "bg-brand-50 ring-1 ring-brand-200" : "hover:bg-slate-100"
                  }`}
                >
                  <span className={`block text-sm font-semibold ${current ? "text-brand-700" : "text-slate-900"}`}>
                    {item.label}
                  </span>
                  <span className="block text-xs text-slate-600">{item.description}</span>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
