export { Toaster } from "./Toaster";
export { loadSonner, type ToastOptions, toast } from "./toast";
