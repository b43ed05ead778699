// Where a successful sign-in may send the shopper: only a path on this site (docs/product.md#routes).

const BASE = "https://rangrez.invalid";

/**
 * The `redirect` query value when it is a same-site path ("/cart", "/product/1?size=M"), else `fallback`.
 * What is checked is where the value LEADS, not how it is spelled: it is resolved against the shop's origin
 * the way a browser would (dot segments, "%2e", backslashes), and the result must stay on that origin with
 * a path that does not start with "//" ("/.//evil.example" resolves to the path "//evil.example", which a
 * browser reads as another host). Refused too: anything not starting with "/", backslashes (read as "/"),
 * and control characters (browsers strip tabs and new lines, so "/\t/evil.example" is "//evil.example").
 */
export function safeRedirect(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const target = sameSitePath(value);
  // The answer is itself a redirect value: it must resolve to itself, or the next reader could be fooled.
  return target !== null && sameSitePath(target) === target ? target : fallback;
}

/** Path, query and fragment of `value` resolved against the shop's origin, or null when it leaves it. */
function sameSitePath(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** "/signup" or "/login" carrying the same `redirect`, when there is a safe one. */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  const target = safeRedirect(redirect, "");
  return target && target !== "/" ? `${path}?redirect=${encodeURIComponent(target)}` : path;
}
