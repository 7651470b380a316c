/**
 * Where things go on the printed sheets, in PDF points (1 pt = 1/72 in; 1 mm = 72/25.4 pt). Pure,
 * so the tests check the card positions without reading a PDF.
 */
export const MM = 72 / 25.4;
export const A4 = { width: 595.28, height: 841.89 } as const;
export const A5 = { width: 419.53, height: 595.28 } as const;

/** A business card: 85 × 55 mm, the size Brazilian print shops cut. */
export const CARD = { width: 85 * MM, height: 55 * MM } as const;

/** Home and office printers leave the outer 3 to 5 mm blank; everything printed stays 6 mm inside. */
export const PRINT_MARGIN = 6 * MM;

/** How many products fit on the flyer; the rest are mentioned ("e mais N"). */
export const FLYER_PRODUCTS = 12;

export type Box = { x: number; y: number; width: number; height: number };
export type Line = { x1: number; y1: number; x2: number; y2: number };

/**
 * Ten cards (2 columns × 5 rows) side by side, centred on an A4 sheet, so one straight cut
 * separates two cards; crop marks outside the block show where to cut, 1.5 mm off the cards and
 * 3 mm long, all inside the printable area (the block leaves 11 mm above and below).
 */
export function cardSheetLayout(page = A4, card = CARD, columns = 2, rows = 5): { cards: Box[]; cropMarks: Line[] } {
  const blockWidth = columns * card.width;
  const blockHeight = rows * card.height;
  const left = (page.width - blockWidth) / 2;
  const top = (page.height - blockHeight) / 2;
  const cards: Box[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < columns; c++)
      cards.push({ x: left + c * card.width, y: top + r * card.height, width: card.width, height: card.height });
  const gap = 1.5 * MM;
  const length = 3 * MM;
  const cropMarks: Line[] = [];
  for (let c = 0; c <= columns; c++) {
    const x = left + c * card.width;
    cropMarks.push({ x1: x, y1: top - gap - length, x2: x, y2: top - gap });
    cropMarks.push({ x1: x, y1: top + blockHeight + gap, x2: x, y2: top + blockHeight + gap + length });
  }
  for (let r = 0; r <= rows; r++) {
    const y = top + r * card.height;
    cropMarks.push({ x1: left - gap - length, y1: y, x2: left - gap, y2: y });
    cropMarks.push({ x1: left + blockWidth + gap, y1: y, x2: left + blockWidth + gap + length, y2: y });
  }
  return { cards, cropMarks };
}
