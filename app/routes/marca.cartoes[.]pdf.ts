import type { LoaderFunctionArgs } from "@remix-run/node";
import { printPdfResponse } from "~/utils/brand-files.server";

/** Ten business cards on an A4 sheet with crop marks. */
export const loader = ({ request }: LoaderFunctionArgs) => printPdfResponse(request, "cards.pdf", "cartoes");
