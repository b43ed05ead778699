import { type RefObject, useEffect, useRef } from "react";

/** Focuses `heading` whenever `step` changes (not on the first render). */
export function useFocusOnStep(heading: RefObject<HTMLElement | null>, step: unknown): void {
  const previous = useRef(step);
  useEffect(() => {
    if (previous.current === step) return;
    previous.current = step;
    heading.current?.focus();
  }, [heading, step]);
}
