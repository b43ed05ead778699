// What the print-file calls of the orders board answer when a file is not there, word for word: the server
// (server/api/staffPrintFiles.ts) and the mock handlers (mocks/handlers/printFiles.ts) both read it here.
export const printFileMessages = {
  notReady: "This print file is not ready: it is still being made, or the side is not printed",
} as const;
