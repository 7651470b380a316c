// Reads generated files back the way a person's viewer would: the PDF's text page by page
// (pdfjs-dist, legacy build for Node 20) and the spreadsheet's cells (exceljs).
import path from "node:path";
import ExcelJS from "exceljs";

export type PdfReadBack = { pages: string[]; info: Record<string, unknown>; pageSizes: { width: number; height: number }[] };

export async function readPdf(bytes: Uint8Array): Promise<PdfReadBack> {
  const pdfjs = await import("pdfjs-dist/legacy/build/pdf.mjs");
  const standardFontDataUrl = path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts/");
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  const pageSizes: PdfReadBack["pageSizes"] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view as [number, number, number, number];
    pageSizes.push({ width, height });
    const content = await page.getTextContent();
    // Items on one baseline are joined with spaces; a new line starts a new row of text.
    pages.push(
      content.items
        .map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : ""))
        .join("")
        .replace(/[ \u00a0]+/g, " "),
    );
  }
  const { info } = await pdf.getMetadata();
  await pdf.destroy();
  return { pages, info: info as Record<string, unknown>, pageSizes };
}

export async function readXlsx(bytes: Uint8Array) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}
