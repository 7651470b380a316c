import { z } from "zod";
import { ICON_IDS } from "./icons";
import { LAYOUT_IDS } from "./logo";
import { PALETTE_IDS } from "./palettes";

/** The logo choices: the /marca form and `PUT /api/brand` share this schema. */
export const brandSchema = z.object({
  businessName: z
    .string({ error: "Escreva o nome do negócio." })
    .trim()
    .min(2, "O nome do negócio precisa de pelo menos 2 letras.")
    .max(40, "Use no máximo 40 caracteres no nome da logo."),
  palette: z.enum(PALETTE_IDS, { error: "Escolha uma das paletas de cores." }),
  icon: z.enum(ICON_IDS, { error: "Escolha um dos ícones ou as iniciais." }),
  layout: z.enum(LAYOUT_IDS, { error: "Escolha um dos modelos de logo." }),
});

export type BrandInput = z.infer<typeof brandSchema>;
