import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PasteText } from "~/components/marca/paste-text";
import { GOOGLE_DESCRIPTION_MAX, googleProfileTexts, OFFICIAL_LINKS } from "~/modules/brand-kit/checklists";
import { checklistInput } from "~/utils/checklist-input.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Perfil da Empresa no Google | Sua marca | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { texts: googleProfileTexts(await checklistInput(user.id, user.name ?? "Meu negócio")), link: OFFICIAL_LINKS.google };
}

export default function GoogleChecklist() {
  const { texts, link } = useLoaderData<typeof loader>();
  return (
    <section className="card p-5" aria-labelledby="google-titulo">
      <h1 id="google-titulo" className="text-xl font-bold text-slate-900">
        Perfil da Empresa no Google
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Apareça nas buscas e no Google Maps. É gratuito; siga os passos com os seus textos prontos.
      </p>
      <ol className="mt-4 list-decimal space-y-5 pl-5 text-sm text-slate-800">
        <li>
          Abra a página oficial do Google e toque em “Gerenciar agora” com a sua conta Google:{" "}
          <a href={link} className="font-semibold text-brand-700 underline" rel="noopener noreferrer" target="_blank">
            Perfil da Empresa no Google
          </a>
          .
          <PasteText id="g-nome" label="Nome da empresa" text={texts.name} rows={1} />
        </li>
        <li>
          Escolha a categoria principal. As mais próximas do seu negócio: <strong>{texts.categories.join(", ")}</strong>.
        </li>
        <li>
          Se você atende em casa ou vai até o cliente, marque que <strong>não tem loja física</strong> e informe os bairros ou a cidade que
          atende.
        </li>
        <li>Coloque o telefone (o seu WhatsApp) e, se tiver, o link da sua loja.</li>
        <li>
          Cole a descrição (até {GOOGLE_DESCRIPTION_MAX} caracteres):
          <PasteText id="g-descricao" label="Descrição" text={texts.description} rows={5} />
        </li>
        <li>
          Informe o horário de atendimento:
          <PasteText id="g-horario" label="Horário" text={texts.hours} rows={2} />
        </li>
        <li>
          Confirme a empresa do jeito que o Google pedir (vídeo, ligação ou código). Depois, adicione fotos: a sua logo e as imagens dos
          seus produtos.
        </li>
        <li>
          Faça a primeira postagem no perfil:
          <PasteText id="g-post" label="Primeira postagem" text={texts.firstPost} rows={3} />
        </li>
      </ol>
    </section>
  );
}
