import { Link } from "@remix-run/react";
import { LANDING_SECTIONS } from "~/modules/site/links";
import { BrandHomeLink } from "./site-header";

/** The landing page's sticky header: the three section anchors and Entrar. */
export function LandingHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-6xl items-center gap-4 px-4">
        <BrandHomeLink />
        <nav className="ml-auto hidden sm:block" aria-label="Seções da página">
          <ul className="flex gap-1 text-sm font-medium text-slate-700">
            {LANDING_SECTIONS.map((section) => (
              <li key={section.href}>
                <a href={section.href} className="rounded-lg px-3 py-2 hover:bg-slate-100 hover:text-slate-900">
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Link to="/login" className="btn-primary ml-auto shrink-0 sm:ml-0">
          Entrar
        </Link>
      </div>
      <nav className="border-t border-slate-100 sm:hidden" aria-label="Seções da página (celular)">
        <ul className="flex justify-center gap-1 text-sm font-medium text-slate-700">
          {LANDING_SECTIONS.map((section) => (
            <li key={section.href}>
              <a href={section.href} className="inline-block px-3 py-2 hover:text-slate-900">
                {section.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
