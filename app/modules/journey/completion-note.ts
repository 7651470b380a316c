/**
 * The line a step shows when real work in /gestao completed it (issue 18, item 6): "Concluído ao
 * cadastrar o cliente Maria Souza", with a link to that record while it exists. A step the person
 * ticked by hand has no record and shows nothing extra. Pure: the model looks the records up (only
 * the person's own) and passes what it found.
 */
import type { StepId } from "./journey-steps";

/** "Gestão de Clientes": this many different clients with at least one real (not test, not cancelled) order. */
export const CLIENTS_WITH_ORDERS_GOAL = 10;

/** "Otimização de Vendas" (decision 034): the sales report opened with this many paid real orders. */
export const PAID_ORDERS_FOR_OPTIMIZATION = 20;

export type CompletionRecordKind = "client" | "supplier" | "product" | "order" | "cash_entry" | "brand" | "calendar" | "store" | "report";

/** What the model found for a completion's record; null when it was deleted (or is not the person's). */
export type FoundRecord =
  | { kind: "client"; id: string; name: string }
  | { kind: "supplier"; id: string; name: string }
  | { kind: "product"; id: string; name: string; service: boolean }
  | { kind: "order"; id: string; number: number; clientName: string | null }
  | { kind: "cash_entry"; id: string; description: string | null; category: string }
  // Issue 32: the person's brand kit and content calendar (one each; the id is the person's).
  | { kind: "brand"; id: string; businessName: string }
  | { kind: "calendar"; id: string; posted: number }
  // Decision 034: the person's shop and sales report (one each; the id is the person's).
  | { kind: "store"; id: string; name: string; slug: string; published: boolean }
  | { kind: "report"; id: string };

/** `text`, then (when the record still exists) a link to it; the card prints them side by side. */
export type CompletionNote = { text: string; link: { href: string; label: string } | null };

const GONE: Record<CompletionRecordKind, string> = {
  client: "Concluído ao cadastrar um cliente que depois foi excluído",
  supplier: "Concluído ao cadastrar um fornecedor que depois foi excluído",
  product: "Concluído ao cadastrar um produto que depois foi excluído",
  order: "Concluído com um pedido que depois foi excluído",
  cash_entry: "Concluído com um lançamento no caixa que depois foi excluído",
  brand: "Concluído com uma logo que depois foi excluída",
  calendar: "Concluído com um calendário de posts que depois foi excluído",
  store: "Concluído ao publicar a loja, que depois foi excluída",
  report: "Concluído ao abrir o relatório de vendas",
};

/** What completed an order-driven step, said for that step. */
function orderText(step: StepId) {
  switch (step) {
    case "demo_order":
      return "Concluído com o pedido de teste";
    case "first_sale":
      return "Concluído com a primeira venda paga, o pedido";
    case "customer_management":
      return `Concluído ao chegar a ${CLIENTS_WITH_ORDERS_GOAL} clientes com pedidos, com o pedido`;
    case "financial_control":
      return "Concluído ao lançar no caixa o pagamento do pedido";
    default:
      return "Concluído com o pedido";
  }
}

function noteFor(step: StepId, found: FoundRecord): CompletionNote {
  switch (found.kind) {
    case "client":
      return { text: "Concluído ao cadastrar o cliente", link: { href: `/gestao/clientes/${found.id}`, label: found.name } };
    case "supplier":
      return { text: "Concluído ao cadastrar o fornecedor", link: { href: `/gestao/fornecedores/${found.id}`, label: found.name } };
    case "product":
      return {
        text: `Concluído ao cadastrar o ${found.service ? "serviço" : "produto"}`,
        link: { href: `/gestao/produtos/${found.id}`, label: found.name },
      };
    case "order":
      return {
        text: orderText(step),
        link: { href: `/gestao/pedidos/${found.id}`, label: `nº ${found.number}${found.clientName ? ` (${found.clientName})` : ""}` },
      };
    case "cash_entry":
      return {
        text: "Concluído ao lançar no caixa",
        link: { href: `/gestao/caixa/${found.id}`, label: found.description?.trim() || found.category },
      };
    case "brand":
      return step === "stationery_materials"
        ? { text: "Concluído ao gerar os materiais da marca", link: { href: "/marca/materiais", label: "Cartões e panfleto" } }
        : { text: "Concluído ao salvar a logo", link: { href: "/marca", label: found.businessName } };
    case "calendar":
      return step === "first_posts"
        ? { text: "Concluído ao marcar 3 posts como publicados", link: { href: "/marca/calendario", label: "Calendário de posts" } }
        : { text: "Concluído ao salvar o calendário do mês", link: { href: "/marca/calendario", label: "Calendário de posts" } };
    case "store":
      return found.published
        ? { text: "Concluído ao publicar a loja com produtos:", link: { href: `/loja/${found.slug}`, label: found.name } }
        : { text: "Concluído ao publicar a loja (agora fora do ar):", link: { href: "/gestao/loja", label: found.name } };
    case "report":
      return {
        text: `Concluído ao abrir o relatório com ${PAID_ORDERS_FOR_OPTIMIZATION} vendas pagas:`,
        link: { href: "/gestao/relatorio", label: "O que vende" },
      };
  }
}

/** business_idea with an active strategy: the strategy completed it (spec 4) and keeps it ticked. */
export function strategyNote(business: { id: string; businessName: string } | null): CompletionNote | null {
  return business
    ? { text: "Concluído pela sua estratégia ativa:", link: { href: `/estrategias/${business.id}`, label: business.businessName } }
    : null;
}

/**
 * The note of one completed step: null unless a record completed it. `found` is the record as it
 * is now (undefined or null when it no longer exists for this person).
 */
export function completionNote(
  step: StepId,
  metadata: { record?: CompletionRecordKind; recordId?: string } | null,
  found: FoundRecord | null | undefined,
): CompletionNote | null {
  if (!metadata?.record || !metadata.recordId) return null;
  if (!found || found.kind !== metadata.record || found.id !== metadata.recordId) return { text: GONE[metadata.record], link: null };
  return noteFor(step, found);
}
