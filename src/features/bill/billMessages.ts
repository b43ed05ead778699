// What the bill says, word for word (docs/product.md#messages; stories and tests read these).
export const billMessages = {
  title: "Price Details",
  totalMrp: "Total MRP",
  discountOnMrp: "Discount on MRP",
  couponDiscount: "Coupon discount",
  giftWrap: "Gift wrap",
  shipping: "Shipping",
  free: "Free",
  codFee: "COD fee",
  total: "Total to pay",
  gstIncluded: "GST included",
  taxNote: "MRP incl. of all taxes",
  loading: "Updating the price details",
  couponLabel: "Coupon code",
  couponRequired: "Please enter a coupon code.",
  couponRemoved: "Coupon removed.",
  couponCheckFailed: "Could not check the coupon. Please try again.",
  giftWrapOption: "Gift wrap this order",
  viewOffers: "View offers",
  offersTitle: "Offers",
  offersLoading: "Loading offers",
  offersFailed: "We could not load the offers. Please try again.",
  noOffers: "No offers are running right now.",
  offerApplied: "Applied",
} as const;

/** How the GST in the total is charged: within the shop's state CGST + SGST, half each; else IGST. */
export const gstSplitText = {
  "CGST+SGST": "Charged as CGST + SGST (half each)",
  IGST: "Charged as IGST",
} as const;

/** "2 Items" / "1 Item". */
export const itemCountText = (count: number) => `${count} ${count === 1 ? "Item" : "Items"}`;
