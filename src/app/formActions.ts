import { isApiError } from "../api/errors";

// Helpers of the route actions that answer the shop's forms sent before the page's code has arrived (or
// without JavaScript): docs/decisions/forms-before-hydration.md. An action calls the API in-process, as
// the hydrated page does through the browser, so the contract's validation and the cart's rules apply
// unchanged; these only read the form and carry the API's answer back to the browser.

/** A text field of the form, "" when absent (or a file): the contract check refuses what does not fit. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/**
 * A whole number typed into the form, or NaN for anything else: sent as it is, the API's contract check
 * refuses it (NaN goes out as null), as it would the hydrated page's.
 */
export function formWholeNumber(form: FormData, name: string, fallback: number): number {
  const text = formText(form, name);
  if (text === "") return fallback;
  return /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN;
}

/**
 * The cookies the API set while answering (a guest's first add opens their bag and hands its cookie), to
 * go out on the page's own answer: the in-process call never reaches the browser.
 */
export function cookiesFrom(response: Response): Headers {
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return headers;
}

/** The status a refused call answers the page with: the API's own 4xx, else 500 (or 502 unreached). */
export function failureStatus(error: unknown): number {
  if (isApiError(error) && typeof error.status === "number") return error.status;
  return 502;
}
