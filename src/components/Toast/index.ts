export { Toaster } from "./Toaster";
export { keepToastsUntilDismissed, loadSonner, type ToastOptions, toast } from "./toast";
