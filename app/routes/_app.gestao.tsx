import type { MetaFunction } from "@remix-run/node";
import { NavLink, Outlet } from "@remix-run/react";
import { GESTAO_SECTIONS } from "~/components/gestao/gestao-nav";

export const meta: MetaFunction = () => [{ title: "Gestão do Negócio | Empreenda Aí" }];

// The signed-in area for running the business (issue 18). Sign-in is enforced by the _app layout
// and again by every loader/action below (each reads only the signed-in person's rows).
export default function GestaoLayout() {
  return (
    <div className="mx-auto max-w-3xl">
      <nav aria-label="Gestão do negócio" className="mb-4 print:hidden">
        <ul className="flex flex-wrap gap-2">
          {GESTAO_SECTIONS.map((section) => (
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
