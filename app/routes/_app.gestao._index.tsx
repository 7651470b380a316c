import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { listClients } from "~/models/business-clients.server";
import { orderCounts } from "~/models/business-order-lists.server";
import { listProducts } from "~/models/business-products.server";
import { listSuppliers } from "~/models/business-suppliers.server";
import { requireUser } from "~/utils/session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const one = { page: 1, perPage: 1 };
  const [clients, products, suppliers, orders] = await Promise.all([
    listClients(user.id, one),
    listProducts(user.id, one),
    listSuppliers(user.id, one),
    orderCounts(user.id),
  ]);
  return {
    clientCount: clients.total,
    productCount: products.total,
    supplierCount: suppliers.total,
    orderCount: orders.all,
    orderMonthCount: orders.month,
  };
}

export default function GestaoHome() {
  const { clientCount, productCount, supplierCount, orderCount, orderMonthCount } = useLoaderData<typeof loader>();
  const count = (n: number, one: string, many: string, empty: string) =>
    n === 0 ? empty : `${n.toLocaleString("pt-BR")} ${n === 1 ? one : many}`;
  const sections = [
    {
      to: "/gestao/pedidos",
      title: "Pedidos",
      text:
        orderCount === 0
          ? "Anote orçamentos e vendas, mande o recibo pelo WhatsApp."
          : `${count(orderMonthCount, "pedido", "pedidos", "Nenhum pedido")} neste mês · ${count(orderCount, "no total", "no total", "")}`,
    },
    { to: "/gestao/a-receber", title: "A receber", text: "Quem me deve: saldos em aberto, parcelas vencidas e lembrete pelo WhatsApp." },
    {
      to: "/gestao/clientes",
      title: "Clientes",
      text: count(clientCount, "cliente cadastrado", "clientes cadastrados", "Nenhum cliente ainda. Cadastre o primeiro."),
    },
    {
      to: "/gestao/produtos",
      title: "Produtos e serviços",
      text: count(productCount, "produto cadastrado", "produtos cadastrados", "Cadastre o que você vende e veja sua margem."),
    },
    {
      to: "/gestao/relatorio",
      title: "O que vende",
      text: "Mais vendidos, ticket médio, faturamento por mês e quem não compra há 60 dias.",
    },
    { to: "/gestao/caixa", title: "Livro-caixa", text: "Entradas, saídas e saldo do mês, com gráfico." },
    {
      to: "/gestao/mei",
      title: "MEI: limite e relatório",
      text: "Quanto do limite anual você já usou, o relatório mensal para imprimir e a declaração anual.",
    },
    {
      to: "/gestao/fornecedores",
      title: "Fornecedores",
      text: count(supplierCount, "fornecedor cadastrado", "fornecedores cadastrados", "Anote de quem você compra."),
    },
  ];
  return (
    <section aria-labelledby="gestao-titulo">
      <h1 id="gestao-titulo" className="text-2xl font-bold text-slate-900">
        Gestão do negócio
      </h1>
      <p className="mt-1 text-sm text-slate-700">
        Seu caderno de pedidos, clientes, produtos, fornecedores e caixa, direto no celular. Só você vê estes dados.
      </p>
      <ul className="mt-5 grid gap-3 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="card block p-4 hover:border-brand-400">
              <span className="block text-lg font-semibold text-slate-900">{section.title}</span>
              <span className="mt-1 block text-sm text-slate-700">{section.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
