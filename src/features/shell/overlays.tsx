import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
} from "react";

/** The shell's overlays that any screen may open: the profile drawer and the login-required popup. */
export type ShellOverlay = "profile" | "loginPopup";

/** Which overlays are open; one left out is closed. */
export type OpenOverlays = Partial<Record<ShellOverlay, boolean>>;

interface OverlayStore {
  isOpen(overlay: ShellOverlay): boolean;
  setOpen(overlay: ShellOverlay, open: boolean): void;
  subscribe(listener: () => void): () => void;
}

function createOverlayStore(initial: OpenOverlays): OverlayStore {
  let open: OpenOverlays = { ...initial };
  const listeners = new Set<() => void>();
  return {
    isOpen: (overlay) => open[overlay] === true,
    setOpen(overlay, next) {
      if ((open[overlay] === true) === next) return;
      open = { ...open, [overlay]: next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const OverlayContext = createContext<OverlayStore | null>(null);

/**
 * Whether each of the shell's overlays is open, for the page (one store per page in the browser, per
 * request on the server, per story in Storybook, where `initial` opens one). Two booleans any screen may
 * set: a small store read with `useSyncExternalStore` rather than a state library (jotai was ~3 KB gzip of
 * every page's JavaScript for them, docs/decisions/page-start-budgets.md). A button that only opens an
 * overlay takes `useSetOverlayOpen` and does not render again when it opens or closes.
 */
export function ShellOverlays({ initial = {}, children }: { initial?: OpenOverlays; children: ReactNode }) {
  const [store] = useState(() => createOverlayStore(initial));
  return <OverlayContext value={store}>{children}</OverlayContext>;
}

function useOverlayStore(): OverlayStore {
  const store = useContext(OverlayContext);
  if (!store) throw new Error("The shell's overlays are read inside <ShellOverlays> only.");
  return store;
}

/** Whether `overlay` is open (renders again when it opens or closes). */
export function useOverlayOpen(overlay: ShellOverlay): boolean {
  const store = useOverlayStore();
  const read = () => store.isOpen(overlay);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Opens or closes `overlay`; the function is the same for the page's life. */
export function useSetOverlayOpen(overlay: ShellOverlay): (open: boolean) => void {
  const store = useOverlayStore();
  return useCallback((open: boolean) => store.setOpen(overlay, open), [store, overlay]);
}

/** Whether `overlay` is open, and the function that opens or closes it. */
export function useOverlay(overlay: ShellOverlay): [boolean, (open: boolean) => void] {
  return [useOverlayOpen(overlay), useSetOverlayOpen(overlay)];
}
