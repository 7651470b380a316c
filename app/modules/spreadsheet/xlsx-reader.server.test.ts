// The bounded .xlsx reader (decision 026 items 1–2): what a person's sheet holds reads as the text they
// typed; what a hostile file declares or hides is refused at the limit, before it is built.
import { describe, expect, it } from "vitest";
import { zip } from "../../../scripts/heavy/hostile-files.mjs";
import { MAX_COLUMNS, MAX_SHARED_STRINGS, columnNumber, readXlsx } from "./xlsx-reader.server";

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

function workbook(sheet: string, extra: Record<string, string> = {}) {
  return zip({
    "xl/workbook.xml": `<workbook ${NS} xmlns:r="${REL}"><sheets><sheet name="Vazia" sheetId="1" r:id="rId1"/><sheet name="Dados" sheetId="2" r:id="rId2"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<Relationships><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/worksheet" Target="/xl/worksheets/sheet2.xml"/><Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId4" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    "xl/worksheets/sheet1.xml": `<worksheet ${NS}><sheetData><row r="1"><c r="A1" s="1"/></row></sheetData></worksheet>`,
    "xl/worksheets/sheet2.xml": `<worksheet ${NS}>${sheet}</worksheet>`,
    "xl/styles.xml": `<styleSheet ${NS}><numFmts count="1"><numFmt numFmtId="164" formatCode="dd/mm/yyyy"/></numFmts><cellXfs count="3"><xf numFmtId="0"/><xf numFmtId="164"/><xf numFmtId="4"/></cellXfs></styleSheet>`,
    ...extra,
  });
}

describe("readXlsx", () => {
  it("reads the first sheet with values as typed text: shared and inline strings, numbers, dates, booleans, formulas", () => {
    const strings = `<sst ${NS}><si><t>Nome</t></si><si><r><t>Dona </t></r><r><t>Cida &amp; filhas</t></r><rPh><t>ふりがな</t></rPh></si></sst>`;
    const sheet = `<dimension ref="A1:E3"/><sheetData>
      <row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="inlineStr"><is><t xml:space="preserve"> Preço </t></is></c><c r="C1" t="inlineStr"><is><t>Data</t></is></c></row>
      <row r="2"><c r="A2" t="s"><v>1</v></c><c r="B2" s="2"><v>1234.5600000000001</v></c><c r="C2" s="1"><v>46090</v></c><c r="D2" t="b"><v>1</v></c><c r="E2"><f>1+1</f><v>2</v></c></row>
      <row r="4"><c r="A4"><v>11987654321</v></c><c r="C4" t="e"><v>#DIV/0!</v></c></row>
    </sheetData>`;
    const read = readXlsx(workbook(sheet, { "xl/sharedStrings.xml": strings }), 100);
    expect(read).toEqual({
      ok: true,
      tooManyRows: false,
      rows: [["Nome", "Preço", "Data"], ["Dona Cida & filhas", "1234,56", "09/03/2026", "sim", "2"], [], ["11987654321", "", ""]],
    });
  });

  it("refuses a sheet whose dimension reaches column XFD before reading any row", () => {
    const rows = Array.from({ length: 50 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>1</v></c></row>`).join("");
    expect(readXlsx(workbook(`<dimension ref="A1:XFD50"/><sheetData>${rows}</sheetData>`), 100)).toEqual({
      ok: false,
      reason: "tooBig",
      detail: "columns",
      column: "XFD",
    });
  });

  it("refuses a cell past the last column even when the dimension is missing or lies", () => {
    const far = `<sheetData><row r="1"><c r="A1"><v>1</v></c><c r="XFD1" t="inlineStr"><is><t>x</t></is></c></row></sheetData>`;
    expect(readXlsx(workbook(`<dimension ref="A1:B1"/>${far}`), 100)).toMatchObject({ ok: false, detail: "columns", column: "XFD" });
    expect(readXlsx(workbook(far), 100)).toMatchObject({ ok: false, detail: "columns" });
    expect(columnNumber("CV")).toBe(MAX_COLUMNS);
  });

  it("counts shared strings: more than the cap is refused", () => {
    const strings = `<sst ${NS}>${"<si><t>a</t></si>".repeat(MAX_SHARED_STRINGS + 1)}</sst>`;
    const sheet = `<sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData>`;
    expect(readXlsx(workbook(sheet, { "xl/sharedStrings.xml": strings }), 100)).toMatchObject({ ok: false, detail: "sharedStrings" });
  });

  it("stops inflating a part at its real size limit whatever the zip declares; a damaged part is damaged", () => {
    const huge = `<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>${" ".repeat(17 * 1024 * 1024)}`;
    expect(readXlsx(workbook(huge), 100)).toMatchObject({ ok: false, reason: "tooBig", detail: "unpacked" });
    const file = workbook(`<sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData>`);
    expect(readXlsx(file.slice(0, 40), 100)).toEqual({ ok: false, reason: "damaged" });
  });

  it("says when there are more filled rows than asked, and refuses rows numbered past the limit", () => {
    const rows = Array.from({ length: 5 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}"><v>${i}</v></c></row>`).join("");
    expect(readXlsx(workbook(`<sheetData>${rows}</sheetData>`), 3)).toMatchObject({ ok: true, tooManyRows: true });
    expect(readXlsx(workbook(`<sheetData>${rows}</sheetData>`), 4)).toMatchObject({ ok: true, tooManyRows: false });
    expect(readXlsx(workbook(`<sheetData><row r="1048576"><c r="A1048576"><v>1</v></c></row></sheetData>`), 3)).toMatchObject({
      ok: false,
      detail: "rows",
    });
  });
});
