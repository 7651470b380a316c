import type { LoaderFunctionArgs } from "@remix-run/node";
import { printPdfResponse } from "~/utils/brand-files.server";

/** The A5 flyer: products and prices, WhatsApp, the QR code to the shop page. */
export const loader = ({ request }: LoaderFunctionArgs) => printPdfResponse(request, "flyer.pdf", "panfleto");
