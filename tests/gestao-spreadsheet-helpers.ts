// Shared by the gestão spreadsheet tests (export and import): a download through the export route.
import { loader as exportLoader } from "~/routes/gestao.exportar";
import { args, request } from "./security/fixtures";

export async function download(cookie: string, query: string): Promise<Response> {
  const response = await exportLoader(args(request(`/gestao/exportar?${query}`, { cookie })));
  return response as Response;
}
