import { Form, Link, useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { ChatPanel } from "~/components/chat/chat-panel";
import { BellIcon, MenuIcon, SearchIcon, LogoMark } from "~/components/icons";
import type { ProfileView } from "~/modules/profile-display";
import { useBrand } from "~/root";
import { Drawer } from "./drawer";
import { ProfileDialog } from "./profile-dialog";
import { UserMenu } from "./user-menu";

export type ShellUser = {
  firstName: string;
  email: string;
  profileImageUrl: string | null;
  demo: boolean;
};

function withParam(search: URLSearchParams, key: string, value: string | null) {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(key);
  else next.set(key, value);
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** The bell's content: obligations due soon (issue 31). */
export type ShellAlerts = { soon: { id: string; title: string; dueDate: string }[]; lateCount: number };

export function AppShell({
  user,
  profile,
  alerts = { soon: [], lateCount: 0 },
  children,
}: {
  user: ShellUser;
  profile: ProfileView;
  alerts?: ShellAlerts;
  children: React.ReactNode;
}) {
  const alertCount = alerts.soon.length + (alerts.lateCount > 0 ? 1 : 0);
  const brand = useBrand();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);

  // URL flags keep the drawer and the profile usable without JavaScript.
  const drawerFromUrl = searchParams.get("menu") === "1";
  const profileFromUrl = searchParams.get("perfil") === "1";
  const closeDrawerHref = withParam(searchParams, "menu", null);
  const closeProfileHref = withParam(searchParams, "perfil", null);

  const setProfile = (open: boolean) => {
    setProfileOpen(open);
    if (!open && profileFromUrl) navigate(closeProfileHref, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-30 border-b print:hidden border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-1 px-2 sm:gap-2 sm:px-4">
          <Link
            to={withParam(searchParams, "menu", "1")}
            onClick={(event) => {
              event.preventDefault();
              setDrawerOpen(true);
            }}
            className="btn-ghost p-2"
            aria-label="Abrir menu"
            aria-controls="app-drawer"
            aria-expanded={drawerOpen || drawerFromUrl}
            data-testid="menu-button"
          >
            <MenuIcon />
          </Link>
          <Link to="/dashboard" className="flex min-w-0 items-center gap-2">
            <LogoMark className="h-7 w-7 shrink-0" />
            {/* Whole at 360 px (issue 33): the icons around it are tight on a phone, the name is not cut. */}
            <span className="truncate text-base font-bold text-slate-900" data-testid="brand-name">
              {brand.productName}
            </span>
          </Link>
          {user.demo ? (
            <span className="hidden rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 sm:inline">
              Modo demonstração
            </span>
          ) : null}
          {/* A plain GET form: works without JavaScript; results at /pesquisar?q=… */}
          <Form method="get" action="/pesquisar" role="search" className="ml-auto hidden md:block">
            <label className="relative block">
              <span className="sr-only">Pesquisar</span>
              <SearchIcon className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-500" />
              <input
                type="search"
                name="q"
                maxLength={100}
                defaultValue={location.pathname === "/pesquisar" ? (searchParams.get("q") ?? "") : undefined}
                key={location.pathname === "/pesquisar" ? searchParams.get("q") : "fora"}
                placeholder="Pesquisar…"
                className="w-56 rounded-lg border border-slate-300 bg-slate-50 py-1.5 pl-9 pr-3 text-sm"
              />
            </label>
          </Form>
          <Link to="/pesquisar" className="btn-ghost ml-auto p-2 md:hidden" aria-label="Pesquisar">
            <SearchIcon className="h-5 w-5" />
          </Link>
          <details className="relative md:ml-0">
            <summary
              className="btn-ghost relative list-none p-2"
              aria-label={alertCount ? `Notificações: ${alertCount} ${alertCount === 1 ? "aviso" : "avisos"}` : "Notificações"}
              data-testid="sino"
            >
              <BellIcon />
              {alertCount ? <span className="absolute right-1 top-1 h-2.5 w-2.5 rounded-full bg-red-600" aria-hidden="true" /> : null}
            </summary>
            <div className="absolute right-0 z-40 mt-2 w-72 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg">
              {alertCount ? (
                <ul className="space-y-2">
                  {alerts.soon.map((alert) => (
                    <li key={alert.id}>
                      <Link to={`/gestao/obrigacoes?ano=${alert.dueDate.slice(0, 4)}#${alert.id}`} className="text-brand-700 underline">
                        {alert.title}
                      </Link>{" "}
                      vence em {alert.dueDate.split("-").reverse().join("/")}.
                    </li>
                  ))}
                  {alerts.lateCount ? (
                    <li>
                      <Link to="/gestao/obrigacoes" className="font-semibold text-red-800 underline">
                        {alerts.lateCount === 1 ? "1 obrigação do MEI vencida" : `${alerts.lateCount} obrigações do MEI vencidas`}
                      </Link>
                    </li>
                  ) : null}
                </ul>
              ) : (
                "Você não tem notificações novas."
              )}
            </div>
          </details>
          <UserMenu
            firstName={user.firstName}
            avatarUrl={user.profileImageUrl}
            profileHref={withParam(searchParams, "perfil", "1")}
            onOpenProfile={() => setProfileOpen(true)}
          />
        </div>
      </header>
      <Drawer
        open={drawerOpen || drawerFromUrl}
        pathname={location.pathname}
        closeHref={closeDrawerHref}
        onClose={() => {
          setDrawerOpen(false);
          if (drawerFromUrl) navigate(closeDrawerHref, { replace: true, preventScrollReset: true });
        }}
        firstName={user.firstName}
        email={user.email}
        demo={user.demo}
      />
      <ProfileDialog open={profileOpen || profileFromUrl} onOpenChange={setProfile} closeHref={closeProfileHref} view={profile} />
      {/* pb-24 keeps the page's end clear of the floating consultant button (issue 13 item 17). */}
      <main id="conteudo" className="mx-auto max-w-6xl px-3 pb-24 pt-6 sm:px-4">
        {children}
      </main>
      <ChatPanel />
    </div>
  );
}
