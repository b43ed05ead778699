import { useEffect, useState } from "react";
import { whenPageSettled } from "../lib/pageSettled";

/** False on the server, at hydration and until the page has loaded and the browser is idle; then true.
 * For what may only start once the page is interactive (the hero's video). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}
