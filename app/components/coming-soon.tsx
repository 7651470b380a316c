import { Link } from "@remix-run/react";

/** Placeholder for a screen that is planned but not built yet; it says so plainly. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <section className="card p-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-600">{description}</p>
      <p className="mt-4 inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-800">
        Em breve
      </p>
      <div className="mt-6">
        <Link to="/dashboard" className="btn-secondary">
          Voltar para Minha Jornada
        </Link>
      </div>
    </section>
  );
}
