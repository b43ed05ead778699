// The words of the personal-data calls (docs/decisions/personal-data.md), shared by the server, the mocks
// and the screens.
export const privacyMessages = {
  consentOn: "You will get offers by email. You can turn them off at any time.",
  consentOff: "You will not get offers by email.",
  unsubscribed: "You are unsubscribed. We will not send you offers by email.",
  badUnsubscribeLink: "This unsubscribe link is not valid. Turn offers off in My Account › Privacy instead.",
  accountDeleted: "Your account is deleted. You are signed out everywhere.",
  openOrders:
    "Your account can be deleted once your open orders are delivered or cancelled and their refunds are done.",
  staffAccount: "Staff accounts are closed by the shop, not from My Account.",
} as const;
