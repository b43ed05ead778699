// The staff board's words, in one place for the screen, its stories and tests.
import { authMessages } from "../../lib/accountApiMessages";
import { missingPermissionMessage } from "../../lib/staffAccessMessages";

export const staffMessages = {
  title: "Orders",
  guestTitle: authMessages.loginRequired,
  /** The screen's name in the panels' words ("the orders board", "the headlines"): either number reads. */
  guestText: (screen: string) =>
    `This page is for Rangrez staff. Log in with your staff account to open the ${screen}.`,
  forbiddenTitle: "Staff only",
  forbiddenText: (screen: string) =>
    `This page is for Rangrez staff. Your account is a shopper's account, so it cannot open the ${screen}.`,
  forbiddenAction: "Back to the shop",
  noPermissionTitle: "Not on your account",
  /** The server's own words (staffAccessMessages.ts). */
  noPermissionText: missingPermissionMessage,
  /** The way to a screen the account may open, named as the staff navigation names it. */
  openScreenAction: (screen: string) => `Go to ${screen}`,
  staffNav: "Staff",
  loading: "Loading orders",
  loadFailed: "The orders could not be loaded.",
  empty: "No orders match these filters.",
  emptyUnfiltered: "No orders yet.",
  showMore: "Show more orders",
  loadingMore: "Loading more orders",
  detailLoading: "Loading the order",
  detailFailed: "This order could not be loaded.",
  detailNotFound: "There is no order with this id.",
  noActions: "Nothing to do for this order now.",
  actionFailed: "That did not work. Please try again.",
} as const;
