/**
 * A QR code as the squares to draw: the `qrcode` package encodes (error correction M: a code on
 * paper survives a fold or a smudge); the drawing is ours, so PDF and SVG get the same modules.
 */
import QRCode from "qrcode";

export type QrDrawing = { size: number; modules: boolean[][] };

export function qrMatrix(text: string): QrDrawing {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const size = qr.modules.size;
  const modules = Array.from({ length: size }, (_, r) => Array.from({ length: size }, (_, c) => Boolean(qr.modules.get(r, c))));
  return { size, modules };
}

/** The dark squares of a QR code drawn `width` wide at (x, y), with the 4-module quiet zone inside `width`. */
export function qrSquares(text: string, x: number, y: number, width: number): { cell: number; squares: { x: number; y: number }[] } {
  const { size, modules } = qrMatrix(text);
  const cell = width / (size + 8);
  const squares: { x: number; y: number }[] = [];
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) squares.push({ x: x + (c + 4) * cell, y: y + (r + 4) * cell });
    }),
  );
  return { cell, squares };
}
