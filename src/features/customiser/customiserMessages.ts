// What the customiser says, word for word (docs/product.md#messages): its screen, stories and tests read
// these.

import { GUEST_UPLOAD_DAYS } from "../../lib/privacy/retention";

export const customiserMessages = {
  heroTitle: "Custom printed hoodies and T-shirts, designed by you",
  colourRequired: "Please select a product color.",
  addedToWishlist: "Added to your wishlist!",
  addedToBag: "Added to your bag.",
  saved: "Design saved.",
  savedCopy: "Saved as a new design.",
  sharedOn: "Anyone with the link can see this design.",
  sharedOff: "This design is no longer shared.",
  failed: "Something went wrong. Please try again.",
  /** The failing call's own words follow the colon. */
  imageFailed: (message: string) => `Error fetching image: ${message}`,
  graphicFailed: (message: string) => `Error fetching graphic: ${message}`,
  /** Under the upload for a guest: how long their pictures stay, and that signing in keeps them. */
  uploadGuestNote: `No account needed. Without signing in, your pictures are kept for ${GUEST_UPLOAD_DAYS} days; sign in or sign up when you save your design and they stay with it.`,
  uploadFailed: "The picture could not be uploaded. Try again.",
  reopenSignIn: "Sign in to open your saved design",
  reopenNotFound: "We could not find that design in your account. You can start a new one here.",
  textRule: "Use up to 40 letters, digits and keyboard signs (A–Z, 0–9, ! ? & …).",
  tooLowResolution:
    "Your picture is too small for its size on the garment (under 100 DPI). Make it smaller before saving or ordering.",
  sideFull: "This side has 8 layers, the most it can take.",
} as const;
