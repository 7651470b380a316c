/** The warning shown next to every link to a government service: how to tell the official site from a scam. */
export function ScamWarning() {
  return (
    <aside className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" aria-label="Cuidado com golpes">
      <p className="font-semibold">Só use os serviços oficiais — são gratuitos.</p>
      <p className="mt-1">
        Os links desta página levam só a endereços que terminam em <strong>gov.br</strong> (Portal do Empreendedor e Receita Federal). A
        Receita não manda DAS por WhatsApp nem por e-mail e não dá desconto para pagar por Pix. Site que cobra para emitir o DAS ou entregar
        a declaração, ou que pede pagamento para “regularizar” o MEI, não é do governo.
      </p>
    </aside>
  );
}
