/** A field's first error, linked to the input through `id` (conform's errorId → aria-describedby). */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {errors[0]}
    </p>
  );
}
