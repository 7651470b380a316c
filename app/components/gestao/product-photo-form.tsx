import { Form } from "@remix-run/react";

/**
 * A product's photo for the shop: send (JPEG, PNG or WebP up to 5 MB) or remove. Both forms post
 * as documents (reloadDocument), the same with and without JavaScript.
 */
export function ProductPhotoForm({ productId, name, photo }: { productId: string; name: string; photo: string | null }) {
  const action = `/gestao/produtos/foto?produto=${encodeURIComponent(productId)}`;
  return (
    <section className="card p-5" aria-labelledby="foto-titulo">
      <h2 id="foto-titulo" className="text-lg font-semibold text-slate-900">
        Foto na loja
      </h2>
      {photo ? (
        <img src={photo} alt={`Foto de ${name}`} width={160} height={160} className="mt-3 h-40 w-40 rounded-lg object-cover" />
      ) : (
        <p className="mt-1 text-sm text-slate-700">Sem foto: a loja mostra a inicial do nome.</p>
      )}
      <Form method="post" action={action} encType="multipart/form-data" reloadDocument className="mt-3 space-y-2">
        <label htmlFor="campo-foto" className="block text-sm font-medium text-slate-800">
          {photo ? "Trocar a foto" : "Enviar uma foto"}
        </label>
        <input
          id="campo-foto"
          name="foto"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="block w-full text-sm"
          aria-describedby="campo-foto-dica"
        />
        <p id="campo-foto-dica" className="text-xs text-slate-600">
          JPEG, PNG ou WebP até 5 MB. A foto é recortada quadrada e os dados de localização da câmera são apagados.
        </p>
        <button type="submit" className="btn-primary">
          Salvar foto
        </button>
      </Form>
      {photo ? (
        <Form method="post" action={action} reloadDocument className="mt-2">
          <input type="hidden" name="intent" value="remover" />
          <button type="submit" className="text-sm font-semibold text-red-700 underline">
            Remover a foto
          </button>
        </Form>
      ) : null}
    </section>
  );
}
