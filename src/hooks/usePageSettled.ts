import { useEffect, useState } from "react";
import { whenPageSettled } from "../lib/pageSettled";

/** False on the server, at hydration and until the page has loaded and the browser is idle; then true.
 * For what may only start once the page is interactive (the hero's video). */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => whenPageSettled(() => setSettled(true)), []);
  return settled;
}

/** Whether the shopper asked to save data (Save-Data, `navigator.connection.saveData`); false where the
 * browser does not say. Read after mount, so the server and hydration render agree. */
export function useSaveData(): boolean {
  const [saveData, setSaveData] = useState(false);
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    setSaveData(connection?.saveData === true);
  }, []);
  return saveData;
}
