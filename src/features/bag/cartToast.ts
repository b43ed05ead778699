// The cart's toasts (docs/product.md#when-a-call-fails): bottom-right, closing after 3000 ms. The shop's one
// <Toaster> (top-centre, sonner's defaults) shows them; sonner places and times each toast by its own
// options.
import { type ToastOptions, toast } from "../../components/Toast";

/** Cart toasts close after 3 s (docs/product.md#when-a-call-fails). */
export const CART_TOAST_MS = 3000;

const CART_TOAST: ToastOptions = { duration: CART_TOAST_MS, position: "bottom-right" };

export const cartToast = {
  success: (message: string) => toast.success(message, CART_TOAST),
  error: (message: string) => toast.error(message, CART_TOAST),
};
