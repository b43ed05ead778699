import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

/** Whether the browser's own history has an earlier page (e.g. this page was opened by a full page load
 * from another page of the shop), as opposed to a fresh tab or an in-memory router. */
function browserHasEarlierPage(): boolean {
  if (typeof window === "undefined") return false;
  const state = window.history.state as { idx?: unknown } | null;
  // React Router's browser history keeps `idx` in history.state; a memory router does not touch it.
  return typeof state?.idx === "number" && window.history.length > 1;
}

/** One step back in history; home when this page was the first one opened (nothing to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    // React Router gives the first entry it knows the key "default".
    if (location.key !== "default" || browserHasEarlierPage()) navigate(-1);
    else navigate("/");
  }, [location.key, navigate]);
}
