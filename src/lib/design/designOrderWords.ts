// The words of ordering a saved design (docs/decisions/customiser-design.md#ordering-a-design), in one
// place for the server's answers, the mocks and the screens.

export const designOrderWords = {
  /** Said before payment for every order that prints a design, and on its order's page. */
  returnPolicy:
    "Customised products can't be returned or exchanged, except for a misprint, a defect, the wrong piece or a late delivery, which we replace or refund.",
  guestCannotAdd: "Sign in to add your design to the bag: designs are saved to your account.",
  designNotFound: "Design not found",
  notTheBlank: "productId, variantId and size must be the design's garment, colour and size",
  sizeIsTheDesigns: "A design's size is chosen in the customiser: open the design to change it.",
  customizationIdRequired: "customizationId: name the design this customised order prints",
  notInTheBag: "customizationId: the design is not one of the selected lines of your bag",
  reviewPending: "The design's pictures wait for review: approve them before confirming the order.",
  noReviewWaiting: "This order has no design waiting for review.",
  refusalReasonRequired: "note is required to refuse a design: the shopper reads why",
  designApproved: "Design approved",
  designRefused: (reason: string) => `Design refused: ${reason}`,
} as const;
