import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PasteText } from "~/components/marca/paste-text";
import { OFFICIAL_LINKS, whatsappTexts } from "~/modules/brand-kit/checklists";
import { checklistInput } from "~/utils/checklist-input.server";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "WhatsApp Business | Sua marca | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { texts: whatsappTexts(await checklistInput(user.id, user.name ?? "Meu negócio")), link: OFFICIAL_LINKS.whatsapp };
}

export default function WhatsappChecklist() {
  const { texts, link } = useLoaderData<typeof loader>();
  return (
    <section className="card p-5" aria-labelledby="whatsapp-titulo">
      <h1 id="whatsapp-titulo" className="text-xl font-bold text-slate-900">
        WhatsApp Business
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        O app gratuito do WhatsApp para negócios: perfil, mensagens automáticas, respostas rápidas e catálogo.
      </p>
      <ol className="mt-4 list-decimal space-y-5 pl-5 text-sm text-slate-800">
        <li>
          Instale o WhatsApp Business pela loja de aplicativos do celular (veja a{" "}
          <a href={link} className="font-semibold text-brand-700 underline" rel="noopener noreferrer" target="_blank">
            página oficial
          </a>
          ) e use o número do negócio.
        </li>
        <li>
          Em Ferramentas comerciais › Perfil comercial, coloque a sua{" "}
          <Link to="/marca" className="underline">
            foto de perfil quadrada
          </Link>{" "}
          e cole a descrição:
          <PasteText id="w-descricao" label="Descrição do perfil" text={texts.profileDescription} rows={2} />
        </li>
        <li>
          Em Mensagem de saudação, ative e cole:
          <PasteText id="w-saudacao" label="Mensagem de saudação" text={texts.greeting} rows={4} />
        </li>
        <li>
          Em Mensagem de ausência, ative, escolha o horário e cole:
          <PasteText id="w-ausencia" label="Mensagem de ausência" text={texts.away} rows={4} />
        </li>
        <li>
          Em Respostas rápidas, crie um atalho para cada uma:
          {texts.quickReplies.map((reply) => (
            <PasteText
              key={reply.shortcut}
              id={`w-${reply.shortcut.slice(1)}`}
              label={`Atalho ${reply.shortcut}`}
              text={reply.text}
              rows={2}
            />
          ))}
        </li>
        <li>
          Em Catálogo, adicione cada produto com foto, preço e descrição:
          {texts.catalogue.length === 0 ? (
            <p className="mt-1">
              Cadastre seus produtos em{" "}
              <Link to="/gestao/produtos/novo" className="underline">
                Gestão › Produtos
              </Link>{" "}
              para os textos do catálogo aparecerem aqui.
            </p>
          ) : (
            texts.catalogue.map((item, i) => (
              <PasteText key={i} id={`w-cat-${i}`} label={`${item.name} — ${item.price}`} text={item.description} rows={2} />
            ))
          )}
        </li>
      </ol>
    </section>
  );
}
