import { NavLink, Outlet, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";

export type SectionLink = { readonly to: string; readonly label: string; readonly end: boolean };

/**
 * An area of the signed-in app with its own row of sections (Gestão, Sua marca): the row of
 * pill links, then the page. Sign-in is enforced by the _app layout and again by every
 * loader/action below. On a phone the pills are one row that scrolls sideways (wrapped, a dozen of
 * them pushed the page below the fold); with JavaScript the current one is scrolled into view.
 */
export function SectionLayout({ label, sections }: { label: string; sections: readonly SectionLink[] }) {
  const row = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const list = row.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    // Sideways only: the page itself never moves.
    if (list && current) list.scrollLeft = current.offsetLeft - (list.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="mx-auto max-w-3xl">
      <nav aria-label={label} className="mb-4 print:hidden">
        <ul ref={row} className="relative flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible sm:pb-0">
          {sections.map((section) => (
            <li key={section.to} className="shrink-0">
              <NavLink
                to={section.to}
                end={section.end}
                prefetch="none"
                className={({ isActive }) =>
                  `inline-block rounded-full border px-4 py-2 text-sm font-semibold ${
                    isActive ? "border-brand-600 bg-brand-600 text-white" : "border-slate-300 bg-white text-slate-800 hover:bg-slate-100"
                  }`
                }
              >
                {section.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
