import { useEffect, useMemo, useRef } from "react";

export interface DebouncedCallback<A extends unknown[]> {
  /** Call `fn(...args)` once nothing else was scheduled for the delay. */
  schedule: (...args: A) => void;
  /** Call the scheduled call now, if there is one. */
  flush: () => void;
  /** Drop the scheduled call. */
  cancel: () => void;
}

/**
 * `fn`, called only after calls have stopped for `delayMs` (the newest arguments win), with a way to
 * run it at once (Enter, leaving a field) or drop it. Nothing runs after the component unmounts.
 */
export function useDebouncedCallback<A extends unknown[]>(
  fn: (...args: A) => void,
  delayMs: number,
): DebouncedCallback<A> {
  const latestFn = useRef(fn);
  latestFn.current = fn;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingArgs = useRef<A | null>(null);

  const debounced = useMemo<DebouncedCallback<A>>(() => {
    const cancel = () => {
      clearTimeout(timer.current);
      pendingArgs.current = null;
    };
    const flush = () => {
      const args = pendingArgs.current;
      cancel();
      if (args) latestFn.current(...args);
    };
    const schedule = (...args: A) => {
      clearTimeout(timer.current);
      pendingArgs.current = args;
      timer.current = setTimeout(flush, delayMs);
    };
    return { schedule, flush, cancel };
  }, [delayMs]);

  useEffect(() => debounced.cancel, [debounced]);
  return debounced;
}
