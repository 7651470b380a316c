/** The QR code of a Pix payload as an SVG string, drawn on the server (no JavaScript on the page). */
import QRCode from "qrcode";

export async function pixQrSvg(payload: string): Promise<string> {
  // Error correction M is what banks' apps print on Pix QR codes; a 2-module margin keeps it readable on paper.
  return QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
}
