import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Meus dados | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { email: user.email };
}

/** The privacy rights the privacy page promises: download everything, correct the profile, delete the account. */
export default function MyData() {
  const { email } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">Meus dados</h1>
      <p className="text-slate-700">
        Você controla seus dados. Baixe tudo o que guardamos sobre você ({email}), corrija seu perfil ou exclua sua conta de forma
        definitiva.
      </p>
      <div className="card p-5">
        <h2 className="text-lg font-semibold">Baixar meus dados</h2>
        <p className="mt-1 text-sm text-slate-600">
          Um arquivo JSON com seu cadastro, perfil, estratégias com as análises, progresso da jornada, conversas com o consultor, planos de
          negócio, assinaturas e resultados da IA.
        </p>
        <a href="/meus-dados/exportar" className="btn-primary mt-4" download>
          Baixar meus dados (JSON)
        </a>
      </div>
      <div className="card p-5">
        <h2 className="text-lg font-semibold">Corrigir dados e preferências</h2>
        <p className="mt-1 text-sm text-slate-600">
          No seu perfil você corrige nome e telefone e escolhe se quer receber conteúdos e ofertas de parceiros. O e-mail vem do seu login.
        </p>
        <Link to="/dashboard/perfil?redirectTo=%2Fmeus-dados" className="btn-secondary mt-4">
          Corrigir meu perfil
        </Link>
      </div>
      <div className="card border-red-200 p-5">
        <h2 className="text-lg font-semibold text-red-800">Excluir minha conta</h2>
        <p className="mt-1 text-sm text-slate-600">Remove sua conta e todos os seus dados. Não dá para desfazer.</p>
        <Link to="/meus-dados/excluir" className="btn mt-4 bg-red-600 text-white hover:bg-red-700">
          Excluir minha conta
        </Link>
      </div>
      <p className="text-sm text-slate-600">
        Saiba mais na nossa{" "}
        <Link to="/privacidade" className="font-semibold text-brand-700 underline">
          Política de Privacidade
        </Link>
        .
      </p>
    </section>
  );
}
