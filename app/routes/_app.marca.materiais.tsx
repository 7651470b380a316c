import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { getBrandKit, loadBrandMaterials, recordMaterials } from "~/models/brand.server";
import { FLYER_PRODUCTS } from "~/modules/brand-kit/print-layout";
import { parseBrazilianPhone } from "~/modules/br/phone";
import { requireUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: MetaFunction = () => [{ title: "Cartões e panfleto | Sua marca | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [kit, materials] = await Promise.all([getBrandKit(user.id), loadBrandMaterials(user.id)]);
  const phone = parseBrazilianPhone(materials.phone);
  return {
    hasLogo: Boolean(kit),
    personName: materials.personName,
    phone: phone.ok ? phone.phone : null,
    shopUrl: materials.shopUrl,
    productCount: materials.products.length,
    generatedAt: kit?.materialsAt?.toISOString() ?? null,
  };
}

const FILES = { cartoes: "/marca/cartoes.pdf", panfleto: "/marca/panfleto.pdf" } as const;

/** "Gerar": records that the materials were made (ticks "Materiais de Papelaria"), then sends the file. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const file = FILES[String(form.get("arquivo")) as keyof typeof FILES];
  if (!file)
    return redirectWithToast(request, "/marca/materiais", { title: "Escolha cartões ou panfleto.", type: "destructive" }, { status: 303 });
  if (!(await recordMaterials(user.id))) {
    return redirectWithToast(
      request,
      "/marca",
      { title: "Crie sua logo primeiro", description: "Os materiais usam a sua logo.", type: "destructive" },
      { status: 303 },
    );
  }
  return redirect(file, 303);
}

export default function Materials() {
  const { hasLogo, personName, phone, shopUrl, productCount } = useLoaderData<typeof loader>();
  if (!hasLogo) {
    return (
      <section className="card p-5">
        <h1 className="text-xl font-bold text-slate-900">Cartões e panfleto</h1>
        <p className="mt-2 text-sm text-slate-700">Os cartões e o panfleto usam a sua logo. Crie a logo primeiro; leva um minuto.</p>
        <Link to="/marca" className="btn-primary mt-4">
          Criar minha logo
        </Link>
      </section>
    );
  }
  return (
    <div className="space-y-4">
      <section className="card p-5" aria-labelledby="materiais-titulo">
        <h1 id="materiais-titulo" className="text-xl font-bold text-slate-900">
          Cartões e panfleto
        </h1>
        <p className="mt-1 text-sm text-slate-600">Arquivos em PDF prontos para imprimir em casa ou levar à gráfica.</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Nome</dt>
          <dd className="font-medium text-slate-900">{personName ?? "—"}</dd>
          <dt className="text-slate-600">WhatsApp</dt>
          <dd className="font-medium text-slate-900">{phone ?? "—"}</dd>
          <dt className="text-slate-600">Produtos</dt>
          <dd className="font-medium text-slate-900">{productCount}</dd>
        </dl>
        {!phone ? (
          <p className="mt-2 text-sm text-amber-800">
            Sem WhatsApp no perfil, os materiais saem sem contato e sem QR code.{" "}
            <Link to="/dashboard/perfil?redirectTo=%2Fmarca%2Fmateriais" className="underline">
              Completar perfil
            </Link>
          </p>
        ) : null}
        <p className="mt-2 text-sm text-slate-700">O QR code leva {shopUrl ? "à sua loja na internet" : "direto ao seu WhatsApp"}.</p>
      </section>

      <section className="card p-5" aria-labelledby="cartoes-titulo">
        <h2 id="cartoes-titulo" className="text-lg font-bold text-slate-900">
          Cartões de visita
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Folha A4 com 10 cartões de 8,5 × 5,5 cm e marcas de corte. Imprima em papel mais grosso (180 g ou mais) em tamanho real, sem
          “ajustar à página”.
        </p>
        <Form method="post" reloadDocument className="mt-3">
          <input type="hidden" name="arquivo" value="cartoes" />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Gerar cartões (PDF)
          </button>
        </Form>
      </section>

      <section className="card p-5" aria-labelledby="panfleto-titulo">
        <h2 id="panfleto-titulo" className="text-lg font-bold text-slate-900">
          Panfleto
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Folha A5 com a sua logo, até {FLYER_PRODUCTS} produtos com preço, o WhatsApp e o QR code. Duas cabem numa folha A4.
        </p>
        {productCount === 0 ? (
          <p className="mt-2 text-sm text-amber-800">
            Você ainda não tem produtos cadastrados; o panfleto sai só com o contato.{" "}
            <Link to="/gestao/produtos/novo" className="underline">
              Cadastrar produto
            </Link>
          </p>
        ) : null}
        <Form method="post" reloadDocument className="mt-3">
          <input type="hidden" name="arquivo" value="panfleto" />
          <button type="submit" className="btn-primary w-full sm:w-auto">
            Gerar panfleto (PDF)
          </button>
        </Form>
      </section>
    </div>
  );
}
