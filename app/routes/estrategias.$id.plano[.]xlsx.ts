import type { LoaderFunctionArgs } from "@remix-run/node";
import { planDownload } from "~/utils/plan-download.server";

// Read-only: a GET that downloads the plan's financial tables as a spreadsheet with formulas.
export async function loader(args: LoaderFunctionArgs) {
  return planDownload(args, "xlsx");
}
