/**
 * The fields a server's refusal of a form names (spec §8: a save's failure lists
 * `data.errorColumn[]`, each `{ column, msg }`, `column` being the field's payload name). Pure: an
 * answer of another shape names none, and an entry without both texts is passed over.
 */
export interface FieldRefusal {
  field: string;
  message: string;
}

export function fieldRefusalsOf(data: unknown): FieldRefusal[] {
  const list =
    data !== null && typeof data === 'object' ? (data as { errorColumn?: unknown }).errorColumn : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== 'object') return [];
    const { column, msg } = entry as { column?: unknown; msg?: unknown };
    return typeof column === 'string' && typeof msg === 'string' && msg.trim() !== ''
      ? [{ field: column, message: msg }]
      : [];
  });
}
