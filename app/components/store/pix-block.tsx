/**
 * The Pix of an order: the QR code (an SVG drawn on the server by the qrcode library from the
 * payload, no script in it) and the "copia e cola" code in a field the person can select.
 */
export function PixBlock({ pix, title }: { pix: { payload: string; qrSvg: string; amount: string }; title: string }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby="pix-titulo">
      <h2 id="pix-titulo" className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div
        role="img"
        aria-label={`QR code Pix de ${pix.amount}`}
        className="mx-auto mt-3 w-56 max-w-full"
        // A server-drawn SVG of the payload (qrcode library): no markup typed by anyone.
        dangerouslySetInnerHTML={{ __html: pix.qrSvg }}
      />
      <label htmlFor="pix-copia-e-cola" className="mt-3 block text-sm font-medium text-slate-800">
        Pix copia e cola
      </label>
      <textarea
        id="pix-copia-e-cola"
        readOnly
        rows={4}
        value={pix.payload}
        data-testid="pix-payload"
        className="mt-1 block w-full break-all rounded-lg border border-slate-300 bg-slate-50 p-2 font-mono text-xs"
      />
      <p className="mt-1 text-xs text-slate-600">Copie o código e cole na opção “Pix copia e cola” do app do seu banco.</p>
    </section>
  );
}
