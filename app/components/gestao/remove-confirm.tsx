import { Form, Link, useNavigation } from "@remix-run/react";

/** The delete confirmation page body, shared by every gestão record. */
export function RemoveConfirm({ name, cancelTo, detail }: { name: string; cancelTo: string; detail: string }) {
  const pending = useNavigation().state === "submitting";
  return (
    <section className="card p-5" aria-labelledby="remover-titulo">
      <h1 id="remover-titulo" className="text-xl font-bold text-slate-900">
        Remover “{name}”?
      </h1>
      <p className="mt-3 text-sm text-slate-700">{detail}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" className="btn bg-red-600 text-white hover:bg-red-700" disabled={pending}>
            {pending ? "Removendo…" : "Sim, remover"}
          </button>
        </Form>
        <Link to={cancelTo} className="btn-secondary">
          Cancelar
        </Link>
      </div>
    </section>
  );
}
