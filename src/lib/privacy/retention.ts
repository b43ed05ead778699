// What personal data the shop keeps, why, and for how long: ONE table (docs/decisions/personal-data.md#the-retention-table).
// The privacy notice (/privacypolicy) prints it word for word, and the periodic erasure job
// (server/services/privacy/retention.ts) erases by its `erase` rules, so what the notice promises and what
// the job does cannot drift apart. Change a period here and both change.

/** The kinds the erasure job erases on its own (each has exactly one eraser in the server). */
export const ERASED_KINDS = [
  "sessions",
  "codes",
  "guestBags",
  "idleBags",
  "unusedUploads",
  "guestUploads",
  "restockAlerts",
  "contactMessages",
  "attemptCounters",
  "complaints",
  "orders",
  "pageSpeed",
] as const;
export type ErasedKind = (typeof ERASED_KINDS)[number];

export interface RetentionRule {
  /** Anchor and key: unique. */
  id: string;
  /** The kind of data, in the shopper's words. */
  data: string;
  /** Why the shop keeps it. */
  why: string;
  /** How long it is kept, in the shopper's words (the notice prints this). */
  kept: string;
  /** What the periodic job erases on its own: rows whose `from` is older than `afterDays` days. Absent:
   * kept while the account is open (erased when it is deleted), or for as long as the law says. */
  erase?: { kind: ErasedKind; afterDays: number };
}

/** When the privacy notice (and this table) last changed: the notice shows it. */
export const PRIVACY_NOTICE_UPDATED = "30 November 2026";

/** Days a signed-in session lasts (the session cookie's Max-Age: server/services/accounts/sessions.ts). */
export const SESSION_DAYS = 30;
/** Minutes a one-time code is valid (server/services/accounts/codes.ts). */
export const CODE_MINUTES = 10;
/** Days a guest's bag lives after its last use (server/services/guestBags.ts). */
export const GUEST_BAG_DAYS = 30;
/** Days a signed-in shopper's bag is kept after its last change: long enough to come back to a bag
 * between two seasons' sales, not for ever. */
export const IDLE_BAG_DAYS = 180;
/** Days a picture a guest uploaded is kept unless they sign in (server/services/designs/guestUploads.ts;
 * the guest's upload cookie's Max-Age too). */
export const GUEST_UPLOAD_DAYS = 7;
/** Days an uploaded picture no saved design and no order uses is kept. */
export const UNUSED_UPLOAD_DAYS = 30;
/** Days a contact-form message is kept after it was sent. */
export const CONTACT_MESSAGE_DAYS = 365;
/** Days a restock alert is kept after its mail went out. */
export const RESTOCK_ALERT_DAYS = 30;
/** Days the page-speed measurements of sampled page views are kept: the staff screen and /metrics read the
 * last 7 days (docs/decisions/field-vitals.md), and a day more keeps 7 whole days there between two runs
 * of the hourly erasure. */
export const PAGE_SPEED_DAYS = 8;
/** Years orders and GST invoices are kept (CGST Act 2017, section 36, with rule 56: 72 months from the
 * due date of the year's annual return, which falls some 21 months after the financial year began). */
export const ORDER_RECORD_YEARS = 8;
/** Days the erasure job waits after an order's financial year: `ORDER_RECORD_YEARS` years, never fewer
 * (8 years hold at most 2 leap days; the job erases at most a day after the eighth anniversary). */
export const ORDER_RECORD_DAYS = ORDER_RECORD_YEARS * 365 + Math.ceil(ORDER_RECORD_YEARS / 4);
/** Years a complaint ticket is kept after it was resolved: the grievance record the Consumer Protection
 * (E-Commerce) Rules, 2020 (rule 4(5)) ask for, and the Consumer Protection Act 2019's two years to take a
 * complaint to a consumer commission (s. 69), with a year to spare. */
export const COMPLAINT_RECORD_YEARS = 3;

export const RETENTION: readonly RetentionRule[] = [
  {
    id: "account",
    data: "Your account: name, username, email, phone number and a one-way hash of your password; if you sign in with Google or Facebook, which of them and the account number they give us for you",
    why: "To sign you in, greet you and reach you about your orders.",
    kept: "While your account is open. Erased when you delete your account.",
  },
  {
    id: "addresses",
    data: "Your saved addresses",
    why: "To deliver your orders and fill in the checkout for you.",
    kept: "Until you delete them or your account.",
  },
  {
    id: "orders",
    data: "Your orders and their GST invoices and credit notes: what you bought, the price, the payment's state and the delivery name and address",
    why: "To deliver, return and refund your orders, and because tax law (the CGST Act) requires us to keep invoices.",
    kept: `${ORDER_RECORD_YEARS} years after the financial year of the order, even after you delete your account; your email and phone number are then removed from them.`,
    // The financial year (April to March, India time) of the order's last change: its last status move,
    // refund, return, GST document or resolved ticket (server/services/privacy/retention.ts).
    erase: { kind: "orders", afterDays: ORDER_RECORD_DAYS },
  },
  {
    id: "designs",
    data: "Your saved designs, the pictures you uploaded for them, and your wishlist",
    why: "To let you come back to them and order them.",
    kept: "Until you delete them or your account. A picture printed on an order is kept with the order's print files.",
  },
  {
    id: "unusedUploads",
    data: "Pictures you uploaded that no saved design or order uses",
    why: "So you can place them in a design you are still making.",
    kept: `${UNUSED_UPLOAD_DAYS} days after you uploaded them.`,
    erase: { kind: "unusedUploads", afterDays: UNUSED_UPLOAD_DAYS },
  },
  {
    id: "guestUploads",
    data: "Pictures you uploaded in the customiser without signing in (a random token in a cookie says they are yours)",
    why: "So you can place them in your design, and keep them in your account if you sign in.",
    kept: `${GUEST_UPLOAD_DAYS} days after you uploaded them, unless you sign in or sign up: then they are your account's, as above.`,
    erase: { kind: "guestUploads", afterDays: GUEST_UPLOAD_DAYS },
  },
  {
    id: "reviews",
    data: "Your reviews",
    why: "To show other shoppers what you thought of a product.",
    kept: "Until you delete your account; then they stay on the product without your name.",
  },
  {
    id: "sessions",
    data: "Sign-in sessions (a random token in a cookie)",
    why: "To keep you signed in.",
    kept: `${SESSION_DAYS} days from signing in, or until you sign out; erased the day after they end.`,
    erase: { kind: "sessions", afterDays: 1 },
  },
  {
    id: "codes",
    data: "One-time codes we email you (sign-up and password reset)",
    why: "To check that the email address is yours.",
    kept: `${CODE_MINUTES} minutes; erased the day after they expire.`,
    erase: { kind: "codes", afterDays: 1 },
  },
  {
    id: "guestBags",
    data: "A bag you filled without signing in",
    why: "To keep what you chose until you come back or sign in.",
    kept: `${GUEST_BAG_DAYS} days after you last used it; erased the day after.`,
    erase: { kind: "guestBags", afterDays: 1 },
  },
  {
    id: "idleBags",
    data: "Your bag while you are signed in: what you put in it, and a coupon you applied",
    why: "To keep what you chose on every device you sign in on, until you order it.",
    kept: `${IDLE_BAG_DAYS} days after you last changed it, or until you delete your account.`,
    erase: { kind: "idleBags", afterDays: IDLE_BAG_DAYS },
  },
  {
    id: "restockAlerts",
    data: "Notify-me requests for sold-out sizes",
    why: "To email you when the size is back.",
    kept: `Until we email you, then ${RESTOCK_ALERT_DAYS} days.`,
    erase: { kind: "restockAlerts", afterDays: RESTOCK_ALERT_DAYS },
  },
  {
    id: "contactMessages",
    data: "Messages you send through the contact form: your name, email and message",
    why: "To answer you.",
    kept: `${CONTACT_MESSAGE_DAYS} days after you sent them.`,
    erase: { kind: "contactMessages", afterDays: CONTACT_MESSAGE_DAYS },
  },
  {
    id: "complaints",
    data: "Your complaints: the ticket, your name and email, the order it is about, and the messages between you and our care team",
    why: "To answer and resolve them, and because consumer protection law asks us to keep a record of complaints and how we handled them.",
    kept: `${COMPLAINT_RECORD_YEARS} years after the complaint was resolved. If you delete your account, a complaint about an order is kept with the order without your email; any other is erased.`,
    erase: { kind: "complaints", afterDays: COMPLAINT_RECORD_YEARS * 365 },
  },
  {
    id: "attemptCounters",
    data: "Counts of sign-in attempts and code requests, by account or network address",
    why: "To stop anyone guessing passwords or flooding inboxes.",
    kept: "Until their time window ends; erased the day after.",
    erase: { kind: "attemptCounters", afterDays: 1 },
  },
  {
    id: "pageSpeed",
    data: "How fast some page views loaded and responded (the kind of page, not its address; the connection type, the kind of device), without anything about who viewed them",
    why: "To find and fix the pages that are slow for shoppers.",
    kept: `${PAGE_SPEED_DAYS} days after the page view.`,
    erase: { kind: "pageSpeed", afterDays: PAGE_SPEED_DAYS },
  },
  {
    id: "marketing",
    data: "Whether you agreed to offers by email, and when",
    why: "To send offers only to those who asked for them, and to prove that they did.",
    kept: "While your account is open. You can withdraw at any time in My Account › Privacy or from the link in any offer email.",
  },
];

/** The rule the erasure job follows for `kind`. */
export function erasureRule(kind: ErasedKind): { kind: ErasedKind; afterDays: number } {
  const rule = RETENTION.find((r) => r.erase?.kind === kind)?.erase;
  if (!rule) throw new Error(`No retention rule erases ${kind}`);
  return rule;
}
