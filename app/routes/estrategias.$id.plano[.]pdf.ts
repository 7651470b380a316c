import type { LoaderFunctionArgs } from "@remix-run/node";
import { planDownload } from "~/utils/plan-download.server";

// Read-only: a GET that downloads the plan as an A4 PDF, never changes anything.
export async function loader(args: LoaderFunctionArgs) {
  return planDownload(args, "pdf");
}
