/**
 * Runs `task` when the browser has a moment to spare, at most `timeoutMs` from now; where it cannot say
 * (Safari has no requestIdleCallback), after `fallbackMs`. Returns a function that cancels it.
 */
export function whenIdle(
  task: () => void,
  { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number },
): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
