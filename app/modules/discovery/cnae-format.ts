/** '5620104' → '5620-1/04' (no reference data needed, so it can run in the browser). */
export function formatCnae(code: string) {
  const digits = code.replace(/\D/g, "");
  if (digits.length !== 7) return code;
  return `${digits.slice(0, 4)}-${digits.slice(4, 5)}/${digits.slice(5)}`;
}
