import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from "kysely";
import type { PRODUCT_TAGS, SIZES } from "../../src/api/enums";
import type { DesignSides, LineDesign, ProductDeclarationsInput } from "../../src/api/types";
import type {
  VitalsConnection,
  VitalsDevice,
  VitalsMetricName,
  VitalsPageType,
  VitalsRating,
} from "../../src/lib/vitals/vitals";

/** timestamptz: read as Date (pg and PGlite both parse it), written as Date or ISO string. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: pg returns a string, PGlite a string or number; always write a number. */
type Numeric = ColumnType<string | number, number, number>;

export type Size = (typeof SIZES)[number];
export type ProductTag = (typeof PRODUCT_TAGS)[number];

export interface ProductDetailsJson {
  overview: string;
  features: string[];
  materialAndCare: string[];
  specifications: { _id: string; name: string; value: string }[];
}

/** products.declarations (0052): ProductDeclarationsInput without its country of origin. */
export type DeclarationsJson = Omit<ProductDeclarationsInput, "countryOfOrigin">;

export interface ProductsTable {
  id: string;
  name: string;
  description: string;
  category: string;
  sub_category: string;
  price: number;
  final_price: number;
  discount: number;
  tags: ColumnType<string[], string[], string[]>;
  rating: Numeric;
  review_count: number;
  cod_available: boolean;
  is_available: boolean;
  return_policy: number;
  product_details: JSONColumnType<ProductDetailsJson[], string, string>;
  created_at: Timestamp;
  /** Who sees it: a draft only staff, an archived one only the orders that name it (0037). */
  status: ColumnType<ProductStatus, ProductStatus | undefined, ProductStatus>;
  updated_at: GeneratedTimestamp;
  /** The Legal Metrology declarations as staff gave them, country of origin apart (0052); null when none. */
  declarations: ColumnType<DeclarationsJson | null, string | null | undefined, string | null>;
  /** Country of origin (0052), a column for the listings' country filter; null when not given. */
  country_of_origin: ColumnType<string | null, string | null | undefined, string | null>;
  /** Sizes with stock > 0 in any variant (kept by triggers from variant_sizes). */
  stock_sizes: Generated<string[]>;
  /** Lower-case colour names of the variants (kept by triggers from product_variants). */
  colors: Generated<string[]>;
  /** The variants' colour names, space separated (kept by triggers; feeds search). */
  color_names: Generated<string>;
  /** Normalised name + sub-category words + colours (generated; pg_trgm). */
  search_text: GeneratedAlways<string>;
  /** Full-text document (generated). */
  search_vector: GeneratedAlways<string>;
}

/** Kept in step with products.tags by a trigger; ordered index for tag listings. */
export interface ProductTagsTable {
  tag: string;
  created_at: Timestamp;
  product_id: string;
}

/** Words of products' search text (3+ letters) with how many products use them, kept by triggers: the
 * vocabulary a search corrects typos to. */
export interface SearchWordsTable {
  word: string;
  products: number;
}

export interface ProductVariantsTable {
  id: string;
  product_id: string;
  position: number;
  color: string;
  color_hex: string;
  images: ColumnType<string[], string[], string[]>;
  /** Each picture's alt text, in the order of `images` (0037). */
  image_alts: ColumnType<string[], string[] | undefined, string[]>;
}

export interface VariantSizesTable {
  variant_id: string;
  size: Size;
  stock: number;
}

/** Each product's stock summed over its colours and sizes, kept by triggers from the variant tables (0040):
 * the staff table sorts and filters by it. */
export interface ProductStockTable {
  product_id: string;
  /** Pieces in stock over every colour and size. */
  total: number;
  /** The smallest stock among the sizes still in stock; null when sold out. */
  least_stock: number | null;
}

export interface ReviewsTable {
  id: string;
  product_id: string;
  /** The author (null for the seeded sample reviews, or when the account is deleted). */
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The author's username when they wrote or last edited it. */
  username: string;
  rating: number;
  comment: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** Where a banner slide shows (BannerPlace in the contract). */
export type BannerPlace = "home" | "trending" | "customized" | "hero";

export interface BannersTable {
  id: string;
  /** Where the slide shows: a desktop list and its mobile list of GET /banner/trending/{list} (0041). */
  place: BannerPlace;
  position: number;
  /** The desktop picture (1600 × 600), the desktop list's imagePath. */
  image_path: string;
  /** The mobile picture (800 × 1000), the mobile list's imagePath. */
  mobile_image_path: string;
  /** The id the mobile list's row had before 0041, which the mobile list still answers with. */
  mobile_id: ColumnType<string | null, string | null | undefined, string | null>;
  page: string;
  alt: string;
  /** The banner's words as text, for a picture without them (the hero). */
  title: string | null;
  subtitle: string | null;
  /** When the shop starts showing it (null: at once) and stops (null: never). */
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface HeadlinesTable {
  id: string;
  position: number;
  text: string;
  /** When the bar starts showing it (null: at once) and stops (null: never), 0038. */
  starts_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  ends_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface VideoConfigTable {
  id: Generated<number>;
  mobile_video_path: string | null;
  desktop_video_path: string | null;
}

export interface ContactMessagesTable {
  id: GeneratedAlways<string>;
  name: string;
  email: string;
  message: string;
  mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Generated<Timestamp>;
}

export type ComplaintTopicValue =
  | "order"
  | "delivery"
  | "return_refund"
  | "payment"
  | "product"
  | "website"
  | "other";
export type ComplaintStatusValue = "open" | "acknowledged" | "resolved";

/** A complaint's ticket (0051, docs/decisions/complaints.md). */
export interface ComplaintsTable {
  id: GeneratedAlways<string>;
  number: Generated<string>;
  user_id: string | null;
  order_id: string | null;
  name: string;
  email: string;
  topic: ComplaintTopicValue;
  status: ColumnType<ComplaintStatusValue, ComplaintStatusValue | undefined, ComplaintStatusValue>;
  created_at: ColumnType<Date, Date | string, Date | string>;
  acknowledge_by: ColumnType<Date, Date | string, Date | string>;
  resolve_by: ColumnType<Date, Date | string, Date | string>;
  acknowledged_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  resolved_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A complaint's thread: the complaint first, then staff replies (0051). */
export interface ComplaintMessagesTable {
  id: GeneratedAlways<string>;
  complaint_id: string;
  author: "shopper" | "staff";
  staff_id: string | null;
  body: string;
  created_at: ColumnType<Date, Date | string, Date | string>;
  mailed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** One metric of a sampled page view (0057, docs/decisions/field-vitals.md): nothing about who viewed it. */
export interface WebVitalsTable {
  id: GeneratedAlways<string>;
  taken_at: ColumnType<Date, Date | string, Date | string>;
  build_id: string;
  page_type: VitalsPageType;
  connection: VitalsConnection;
  device: VitalsDevice;
  metric: VitalsMetricName;
  value: number;
  rating: VitalsRating;
}

/** timestamptz with a default: may be left out on insert. */
type GeneratedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserRole = "shopper" | "staff";
/** `blank`: a customiser garment, sold only as the base of a design (0044). */
export type ProductStatus = "draft" | "published" | "archived" | "blank";
/** What a staff account may do (0037): each staff call checks its own. */
export type StaffPermission = "orders" | "catalogue";
export type AuditedEntity = "product" | "headline" | "banner";
export type AddressTypeValue = "home" | "work" | "other";
/** A code for signing up, resetting a password, or confirming a new email of a signed-in account. */
export type CodePurpose = "signup" | "reset" | "email_change";
export type SocialProvider = "google" | "facebook";

export interface UsersTable {
  id: string;
  username: string;
  email: string;
  phone: Generated<string>;
  role: ColumnType<UserRole, UserRole | undefined, UserRole>;
  password_hash: string;
  /** The full name (sign-up, or the social provider's); "" for an older account with no named address. */
  name: Generated<string>;
  /** The username's look-alike fold (server/services/accounts/identity.ts), unique. */
  username_skeleton: string;
  created_at: GeneratedTimestamp;
  permissions: ColumnType<StaffPermission[], StaffPermission[] | undefined, StaffPermission[]>;
  /** Offers by email: only when the shopper chose them (0053, docs/decisions/personal-data.md). */
  marketing_consent: ColumnType<boolean, boolean | undefined, boolean>;
  /** When they last chose (null: never asked). */
  marketing_consent_at: NullableTimestamp;
  /** When the account was deleted: the row stays as a stub its orders name (0053). */
  deleted_at: NullableTimestamp;
}

/** Who changed which product, headline or banner, when, and the row before and after (0037). */
export interface AuditLogTable {
  id: GeneratedAlways<string>;
  entity: AuditedEntity;
  entity_id: string;
  action: string;
  actor_id: string | null;
  actor_name: string;
  before: ColumnType<unknown, string | null | undefined, string | null>;
  after: ColumnType<unknown, string | null | undefined, string | null>;
  at: GeneratedTimestamp;
}

export interface UserIdentitiesTable {
  provider: SocialProvider;
  subject: string;
  user_id: string;
  created_at: GeneratedTimestamp;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: GeneratedTimestamp;
  expires_at: Timestamp;
}

export interface EmailCodesTable {
  purpose: CodePurpose;
  /** Lower-cased. */
  email: string;
  code_hash: string;
  attempts: Generated<number>;
  sent_at: Timestamp;
  expires_at: Timestamp;
  /** Start of the hour whose sends `sends_in_window` counts (OTP_SENDS_PER_HOUR). */
  window_started_at: Timestamp;
  sends_in_window: Generated<number>;
  /** The account that asked, for an email change's code: erased with it (migration 0061). */
  account_id: string | null;
}

export interface VerificationTokensTable {
  token_hash: string;
  email: string;
  expires_at: Timestamp;
}

/** One throttled key (server/services/throttle.ts): hits in the current window, and the time before which
 * the next hit is refused. */
export interface ThrottleCountersTable {
  key: string;
  hits: number;
  window_ends_at: Timestamp;
  blocked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface AddressesTable {
  id: string;
  seq: GeneratedAlways<string>;
  user_id: string;
  name: Generated<string>;
  phone_number: Generated<string>;
  street: string;
  city: string;
  state: string;
  pincode: string;
  country: Generated<string>;
  landmark: Generated<string>;
  address_type: ColumnType<AddressTypeValue, AddressTypeValue | undefined, AddressTypeValue>;
  is_default: Generated<boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export interface PincodesTable {
  pincode: string;
  city: string;
  district: string;
  state: string;
  post_offices: ColumnType<string[], string[], string[]>;
}

/** A signed-in shopper's cart (`user_id`), or a guest's bag (`guest_token_hash`): exactly one of the two. */
export interface CartsTable {
  id: string;
  user_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** SHA-256 of the guest bag cookie's token; null for a user's cart. */
  guest_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a guest's bag is gone (pushed on as it is used); null for a user's cart. */
  expires_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The coupon applied to the bag (0028), or null. */
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A variant and size in a cart; everything else about it is read from the catalogue. */
export interface CartLinesTable {
  id: string;
  cart_id: string;
  variant_id: string;
  size: Size;
  quantity: number;
  /** Whether the line is ordered (a line whose size ran short of its quantity is stored unselected). */
  selected: Generated<boolean>;
  created_at: GeneratedTimestamp;
  /** The shopper's design printed on this blank variant and size (0047), or null for a plain line. */
  design_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export type CouponKind = "flat" | "percent";

/** A coupon: code upper case; a flat amount or a percentage (1–100); limits as columns, null = none. */
export interface CouponsTable {
  code: string;
  kind: CouponKind;
  value: number;
  min_order: Generated<number>;
  valid_from: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  valid_to: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  per_shopper_limit: ColumnType<number | null, number | null | undefined, number | null>;
  active: Generated<boolean>;
  created_at: GeneratedTimestamp;
}

/** A coupon used by an order; counts toward the shopper's limit while the order is not cancelled. */
export interface CouponRedemptionsTable {
  coupon_code: string;
  user_id: string;
  order_id: string;
  created_at: GeneratedTimestamp;
}

export type OrderStatusValue =
  | "pending"
  | "processing"
  | "confirmed"
  | "shipped"
  | "out_for_delivery"
  | "delivered"
  | "cancelled"
  | "return_requested"
  | "return_accepted"
  | "returned";

/** Optional timestamptz, read as Date or null. */
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A text column with a default. */
type DefaultText = ColumnType<string, string | undefined, string>;
/** An integer column with a default. */
type DefaultInteger = ColumnType<number, number | undefined, number>;
/** Text that may be absent (null). */
type NullableText = ColumnType<string | null, string | null | undefined, string | null>;

export type PaymentModeValue = "online" | "COD";
export type PaymentStatusValue = "paid" | "pending" | "failed" | "cod" | "refunded";
/** A gateway attempt's state: the gateway's three, plus the shop's own ends (hold expired, shopper moved
 * to cash on delivery). */
export type PaymentAttemptState = "PENDING" | "COMPLETED" | "FAILED" | "EXPIRED" | "ABANDONED";

export interface GstBreakdownJson {
  total: number;
  rates: { rate: number; taxable: number; tax: number }[];
  split: "CGST+SGST" | "IGST";
}

/** An order with its delivery address snapshot, its bill (from the pricing module) and its payment. */
export interface OrdersTable {
  id: string;
  user_id: string;
  status: ColumnType<OrderStatusValue, OrderStatusValue | undefined, OrderStatusValue>;
  created_at: GeneratedTimestamp;
  delivered_at: NullableTimestamp;
  name: DefaultText;
  email: DefaultText;
  phone_number: DefaultText;
  alternative_number: DefaultText;
  delivery_address: DefaultText;
  city: DefaultText;
  state: DefaultText;
  pincode: DefaultText;
  order_type: ColumnType<"normal" | "customize", "normal" | "customize" | undefined, "normal" | "customize">;
  payment_mode: ColumnType<PaymentModeValue, PaymentModeValue | undefined, PaymentModeValue>;
  payment_status: ColumnType<PaymentStatusValue, PaymentStatusValue | undefined, PaymentStatusValue>;
  total_mrp: DefaultInteger;
  discount_on_mrp: DefaultInteger;
  subtotal: DefaultInteger;
  coupon_code: ColumnType<string | null, string | null | undefined, string | null>;
  coupon_discount: DefaultInteger;
  gift_wrap: DefaultInteger;
  shipping: DefaultInteger;
  cod_fee: DefaultInteger;
  total_amount: DefaultInteger;
  gst: ColumnType<string | number, number | undefined, number>;
  gst_breakdown: ColumnType<GstBreakdownJson, string | undefined, string>;
  estimated_delivery: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_id: DefaultText;
  /** Whether the order's units are out of stock now (see migration 0014). */
  stock_taken: ColumnType<boolean, boolean | undefined, boolean>;
  /** The current gateway attempt (order_payments), for online orders. */
  transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  payment_expires_at: NullableTimestamp;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  confirmation_mailed_at: NullableTimestamp;
  updated_at: GeneratedTimestamp;
  courier: NullableText;
  tracking_number: NullableText;
  shipped_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  cancel_reason: NullableText;
  /** "RZ-4821-9063": what shoppers and the care team call the order (drawn by the database: migration 0022). */
  order_number: Generated<string>;
  /** Placed from the bag (not Buy Now): its lines leave the bag once it is paid or paid on delivery. */
  from_bag: Generated<boolean>;
  /** A customised order whose design holds the shopper's own pictures: staff's review of them (0047). */
  design_review: ColumnType<DesignReview | null, DesignReview | null | undefined, DesignReview | null>;
}

export type DesignReview = "pending" | "approved" | "refused";

/** The design an order line printed, as it was when ordered (0047): what the line's mockup and the print
 * files are drawn from, whatever the saved design became since. */
export interface OrderedDesign extends LineDesign {
  color: string;
  size: Size;
}

/** A product variant and size in an order, as it was sold (whole rupees; GST in rupees with paise). */
export interface OrderLinesTable {
  id: string;
  order_id: string;
  /** The order's buyer (copied by a trigger; the verified-buyer question starts from product and buyer). */
  user_id: GeneratedAlways<string>;
  product_id: string;
  variant_id: string;
  size: Size;
  quantity: number;
  unit_price: number;
  position: DefaultInteger;
  name: DefaultText;
  color: DefaultText;
  image: DefaultText;
  unit_mrp: DefaultInteger;
  coupon_share: DefaultInteger;
  gst_rate: ColumnType<string | number, number | undefined, number>;
  gst: ColumnType<string | number, number | undefined, number>;
  hsn: DefaultText;
  /** The saved design the line printed (null once the design is deleted), and its snapshot (0047). */
  design_id: ColumnType<string | null, string | null | undefined, string | null>;
  design: ColumnType<OrderedDesign | null, string | null | undefined, string | null>;
}

/** One attempt to pay an online order at the gateway. */
export interface OrderPaymentsTable {
  transaction_id: string;
  order_id: string;
  gateway: string;
  amount_paise: ColumnType<string | number, number, number>;
  state: ColumnType<PaymentAttemptState, PaymentAttemptState | undefined, PaymentAttemptState>;
  redirect_url: ColumnType<string | null, string | null | undefined, string | null>;
  gateway_order_id: ColumnType<string | null, string | null | undefined, string | null>;
  gateway_reference: ColumnType<string | null, string | null | undefined, string | null>;
  idempotency_key: ColumnType<string | null, string | null | undefined, string | null>;
  request_hash: ColumnType<string | null, string | null | undefined, string | null>;
  refund_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a request took the call to the gateway for this attempt (migration 0035; null: not yet). */
  initiating_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type OrderEventKind =
  | "placed"
  | "payment_pending"
  | "payment_failed"
  | "paid"
  | "confirmed"
  | "shipped"
  | "out_for_delivery"
  | "delivered"
  | "cancelled"
  | "return_requested"
  | "return_accepted"
  | "return_refused"
  | "return_picked_up"
  | "refund_initiated"
  | "refunded"
  | "refund_failed";
export type OrderEventActor = "shopper" | "staff" | "gateway" | "system";

/** One change in an order's life, shown on its timeline (migration 0015). */
export interface OrderEventsTable {
  id: Generated<string>;
  order_id: string;
  kind: OrderEventKind;
  at: GeneratedTimestamp;
  note: DefaultText;
  actor: ColumnType<OrderEventActor, OrderEventActor | undefined, OrderEventActor>;
}

/** A shopper's request to return some or all lines of a delivered order (one per order). */
export type ReturnKindValue = "misprint" | "defect" | "wrong_item" | "late";

export interface OrderReturnsTable {
  order_id: string;
  state: ColumnType<
    "requested" | "accepted" | "refused" | "picked_up",
    "requested" | "accepted" | "refused" | "picked_up" | undefined,
    "requested" | "accepted" | "refused" | "picked_up"
  >;
  /** A return for a fault of the piece (contract: ReturnKind); null for an ordinary return. */
  kind: ColumnType<ReturnKindValue | null, ReturnKindValue | null | undefined, ReturnKindValue | null>;
  reason: DefaultText;
  /** The returned order_lines ids (a JSON array of strings). */
  line_ids: ColumnType<string[], string, string>;
  pickup_address: string;
  pickup_city: string;
  pickup_state: string;
  pickup_pincode: string;
  refund_upi: NullableText;
  refund_account_name: NullableText;
  refund_account_number: NullableText;
  refund_ifsc: NullableText;
  refused_reason: NullableText;
  requested_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type RefundStateValue = "initiated" | "processed" | "failed";

/** Money going back to a shopper: through the gateway (original_payment) or, for COD, by UPI or bank. */
export interface OrderRefundsTable {
  refund_id: string;
  order_id: string;
  reason: "cancellation" | "return";
  method: "original_payment" | "upi" | "bank_transfer";
  amount: number;
  state: ColumnType<RefundStateValue, RefundStateValue | undefined, RefundStateValue>;
  /** The gateway payment refunded (original_payment only). */
  transaction_id: NullableText;
  reference: NullableText;
  created_at: GeneratedTimestamp;
  processed_at: NullableTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A GST invoice or credit note: its number is unique per series and financial year (≤ 16 characters). */
export interface TaxDocumentsTable {
  id: string;
  order_id: string;
  kind: "invoice" | "credit_note";
  number: string;
  financial_year: string;
  seq: number;
  issued_at: GeneratedTimestamp;
  reason: NullableText;
  amount: DefaultInteger;
  /** What the document covers, as printed (JSON). */
  lines: ColumnType<unknown, string | undefined, string>;
}

export interface TaxDocumentCountersTable {
  kind: "invoice" | "credit_note";
  financial_year: string;
  last: DefaultInteger;
}

export interface WishlistsTable {
  id: string;
  user_id: string;
  updated_at: GeneratedTimestamp;
}

export interface WishlistItemsTable {
  wishlist_id: string;
  product_id: string;
  created_at: GeneratedTimestamp;
}

/** A shopper waiting for a sold-out size; notified_at once the restock mail went out. */
export interface RestockAlertsTable {
  user_id: string;
  variant_id: string;
  size: Size;
  created_at: GeneratedTimestamp;
  notified_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Durable background work (migration 0032, server/jobs/). */
export interface JobsTable {
  id: GeneratedAlways<string>;
  kind: string;
  key: string;
  payload: ColumnType<Record<string, unknown>, string | undefined, string>;
  run_at: GeneratedTimestamp;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  locked_by: string | null;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  last_error: string | null;
  done_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  failed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: GeneratedTimestamp;
}

/** A public cache scope's version (migration 0033, server/services/cacheVersions/). */
export interface CacheVersionsTable {
  scope: string;
  /** bigint: read as a string. */
  version: ColumnType<string, number | string, number | string>;
  /** The writing transaction's id (xid8, read as a string). */
  xid: ColumnType<string, string | undefined, string>;
}

/** A file the shop stores itself (migration 0034, server/storage/postgresFileStore.ts). */
export interface StoredFilesTable {
  key: string;
  content: ColumnType<Uint8Array, Uint8Array, Uint8Array>;
  content_type: string;
  size: number;
  sha256: string;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

export type PicturePurpose = "product" | "banner-desktop" | "banner-mobile";
export type PictureStatus = "processing" | "ready" | "failed";

/** A picture staff uploaded (migration 0039, server/services/pictures/). */
export interface PicturesTable {
  id: string;
  purpose: PicturePurpose;
  status: ColumnType<PictureStatus, PictureStatus | undefined, PictureStatus>;
  original_key: string;
  uploaded_by: string | null;
  width: number;
  height: number;
  src: string | null;
  error: string | null;
  created_at: GeneratedTimestamp;
  ready_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** A picture a product added with its files still waits for (migration 0043,
 * server/services/catalogue/pictureWaits.ts). */
export interface ProductPictureWaitsTable {
  product_id: string;
  picture_id: string;
  /** Publish the product once its last picture is ready. */
  publish: boolean;
  actor_id: string | null;
  actor_name: string;
  created_at: GeneratedTimestamp;
}

/** Per garment, its blank product and the price of each printed side (0044). */
export interface CustomiserPricingTable {
  garment: "tshirt" | "hoodie";
  product_id: string;
  per_side: number;
}

export interface GraphicCategoriesTable {
  id: string;
  name: string;
  position: number;
}

export interface GraphicsTable {
  id: string;
  category_id: string;
  name: string;
  path: string;
  position: number;
}

/** A shopper's uploaded picture for a design, kept privately in stored_files under `storage_key`. */
export interface DesignUploadsTable {
  id: string;
  /** The account's, or null while a guest holds it (then `guest_token_hash` is set: migration 0058). */
  user_id: string | null;
  /** SHA-256 of the guest's upload token (server/services/designs/guestUploads.ts), null once an account's. */
  guest_token_hash: ColumnType<string | null, string | null | undefined, string | null>;
  storage_key: string;
  width: number;
  height: number;
  created_at: GeneratedTimestamp;
}

/** A saved design: `sides` is the contract's DesignSides document. */
export interface DesignsTable {
  id: string;
  user_id: string;
  name: string | null;
  garment: "tshirt" | "hoodie";
  variant_id: string;
  size: "S" | "M" | "L" | "XL" | "XXL";
  sides: JSONColumnType<DesignSides, string, string>;
  shared: ColumnType<boolean, boolean | undefined, boolean>;
  share_uploads: ColumnType<boolean, boolean | undefined, boolean>;
  in_wishlist: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
}

/** A customised order's print file or mockup of one side (0046, server/services/designs/printFilesJob.ts). */
export interface OrderPrintFilesTable {
  order_id: string;
  side: "front" | "back";
  kind: "print" | "mockup";
  storage_key: string;
  width: number;
  height: number;
  created_at: GeneratedTimestamp;
}

export interface Database {
  products: ProductsTable;
  product_tags: ProductTagsTable;
  search_words: SearchWordsTable;
  product_variants: ProductVariantsTable;
  variant_sizes: VariantSizesTable;
  product_stock: ProductStockTable;
  reviews: ReviewsTable;
  banners: BannersTable;
  headlines: HeadlinesTable;
  video_config: VideoConfigTable;
  contact_messages: ContactMessagesTable;
  complaints: ComplaintsTable;
  complaint_messages: ComplaintMessagesTable;
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  email_codes: EmailCodesTable;
  verification_tokens: VerificationTokensTable;
  throttle_counters: ThrottleCountersTable;
  addresses: AddressesTable;
  pincodes: PincodesTable;
  carts: CartsTable;
  cart_lines: CartLinesTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  order_payments: OrderPaymentsTable;
  order_events: OrderEventsTable;
  order_returns: OrderReturnsTable;
  order_refunds: OrderRefundsTable;
  tax_documents: TaxDocumentsTable;
  tax_document_counters: TaxDocumentCountersTable;
  wishlists: WishlistsTable;
  wishlist_items: WishlistItemsTable;
  restock_alerts: RestockAlertsTable;
  coupons: CouponsTable;
  coupon_redemptions: CouponRedemptionsTable;
  jobs: JobsTable;
  cache_versions: CacheVersionsTable;
  stored_files: StoredFilesTable;
  audit_log: AuditLogTable;
  pictures: PicturesTable;
  product_picture_waits: ProductPictureWaitsTable;
  customiser_pricing: CustomiserPricingTable;
  graphic_categories: GraphicCategoriesTable;
  graphics: GraphicsTable;
  design_uploads: DesignUploadsTable;
  designs: DesignsTable;
  order_print_files: OrderPrintFilesTable;
  web_vitals: WebVitalsTable;
}
