// Being seen (decision 030): the person's logo choices and their month of posts.
import { sql } from "drizzle-orm";
import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts";

/** One row per person: what the logo is made of (the files are drawn from it on request). */
export const brandKits = sqliteTable("brand_kits", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  businessName: text("business_name").notNull(),
  palette: text("palette").notNull(),
  /** An icon id of app/modules/brand-kit/icons.ts, or "iniciais". */
  icon: text("icon").notNull(),
  layout: text("layout").notNull(),
  /** When the person last generated the business cards or the flyer (Materiais de Papelaria). */
  materialsAt: integer("materials_at", { mode: "timestamp_ms" }),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export type BrandKit = typeof brandKits.$inferSelect;

/** One post of the calendar, as stored and as `/api/content-calendar` returns it. */
export type CalendarPost = {
  /** YYYY-MM-DD */
  date: string;
  theme: string;
  caption: string;
  hashtags: string[];
  posted: boolean;
  /** The image to use: a post image path of /marca/posts (product, oferta, abrimos). */
  image: string;
};

/** One row per person: the 30 days of posts they saved. */
export const contentCalendars = sqliteTable("content_calendars", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  items: text("items", { mode: "json" }).$type<CalendarPost[]>().notNull(),
  /** "offline" or "gemini": who wrote the captions. */
  engine: text("engine").notNull().default("offline"),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export type ContentCalendar = typeof contentCalendars.$inferSelect;
