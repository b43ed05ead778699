import { useEffect, useState } from "react";

/**
 * Before the page's script has arrived (a phone on a weak signal: docs/decisions/prefetching-next-pages.md),
 * a tap on a product opens it as a plain page load; browsers with Speculation Rules fetch that page as the
 * shopper shows intent (a hover, a finger down: "moderate"), and do not on Save-Data. Once the page has
 * hydrated, links open client-side and fetch ahead through the shop's own prefetch, so the rules are
 * removed: the browser drops speculations whose rules are gone.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [{ where: { href_matches: "/display/*" }, eagerness: "moderate" }],
});

export function SpeculationRules({ nonce }: { nonce?: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (hydrated) return null;
  return (
    <script
      type="speculationrules"
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant JSON (above)
      dangerouslySetInnerHTML={{ __html: SPECULATION_RULES }}
    />
  );
}
