import { type RefObject, useEffect, useRef } from "react";

/** Moves focus to the element with `name` inside `container` each time `problem` changes to a new one. */
export function useFocusInvalidField(
  container: RefObject<HTMLElement | null>,
  problem: { field: string } | null,
): void {
  useEffect(() => {
    if (!problem) return;
    const el = container.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`);
    el?.focus();
  }, [container, problem]);
}

/** Focuses `heading` whenever `step` changes (not on the first render). */
export function useFocusOnStep(heading: RefObject<HTMLElement | null>, step: unknown): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    heading.current?.focus();
  }, [heading, step]);
}
