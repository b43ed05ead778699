import { useEffect, useState } from "react";

/**
 * Seconds left of a `seconds`-long wait that (re)starts whenever `restartKey` changes. Counts by the
 * wall clock, so a busy tab does not stretch the wait.
 */
export function useCountdown(seconds: number, restartKey: unknown): number {
  const [left, setLeft] = useState(Math.max(0, seconds));
  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey restarts the wait on purpose
  useEffect(() => {
    setLeft(Math.max(0, seconds));
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const next = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(next);
      if (next === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, restartKey]);
  return left;
}
