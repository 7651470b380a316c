import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getBrandKit, loadBrandMaterials } from "~/models/brand.server";
import { formatBRL } from "~/modules/business/money";
import { requireUser } from "~/utils/session.server";

export const meta: MetaFunction = () => [{ title: "Imagens para posts | Sua marca | Empreenda Aí" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const [kit, materials] = await Promise.all([getBrandKit(user.id), loadBrandMaterials(user.id)]);
  return {
    hasLogo: Boolean(kit),
    version: kit?.updatedAt.getTime() ?? 0,
    products: materials.products.map((p) => ({ id: p.id, name: p.name, price: formatBRL(p.priceCents) })),
  };
}

const linkClass = "font-semibold text-brand-700 underline";

export default function Posts() {
  const { hasLogo, version, products } = useLoaderData<typeof loader>();
  if (!hasLogo) {
    return (
      <section className="card p-5">
        <h1 className="text-xl font-bold text-slate-900">Imagens para posts</h1>
        <p className="mt-2 text-sm text-slate-700">As imagens usam a sua logo e as suas cores. Crie a logo primeiro.</p>
        <Link to="/marca" className="btn-primary mt-4">
          Criar minha logo
        </Link>
      </section>
    );
  }
  return (
    <section className="card p-5" aria-labelledby="posts-titulo">
      <h1 id="posts-titulo" className="text-xl font-bold text-slate-900">
        Imagens para posts
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        Imagens quadradas de 1080 × 1080 px, o tamanho do feed do Instagram e do Facebook, com as suas cores e o seu WhatsApp. Abra e salve
        no celular.
      </p>
      <h2 className="mt-4 font-semibold text-slate-900">Para qualquer dia</h2>
      <ul className="mt-2 space-y-2 text-sm">
        <li>
          <a className={linkClass} href={`/marca/posts/abrimos.png?v=${version}`}>
            “Abrimos!”
          </a>{" "}
          — para anunciar que o negócio começou.
        </li>
        <li>
          <a className={linkClass} href={`/marca/posts/oferta.png?v=${version}`}>
            “Oferta por tempo limitado”
          </a>{" "}
          — para chamar quem ainda não comprou.
        </li>
      </ul>
      <h2 className="mt-4 font-semibold text-slate-900">Um por produto</h2>
      {products.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">
          Cadastre seus produtos com preço para ter uma imagem de cada um.{" "}
          <Link to="/gestao/produtos/novo" className="underline">
            Cadastrar produto
          </Link>
        </p>
      ) : (
        <ul className="mt-2 space-y-2 text-sm">
          {products.map((p) => (
            <li key={p.id}>
              <a className={linkClass} href={`/marca/posts/${p.id}.png?v=${version}`}>
                {p.name}
              </a>{" "}
              — {p.price}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <Link to="/marca/calendario" className="text-brand-700 underline">
          Quando postar cada uma: calendário do mês
        </Link>
      </p>
    </section>
  );
}
