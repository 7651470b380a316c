import { NavLink, Outlet } from "@remix-run/react";

export type SectionLink = { readonly to: string; readonly label: string; readonly end: boolean };

/**
 * An area of the signed-in app with its own row of sections (Gestão, Sua marca): the row of
 * pill links, then the page. Sign-in is enforced by the _app layout and again by every
 * loader/action below.
 */
export function SectionLayout({ label, sections }: { label: string; sections: readonly SectionLink[] }) {
  return (
    <div className="mx-auto max-w-3xl">
      <nav aria-label={label} className="mb-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.to}>
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
