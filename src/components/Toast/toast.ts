// The shop's toasts, with sonner's code fetched when the first toast is raised rather than with every page
// (sonner is ~9 KB gzip: a toast follows a shopper's action, never the first paint).
import type { ExternalToast } from "sonner";

type Sonner = typeof import("sonner");

export type ToastOptions = ExternalToast;

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
/** Toasters waiting for sonner's code to render. */
const waitingToasters = new Set<(module: Sonner) => void>();
let markToasterMounted: () => void = () => {};
/** Settles once a <Toaster> is on the page and listening: a toast raised before that would be lost. */
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});

/** Fetches sonner (once) and hands it to the toasters waiting for it. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    for (const render of waitingToasters) render(module);
    waitingToasters.clear();
    return module;
  });
  return loading;
}

/** For <Toaster>: called with sonner's module once it has been fetched (at once when it already has). */
export function whenSonnerLoads(render: (module: Sonner) => void): () => void {
  if (sonner) {
    render(sonner);
    return () => {};
  }
  waitingToasters.add(render);
  return () => waitingToasters.delete(render);
}

export const loadedSonner = (): Sonner | undefined => sonner;

/** For <Toaster>: its sonner Toaster has mounted and subscribed. */
export const toasterIsListening = (): void => markToasterMounted();

function raise(show: (module: Sonner) => void): void {
  void loadSonner()
    .then((module) => toasterMounted.then(() => show(module)))
    .catch((error: unknown) => console.error("A message could not be shown:", error));
}

let untilDismissed = false;

/**
 * Every later toast stays until dismissed, also one that asks for a duration of its own (the bag's 3 s
 * notes). For the stories (.storybook/preview.tsx): a story that ends on a toast shows it in its
 * screenshot however long its checks took, not only when the machine was quick enough.
 */
export function keepToastsUntilDismissed(): void {
  untilDismissed = true;
}

const lasting = (options?: ToastOptions): ToastOptions | undefined =>
  untilDismissed ? { ...options, duration: Number.POSITIVE_INFINITY } : options;

export const toast = {
  success: (message: string, options?: ToastOptions) =>
    raise(({ toast }) => toast.success(message, lasting(options))),
  error: (message: string, options?: ToastOptions) =>
    raise(({ toast }) => toast.error(message, lasting(options))),
  warning: (message: string, options?: ToastOptions) =>
    raise(({ toast }) => toast.warning(message, lasting(options))),
  /** Closes every toast on screen (nothing to close while sonner has not loaded). */
  dismiss: () => sonner?.toast.dismiss(),
};
