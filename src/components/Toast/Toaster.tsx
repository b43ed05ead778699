import { type ComponentProps, useEffect, useState } from "react";
import { loadedSonner, toasterIsListening, whenSonnerLoads } from "./toast";

type SonnerToasterProps = ComponentProps<typeof import("sonner").Toaster>;

/** Tells the toast queue that sonner's Toaster, rendered just before it, has subscribed (effects run in order). */
function Listening() {
  useEffect(toasterIsListening, []);
  return null;
}

/**
 * The page's one toast region. Renders nothing until the first toast fetches sonner; then sonner's
 * Toaster, which shows that toast and every later one.
 */
export function Toaster(props: SonnerToasterProps) {
  const [sonner, setSonner] = useState(loadedSonner);
  useEffect(() => whenSonnerLoads(setSonner), []);
  if (!sonner) return null;
  return (
    <>
      <sonner.Toaster {...props} />
      <Listening />
    </>
  );
}
