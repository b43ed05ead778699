// Moving an item of a list staff order by hand (headlines, banner slides), one place per press of Move up
// or Move down (docs/decisions/staff-catalogue.md#headlines: the screen sends the whole new order).
import { type RefObject, useEffect, useState } from "react";

/** The ids with the one at `index` moved by `step` places. */
export function movedIds(items: readonly { _id: string }[], index: number, step: -1 | 1): string[] {
  const ids = items.map((item) => item._id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + step, 0, moved);
  return ids;
}

/**
 * Focus for the item just moved: its same Move button on its new row (or its other one at an end of the
 * list), once the list shows the new place. The buttons are disabled while the move is sent, which drops
 * the focus. Rows carry `data-item="<id>"`, their buttons `data-move="up" | "down"`.
 */
export function useFocusAfterMove(list: RefObject<HTMLElement | null>, isMoving: boolean) {
  const [moved, setMoved] = useState<{ id: string; direction: "up" | "down" } | null>(null);
  useEffect(() => {
    if (!moved || isMoving) return;
    const row = list.current?.querySelector(`[data-item="${moved.id}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${moved.direction}"]:not(:disabled)`);
    (wanted ?? row?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
    setMoved(null);
  }, [moved, isMoving, list]);
  return (id: string, step: -1 | 1) => setMoved({ id, direction: step < 0 ? "up" : "down" });
}
