// What every part of the product form gets: the values, the problems shown now (by field path), a way
// to change the values (a function of the latest ones, so an upload's progress and typing never undo
// each other), and whether a save is on its way. The element ids come from the field paths, so the
// problems' summary links to each field and the first problem takes the focus.
import type { ProductFormErrors, ProductFormValues } from "./productFormValues";

export interface FormPart {
  values: ProductFormValues;
  errors: ProductFormErrors;
  edit: (change: (values: ProductFormValues) => ProductFormValues) => void;
  isBusy: boolean;
}

/** The id of the element a field path's problem is about. */
export const fieldId = (path: string) => `product-${path.replace(/[^A-Za-z0-9_-]/g, "-")}`;

/** The props of a TextField bound to `path`: its id and its problem, if any. */
export const problemProps = (errors: ProductFormErrors, path: string) => ({
  id: fieldId(path),
  isInvalid: Boolean(errors[path]),
  errorMessage: errors[path],
});
