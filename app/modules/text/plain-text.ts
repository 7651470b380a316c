/**
 * Characters that have no place in a short text field (a name, a phone, a business name): C0 and
 * C1 control characters (NUL included) and the bidirectional embedding, override and isolate
 * marks, which can make what the admin panel shows read differently from what was stored
 * ("Ana\u202Egnp.exe"). Tabs and line breaks become spaces; everything else is removed.
 * Letters, accents and emoji (including the zero-width joiner of emoji sequences) are kept.
 */
const LINE_OR_TAB = /[\t\n\r\u000B\u000C\u0085\u2028\u2029]/g;
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function stripUnsafeCharacters(value: string): string {
  return value.replace(LINE_OR_TAB, " ").replace(UNSAFE, "");
}
