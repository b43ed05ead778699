import { useEffect, useState } from "react";

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
