import type { LoaderFunctionArgs } from "@remix-run/node";
import { cashEntriesBetween } from "~/models/business-cash.server";
import { allOrders } from "~/models/business-order-lists.server";
import { clientsForExport, productsForExport } from "~/models/spreadsheets.server";
import { localIsoDate, parseMonthKey } from "~/modules/business/calendar";
import { cashBookTable, clientsTable, ordersTable, productsTable } from "~/modules/spreadsheet/export-tables";
import { tableToCsv, type Table } from "~/modules/spreadsheet/table";
import { busyHeaders, HeavyWorkBusyError, HeavyWorkLimitError, runHeavyJob } from "~/utils/heavy-work.server";
import { requireUser } from "~/utils/session.server";

// Downloads of the person's own records (clients, products, orders, cash book) as .xlsx or pt-BR CSV (issue 18 item 7). A GET that only
// reads: /gestao/exportar?dados=clientes&formato=xlsx; the cash book takes ?mes=AAAA-MM or ?ano=AAAA.
const FORMATS = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
} as const;

type Export = { table: Table; fileName: string };

function badRequest(message: string): never {
  throw new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

async function cashBook(userId: string, params: URLSearchParams): Promise<Export> {
  const month = params.get("mes");
  if (month !== null) {
    if (!parseMonthKey(month)) badRequest("Mês inválido: use AAAA-MM, por exemplo 2026-03.");
    return { table: cashBookTable(await cashEntriesBetween(userId, `${month}-01`, `${month}-31`)), fileName: `livro-caixa-${month}` };
  }
  const year = params.get("ano") ?? localIsoDate(new Date()).slice(0, 4);
  if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100) badRequest("Ano inválido: use AAAA, por exemplo 2026.");
  return { table: cashBookTable(await cashEntriesBetween(userId, `${year}-01-01`, `${year}-12-31`)), fileName: `livro-caixa-${year}` };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const format = params.get("formato") ?? "xlsx";
  if (format !== "xlsx" && format !== "csv") badRequest("Formato inválido: use xlsx ou csv.");
  const today = localIsoDate(new Date());
  let file: Export;
  switch (params.get("dados")) {
    case "clientes":
      file = { table: clientsTable(await clientsForExport(user.id)), fileName: `clientes-${today}` };
      break;
    case "produtos":
      file = { table: productsTable(await productsForExport(user.id)), fileName: `produtos-${today}` };
      break;
    case "pedidos":
      file = { table: ordersTable(await allOrders(user.id)), fileName: `pedidos-${today}` };
      break;
    case "caixa":
      file = await cashBook(user.id, params);
      break;
    default:
      badRequest("Planilha desconhecida: escolha clientes, produtos, pedidos ou caixa.");
  }
  const body = format === "xlsx" ? await xlsxInPool(file.table, user.id, request.signal) : tableToCsv(file.table);
  return new Response(body, {
    headers: {
      "Content-Type": FORMATS[format],
      "Content-Disposition": `attachment; filename="${file.fileName}.${format}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** The .xlsx is written in the heavy-work pool (decision 026): a busy pool or person → 503 with Retry-After. */
async function xlsxInPool(table: Table, ownerKey: string, signal: AbortSignal): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(await runHeavyJob("spreadsheet.write", { table }, { ownerKey, signal }));
  } catch (error) {
    const text = { "Content-Type": "text/plain; charset=utf-8" };
    if (error instanceof HeavyWorkBusyError)
      throw new Response(error.message, { status: 503, headers: { ...busyHeaders(error), ...text } });
    if (error instanceof HeavyWorkLimitError)
      throw new Response("A planilha demorou demais para ficar pronta. Tente de novo em alguns segundos, ou baixe em CSV.", {
        status: 503,
        headers: { "Retry-After": "10", "Cache-Control": "private, no-store", ...text },
      });
    throw error;
  }
}
