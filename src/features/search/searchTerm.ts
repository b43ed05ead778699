import { useLocation } from "react-router";
import { SEARCH_PATH } from "../../lib/paths";
import { MAX_SEARCH_LENGTH } from "../../lib/searchLimits";

/** Characters no search may hold (the contract refuses control characters and lone surrogates): read as
 * spaces. */
const REFUSED_CHARACTERS = /[\p{Cc}\p{Cs}]/gu;

/**
 * The words of a search as the shop sends them: `q` of the URL with its spaces tidied, cut to the longest
 * search the shop takes (by characters, never inside one), so any address a form or a shopper wrote opens
 * a page, never a refusal. "" when nothing was typed.
 */
export function searchTermOf(params: URLSearchParams): string {
  const tidied = (params.get("q") ?? "").replace(REFUSED_CHARACTERS, " ").replace(/\s+/g, " ").trim();
  return Array.from(tidied).slice(0, MAX_SEARCH_LENGTH).join("").trim();
}

/** The search whose results are on screen; "" on any other page. */
export function useSearchedTerm(): string {
  const { pathname, search } = useLocation();
  return pathname === SEARCH_PATH ? searchTermOf(new URLSearchParams(search)) : "";
}
