import { Link } from "@remix-run/react";

/** Previous and next year of a yearly page (obligations, DASN), as plain links (?ano=YYYY). */
export function YearNav({ prev, next }: { prev: number; next: number | null }) {
  return (
    <nav aria-label="Ano" className="mt-3 flex items-center justify-between">
      <Link to={`?ano=${prev}`} className="btn-ghost" aria-label="Ano anterior">
        ← {prev}
      </Link>
      {next ? (
        <Link to={`?ano=${next}`} className="btn-ghost" aria-label="Próximo ano">
          {next} →
        </Link>
      ) : null}
    </nav>
  );
}
