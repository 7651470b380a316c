import { ArrowLeftIcon, LogoMark } from "~/components/icons";
import { Link } from "@remix-run/react";
import { useBrand } from "~/root";

/** The logo and product name, linking to the home page: the left end of every public header. */
export function BrandHomeLink() {
  const brand = useBrand();
  return (
    <Link to="/" className="flex min-w-0 items-center gap-2 font-bold text-slate-900">
      <LogoMark className="h-7 w-7 shrink-0" />
      <span className="truncate">{brand.productName}</span>
    </Link>
  );
}

/** The information pages' sticky header: logo, product name and Voltar to the home page. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-5xl items-center gap-3 px-4">
        <BrandHomeLink />
        <Link to="/" className="btn-ghost ml-auto shrink-0">
          <ArrowLeftIcon className="h-4 w-4" />
          Voltar
        </Link>
      </div>
    </header>
  );
}
