// A list staff reorder as a whole (docs/decisions/staff-catalogue.md#headlines: "Reorder is the whole
// list"): the new order names every current item once, or it was made from a list that changed meanwhile.

/** Each item of `current` at its place in `ids`, when `ids` names exactly the current items; else null. */
export function wholeListOrder<T extends { id: string }>(
  current: readonly T[],
  ids: readonly string[],
): Array<{ item: T; position: number }> | null {
  const byId = new Map(current.map((item) => [item.id, item]));
  if (ids.length !== current.length || new Set(ids).size !== ids.length) return null;
  const placed: Array<{ item: T; position: number }> = [];
  for (const [position, id] of ids.entries()) {
    const item = byId.get(id);
    if (!item) return null;
    placed.push({ item, position });
  }
  return placed;
}
