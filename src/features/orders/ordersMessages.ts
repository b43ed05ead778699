// What the orders screens say, word for word (docs/product.md#messages; stories read these).
export const ordersMessages = {
  title: "My Orders",
  guestTitle: "Please log in first",
  guestText: "Your orders are kept in your account: log in to see them.",
  loading: "Loading your orders",
  /** A signed-in shopper who has never ordered (and no filter is set). */
  neverOrdered: "No orders available. Please place an order first.",
  /** Filters that match nothing. */
  noMatch: "No orders available",
  noMatchHint: "No order matches these filters.",
  loadFailed: "Failed to load your orders.",
  loadFailedHint: "Please check your connection and try again.",
  retry: "Try Again",
  showMore: "Show more orders",
  moreFailed: "Could not load more orders.",
  customizedLoading: "Loading customized orders",
  customizedFailed: "Failed to load customized orders.",
  customizedEmpty: "No customized orders found.",
  applyFilters: "Apply Filters",
  clearFilters: "Clear Filters",
  searchTooLong: "Search with at most 100 characters.",
} as const;
