import { useEffect, useState } from "react";
import { asksToSaveData } from "../lib/connection";

/** Whether the shopper asked to save data (Save-Data, `navigator.connection.saveData`); false where the
 * browser does not say. Read after mount, so the server and hydration render agree. */
export function useSaveData(): boolean {
  const [saveData, setSaveData] = useState(false);
  useEffect(() => {
    setSaveData(asksToSaveData());
  }, []);
  return saveData;
}
