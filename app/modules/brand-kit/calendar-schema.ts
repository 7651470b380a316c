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

/** Longest caption we take from the AI: a post people read on a phone, well under Instagram's limit. */
const AI_CAPTION_MAX = 1000;

const draftSchema = z.object({
  date,
  caption: z.string().trim().min(20).max(AI_CAPTION_MAX),
  hashtags: z.array(z.unknown()),
});

/**
 * The AI's captions for the planned days, or null when they are not usable: every planned date
 * once, each caption of a readable length. Hashtags that break Instagram's rules are dropped
 * rather than failing the month.
 */
export function acceptCaptionDrafts(
  days: readonly { date: string }[],
  raw: unknown,
): { date: string; caption: string; hashtags: string[] }[] | null {
  if (!Array.isArray(raw)) return null;
  const byDate = new Map<string, { caption: string; hashtags: string[] }>();
  for (const item of raw) {
    const parsed = draftSchema.safeParse(item);
    if (!parsed.success || byDate.has(parsed.data.date)) return null;
    const hashtags = parsed.data.hashtags.flatMap((tag) => {
      const one = hashtag.safeParse(tag);
      return one.success ? [one.data] : [];
    });
    byDate.set(parsed.data.date, { caption: parsed.data.caption, hashtags: [...new Set(hashtags)].slice(0, 30) });
  }
  if (byDate.size !== days.length) return null;
  const drafts = days.map((day) => {
    const draft = byDate.get(day.date);
    return draft ? { date: day.date, ...draft } : null;
  });
  return drafts.every((d) => d !== null) ? drafts : null;
}
