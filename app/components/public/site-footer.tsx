import { Link } from "@remix-run/react";
import { LogoMark } from "~/components/icons";
import { FOOTER_LINKS } from "~/modules/site/links";
import { useBrand } from "~/root";

export function SiteFooter() {
  const brand = useBrand();
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm">
          <p className="flex items-center gap-2 font-bold text-slate-900">
            <LogoMark className="h-7 w-7" />
            {brand.productName}
          </p>
          <p className="mt-2 text-sm text-slate-600">
            Descubra, planeje e abra seu negócio, passo a passo. 100% gratuito, sem cartão de crédito.
          </p>
        </div>
        <nav aria-label="Rodapé">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-1 text-sm sm:grid-cols-3">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="inline-block py-2 text-slate-700 underline-offset-4 hover:text-brand-700 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="border-t border-slate-100 px-4 py-4 text-center text-xs text-slate-600">
        © {new Date().getFullYear()} {brand.productName}. Feito para quem empreende no Brasil.
      </p>
    </footer>
  );
}
