import { formatBRL } from "~/modules/business/money";
import { listClients } from "./business-clients.server";
import { listOrders } from "./business-order-lists.server";
import { listProducts } from "./business-products.server";

const SHOWN = 5;

export type OwnSearchGroup = {
  kind: "cliente" | "produto" | "pedido";
  label: string;
  total: number;
  hits: { id: string; title: string; href: string; summary: string }[];
  /** The full list filtered by the same words, when there are more than shown. */
  moreHref: string;
};

/**
 * The header's search through the person's own records (decision 029): their clients (name, phone,
 * e-mail, tags), products (name) and orders (client's name or number), only theirs, 5 of each.
 */
export async function searchOwnRecords(userId: string, query: string): Promise<OwnSearchGroup[]> {
  const q = query.trim();
  if (!q) return [];
  const page = { q, page: 1, perPage: SHOWN };
  const [clients, products, orders] = [await listClients(userId, page), await listProducts(userId, page), await listOrders(userId, page)];
  const params = new URLSearchParams({ q }).toString();
  const groups: OwnSearchGroup[] = [
    {
      kind: "cliente",
      label: "Seus clientes",
      total: clients.total,
      hits: clients.items.map((c) => ({ id: c.id, title: c.name, href: `/gestao/clientes/${c.id}`, summary: c.email ?? c.tags ?? "" })),
      moreHref: `/gestao/clientes?${params}`,
    },
    {
      kind: "produto",
      label: "Seus produtos",
      total: products.total,
      hits: products.items.map((p) => ({
        id: p.id,
        title: p.name,
        href: `/gestao/produtos/${p.id}`,
        summary: `${formatBRL(p.priceCents)} por ${p.unit}`,
      })),
      moreHref: `/gestao/produtos?${params}`,
    },
    {
      kind: "pedido",
      label: "Seus pedidos",
      total: orders.total,
      hits: orders.items.map((o) => ({
        id: o.id,
        title: `Pedido nº ${o.number}${o.clientName ? ` — ${o.clientName}` : ""}`,
        href: `/gestao/pedidos/${o.id}`,
        summary: formatBRL(o.totalCents),
      })),
      moreHref: `/gestao/pedidos?${params}`,
    },
  ];
  return groups.filter((group) => group.total > 0);
}
