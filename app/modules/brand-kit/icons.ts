/**
 * The logo icons: simple line drawings on a 24 × 24 grid (stroke 2, round ends), drawn for this
 * project (no third-party icon set, so nothing to license). Each is a list of SVG elements'
 * attributes so the same data draws into the SVG logo, the post images and the PDFs.
 */
export type IconShape = { path: string } | { circle: [cx: number, cy: number, r: number] };

export type Icon = { id: string; label: string; shapes: IconShape[] };

export const ICONS: readonly Icon[] = [
  {
    id: "bolo",
    label: "Bolo",
    shapes: [
      { path: "M3 21h18M5 21v-7a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v7M5 16.5c2.3 1.6 4.7 1.6 7 0s4.7-1.6 7 0M12 12V8.5" },
      { path: "M12 6c-1.1-.9-1.1-2 0-3.5 1.1 1.5 1.1 2.6 0 3.5z" },
    ],
  },
  {
    id: "panela",
    label: "Panela",
    shapes: [{ path: "M4 10h16v5a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5zM2 10h20M9 7c0-1.2 1-1.3 1-2.5M14 7c0-1.2 1-1.3 1-2.5" }],
  },
  {
    id: "tesoura",
    label: "Tesoura",
    shapes: [{ circle: [6, 6, 3] }, { circle: [6, 18, 3] }, { path: "M8.5 7.8 20 19M8.5 16.2 20 5M13 12h.01" }],
  },
  { id: "brilho", label: "Brilho", shapes: [{ path: "M12 3l2.1 6.9L21 12l-6.9 2.1L12 21l-2.1-6.9L3 12l6.9-2.1zM19 3v3M17.5 4.5h3" }] },
  {
    id: "carro",
    label: "Carro",
    shapes: [
      { path: "M3 17v-4l2.2-5h13.6l2.2 5v4zM3 13h18M7 8.5 6 13M17 8.5l1 5" },
      { circle: [7.5, 17.5, 2] },
      { circle: [16.5, 17.5, 2] },
    ],
  },
  {
    id: "chave",
    label: "Chave de boca",
    shapes: [
      {
        path: "M14.5 4.5a4.5 4.5 0 0 0-4.3 5.8L3.5 17a1.8 1.8 0 0 0 2.5 2.5l6.7-6.7a4.5 4.5 0 0 0 5.8-4.3l-2.8 2.8-2.6-.4-.4-2.6 2.8-2.8z",
      },
    ],
  },
  { id: "notebook", label: "Notebook", shapes: [{ path: "M5 5h14v10H5zM2.5 19h19l-2-4h-15z" }] },
  { id: "camera", label: "Câmera", shapes: [{ path: "M3 8h4l2-3h6l2 3h4v11H3z" }, { circle: [12, 13, 3.5] }] },
  { id: "folha", label: "Folha", shapes: [{ path: "M5 19C5 10.5 10 5.5 20 4c0 10-5 15-13.5 15zM4 20l9-9" }] },
  {
    id: "pata",
    label: "Pata",
    shapes: [
      { path: "M12 12c-3 0-5.5 3.5-5.5 5.5S8.5 20.5 12 19.5s5.5 0 5.5-2S15 12 12 12z" },
      { circle: [5, 10, 1.8] },
      { circle: [9, 5.8, 1.8] },
      { circle: [15, 5.8, 1.8] },
      { circle: [19, 10, 1.8] },
    ],
  },
  {
    id: "agulha",
    label: "Agulha e linha",
    shapes: [{ path: "M20.5 3.5 5 19l-1.5 1.5M18.5 4.5l1 1M17 8c-5 0-11 2.5-12.5 8.5" }, { circle: [19, 5, 1.6] }],
  },
  { id: "casa", label: "Casa", shapes: [{ path: "M3 11l9-7 9 7M5.5 9.5V20h13V9.5M10 20v-6h4v6" }] },
  {
    id: "livro",
    label: "Livro",
    shapes: [{ path: "M3.5 5.5c3-1.2 5.5-1 8.5 1 3-2 5.5-2.2 8.5-1v13.5c-3-1.2-5.5-1-8.5 1-3-2-5.5-2.2-8.5-1zM12 6.5V20" }],
  },
  { id: "coracao", label: "Coração", shapes: [{ path: "M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z" }] },
];

/** "iniciais": the business name's initials instead of a drawing. */
export const INITIALS = "iniciais";

export const ICON_IDS = [INITIALS, ...ICONS.map((i) => i.id)] as [string, ...string[]];

export function findIcon(id: string): Icon | undefined {
  return ICONS.find((i) => i.id === id);
}

/** The icon's shapes as SVG elements in its own 24 × 24 grid (stroke and colour come from the parent group). */
export function iconElements(icon: Icon): string {
  return icon.shapes
    .map((s) => ("path" in s ? `<path d="${s.path}"/>` : `<circle cx="${s.circle[0]}" cy="${s.circle[1]}" r="${s.circle[2]}"/>`))
    .join("");
}

/** Up to two initials of a business name, skipping Portuguese connectives ("Doces da Ana" → "DA"). */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => w && !/^(d[aeo]s?|e|&)$/i.test(w));
  const letters = words.map((w) => w[0]!.toLocaleUpperCase("pt-BR"));
  return (
    (letters.length >= 2 ? letters[0]! + letters[letters.length - 1]! : (words[0] ?? "?").slice(0, 2).toLocaleUpperCase("pt-BR")) || "?"
  );
}

/** The icon that suits an idea's archetype (app/modules/discovery/catalogue.json), for the first suggestion. */
export function iconForArchetype(archetype: string | null | undefined): string {
  const a = archetype ?? "";
  if (/doces|fabrica-alimentos|agroindustria/.test(a)) return "bolo";
  if (/cozinha|restaurante|food|comida|bebida|alimentacao|chef|feira|perecivel/.test(a)) return "panela";
  if (/banho-tosa|pet|animais|hospedagem-cuidado/.test(a)) return "pata";
  if (/beleza|salao|cosmeticos/.test(a)) return a.includes("estudio") ? "brilho" : "tesoura";
  if (/automotiv|veiculo/.test(a)) return "carro";
  if (/reparo|obra|oficina|maquina|limpeza-equipamento|industria/.test(a)) return "chave";
  if (/digital|tecnologia|criador/.test(a)) return "notebook";
  if (/foto|artista|eventos/.test(a)) return "camera";
  if (/jardim|lavoura|rural/.test(a)) return "folha";
  if (/costura|artesanato|personalizacao/.test(a)) return "agulha";
  if (/aulas|escola|instrutor|consultoria/.test(a)) return "livro";
  if (/domestic|lavanderia|hospedagem|locacao/.test(a)) return "casa";
  if (/saude|fisica|regulada/.test(a)) return "coracao";
  return INITIALS;
}
