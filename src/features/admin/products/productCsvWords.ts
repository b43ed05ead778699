// The catalogue's CSV export and import as staff see them (docs/decisions/staff-catalogue.md#csv-export-and-import),
// in one place for the dialog, its stories and tests.
import type { components } from "../../../api/schema";

type Counts = components["schemas"]["ProductImportReport"]["counts"];

export const productCsvWords = {
  exportCsv: "Export CSV",
  importCsv: "Import CSV",
  dialogTitle: "Import products from CSV",
  intro:
    "Choose a CSV file exported from this table, with your changes. You will see what it would change before anything is saved.",
  fileLabel: "CSV file",
  checking: "Checking the file…",
  applying: "Applying the changes…",
  apply: "Apply",
  cancel: "Cancel",
  close: "Close",
  /** The dialog's own close button (×). */
  closeDialog: "Close the import",
  chooseAnother: "Choose another file",
  planTitle: "What this file would do",
  doneTitle: "Imported",
  errorsTitle: "Rows to correct",
  changesTitle: "Products to change",
  nothingToDo: "This file changes nothing.",
  hasErrors: "Correct these rows in the file and choose it again: a file with errors is not applied.",
  refusedTitle: "This file cannot be imported",
  failed: "The file could not be checked. Try again.",
  applyFailed: "The changes could not be applied. Try again.",
  countsText: (c: Counts) =>
    `${c.created} to add, ${c.changed} to change, ${c.unchanged} unchanged, ${c.error} with errors`,
  doneText: (c: Counts) => `${c.created} added, ${c.changed} changed, ${c.unchanged} unchanged.`,
  doneErrors: (n: number) =>
    `${n} ${n === 1 ? "product was" : "products were"} saved by someone else meanwhile and left as they were:`,
  changedFields: (fields: string[]) => (fields.length > 0 ? fields.join(", ") : "new product"),
  truncated: "Only the first 1,000 products are listed.",
} as const;
