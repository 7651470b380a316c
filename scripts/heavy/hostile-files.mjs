// Hostile spreadsheets from decision 026 (items 1 and 2), built byte by byte so tests and the
// reproduction script (scripts/heavy/measure.ts) use the same files without keeping binaries in git:
//   xfdSheet(2000)         ~12 KB .xlsx: 2,000 rows, each with one cell in the last column (XFD)
//   lyingZip(420)          ~0.4 MB .xlsx whose zip headers declare 1 KB for a sheet that inflates to 420 MB
//   sharedStringsBomb(28)  ~74 KB .xlsx with 28 MB of shared strings (declared honestly, under 30 MB)
// Plain JavaScript (node:zlib only) so vitest, scripts and the TypeScript bundle all import it.
import zlib from "node:zlib";

const enc = new TextEncoder();
const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The parts every workbook needs besides its sheet (and shared strings, when `withSharedStrings`). */
function skeleton(withSharedStrings) {
  return {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>${withSharedStrings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ""}</Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8"?><workbook ${NS} ${REL_NS}><sheets><sheet name="Clientes" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>${withSharedStrings ? '<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/>' : ""}</Relationships>`,
  };
}

/**
 * A zip (deflate) of the given parts. An entry may be `{ deflated, crc, size, declaredSize }` to
 * write already-compressed data and declare any uncompressed size in both headers.
 */
export function zip(parts) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of Object.entries(parts)) {
    const nameBytes = enc.encode(name);
    let deflated, crc, declared;
    if (typeof content === "string" || content instanceof Uint8Array) {
      const raw = typeof content === "string" ? enc.encode(content) : content;
      deflated = zlib.deflateRawSync(raw, { level: 9 });
      crc = zlib.crc32(raw);
      declared = raw.byteLength;
    } else {
      ({ deflated, crc } = content);
      declared = content.declaredSize ?? content.size;
    }
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time, date
    local.writeUInt32LE(crc >>> 0, 14);
    local.writeUInt32LE(deflated.byteLength, 18);
    local.writeUInt32LE(declared, 22);
    local.writeUInt16LE(nameBytes.byteLength, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc >>> 0, 16);
    central.writeUInt32LE(deflated.byteLength, 20);
    central.writeUInt32LE(declared, 24);
    central.writeUInt16LE(nameBytes.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, deflated);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.byteLength + deflated.byteLength;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(parts).length, 8);
  end.writeUInt16LE(Object.keys(parts).length, 10);
  end.writeUInt32LE(centralBytes.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, centralBytes, end]));
}

/** Decision 026 item 1: `rows` rows, each with one cell in column XFD (the 16,384th); the dimension says so too. */
export function xfdSheet(rows = 2000) {
  let data = "";
  for (let r = 1; r <= rows; r++) data += `<row r="${r}"><c r="XFD${r}" t="inlineStr"><is><t>x</t></is></c></row>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><dimension ref="A1:XFD${rows}"/><sheetData>${data}</sheetData></worksheet>`;
  return zip({ ...skeleton(false), "xl/worksheets/sheet1.xml": sheet });
}

/** Deflates `head`, then `megabytes` MB of spaces, then `tail`, without ever holding the inflated text. */
async function deflatePadded(head, megabytes, tail) {
  const chunk = Buffer.alloc(1024 * 1024, 0x20);
  const deflate = zlib.createDeflateRaw({ level: 9, memLevel: 9 });
  const out = [];
  deflate.on("data", (d) => out.push(d));
  const done = new Promise((resolve, reject) => {
    deflate.on("end", resolve);
    deflate.on("error", reject);
  });
  const headBytes = Buffer.from(head);
  const tailBytes = Buffer.from(tail);
  let crc = zlib.crc32(headBytes);
  const write = (b) => (deflate.write(b) ? Promise.resolve() : new Promise((r) => deflate.once("drain", r)));
  await write(headBytes);
  for (let i = 0; i < megabytes; i++) {
    crc = zlib.crc32(chunk, crc);
    await write(chunk);
  }
  crc = zlib.crc32(tailBytes, crc);
  deflate.end(tailBytes);
  await done;
  const size = headBytes.byteLength + megabytes * chunk.byteLength + tailBytes.byteLength;
  return { deflated: Buffer.concat(out), crc, size };
}

/** Decision 026 item 2: the sheet inflates to `megabytes` MB, but both zip headers declare 1 KB. */
export async function lyingZip(megabytes = 420) {
  const head = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Nome</t></is></c></row>`;
  const entry = await deflatePadded(head, megabytes, "</sheetData></worksheet>");
  return zip({ ...skeleton(false), "xl/worksheets/sheet1.xml": { ...entry, declaredSize: 1024 } });
}

/** Decision 026 item 2: about `megabytes` MB of shared strings (each 1,000 characters), honestly declared. */
export function sharedStringsBomb(megabytes = 28) {
  const one = `<si><t>${"Nome de cliente ".repeat(62)}abcdefgh</t></si>`; // 1,000 characters of text
  const count = Math.floor((megabytes * 1024 * 1024) / one.length);
  const strings = `<?xml version="1.0" encoding="UTF-8"?><sst ${NS} count="${count}" uniqueCount="${count}">${one.repeat(count)}</sst>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet ${NS}><dimension ref="A1:A2"/><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row><row r="2"><c r="A2" t="s"><v>1</v></c></row></sheetData></worksheet>`;
  return zip({ ...skeleton(true), "xl/worksheets/sheet1.xml": sheet, "xl/sharedStrings.xml": strings });
}
