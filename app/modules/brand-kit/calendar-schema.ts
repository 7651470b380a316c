import { z } from "zod";
import { CALENDAR_DAYS } from "./content-calendar";

/** Instagram's caption limit. */
export const CAPTION_MAX = 2200;

const hashtag = z
  .string()
  .trim()
  .transform((t) => (t.startsWith("#") ? t : `#${t}`))
  .pipe(z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u, "Cada hashtag é uma palavra só, sem espaços nem pontuação (ex.: #DocesDaAna)."));

export const hashtagsSchema = z.array(hashtag).max(30, "Use no máximo 30 hashtags (o limite do Instagram).");

const captionSchema = z
  .string({ error: "Escreva o texto do post." })
  .trim()
  .min(1, "Escreva o texto do post.")
  .max(CAPTION_MAX, `O texto passa de ${CAPTION_MAX} caracteres, o limite do Instagram.`);

/** One edit on the page: the caption and the hashtags as typed ("#a #b" or "a, b"). */
export const postEditSchema = z.object({
  caption: captionSchema,
  hashtags: z
    .string()
    .optional()
    .transform((s) => (s ?? "").split(/[\s,]+/).filter(Boolean))
    .pipe(hashtagsSchema),
});

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Data no formato AAAA-MM-DD.");

/** PUT /api/content-calendar: the 30 posts. `image` is optional (kept from the generated plan). */
export const calendarApiSchema = z.object({
  items: z
    .array(
      z.object({
        date,
        theme: z.string().trim().min(1, "Cada dia precisa de um tema.").max(80, "Tema com no máximo 80 caracteres."),
        caption: captionSchema,
        hashtags: hashtagsSchema,
        posted: z.boolean({ error: "posted deve ser true ou false." }),
        image: z
          .string()
          .regex(/^\/marca\/posts\/[A-Za-z0-9-]{1,64}\.png$/, "A imagem deve ser uma das imagens de /marca/posts.")
          .optional(),
      }),
      { error: `Envie os ${CALENDAR_DAYS} dias em items.` },
    )
    .length(CALENDAR_DAYS, `O calendário tem ${CALENDAR_DAYS} dias: envie os ${CALENDAR_DAYS} itens.`),
});
