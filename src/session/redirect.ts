// Where a successful sign-in may send the shopper: only a path on this site (storefront 2.13).

const BASE = "https://rangrez.invalid";

/**
 * The `redirect` query value when it is a same-site path ("/cart", "/product/1?size=M"), else `fallback`.
 * Refused: absolute URLs, protocol-relative "//host", backslash tricks ("/\\host"), control characters
 * and white space at the start, and anything that would resolve to another origin.
 */
export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value === "") return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  // Browsers read "\" as "/" in URLs, and strip tabs and new lines: "/\evil.com" is "//evil.com".
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "/signup" or "/login" carrying the same `redirect`, when there is a safe one. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect, "");
  return target && target !== "/" ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
