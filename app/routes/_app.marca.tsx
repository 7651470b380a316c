import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { MARCA_SECTIONS } from "~/components/marca/marca-nav";

export const meta: MetaFunction = () => [{ title: "Sua marca | Empreenda Aí" }];

// Being seen (decision 030): logo, printed materials, post images, a month of posts and the
// checklists. Sign-in is enforced by the _app layout and again by every loader/action below.
export default function MarcaLayout() {
  return (
    <div className="mx-auto max-w-3xl">
      <nav aria-label="Sua marca" className="mb-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {MARCA_SECTIONS.map((section) => (
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
