// The brand's name and contact details: the ONE place they live. Footer, contact page, store and
// availability notices, JSON-LD and mails import them from here; nobody hard-codes them.
import sellerDetailsFile from "./seller-details.json" with { type: "json" };

export interface PostalAddress {
  /** Lines as printed, street first. */
  lines: readonly string[];
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export interface SocialLink {
  /** The network's name, used as the link's accessible name ("Rangrez on Instagram"). */
  network: "Facebook" | "Google Maps" | "Instagram";
  href: string;
}

/**
 * The details the Consumer Protection (E-Commerce) Rules, 2020 require on the platform (Rule 4(2): legal
 * name, the geographic address of the headquarters and all branches, customer care's contacts; Rule 4(4):
 * the grievance officer's name, designation and contact), shown on /seller-details and printed on invoices.
 */
export interface SellerDetails {
  legalName: string;
  /** The registered office. Its first line is the legal name, as letters are addressed. */
  registeredAddress: PostalAddress;
  /** Every other place of business (the store). */
  branches: readonly { name: string; address: PostalAddress }[];
  careEmail: string;
  /** Customer care's number as shown to people ("+91 98765 43210"); `tel:` links are derived from it. */
  carePhone: string;
  /** When customer care answers the phone. */
  careHours: string;
  grievanceOfficer: { name: string; designation: string; email: string; phone: string };
  /** The supplier's GSTIN on GST invoices (server/services/invoices). */
  gstin: string;
}

/**
 * SAMPLES, not a real business: this repository's shop is a demonstration, so every seller detail below is
 * made up. A deployment writes its real details in src/lib/seller-details.json (any key of SellerDetails;
 * a key given there replaces the sample whole), which the pages, the invoices and the server all read, so
 * they cannot disagree. Development and tests run on these samples (the file is committed as `{}`); a
 * production start is refused while any detail still equals its sample (server/config/productionChecks.ts,
 * docs/running.md#running-in-production). The GSTIN is a well-formed sample for Madhya Pradesh: state code
 * 23, the company's PAN (AABCR1234M: C = company, R = Rangrez), entity 1, "Z", and its check character
 * (server/services/invoices/gstin.ts computes it).
 */
export const SAMPLE_SELLER_DETAILS: SellerDetails = {
  legalName: "Rangrez Apparel Pvt. Ltd.",
  registeredAddress: {
    lines: ["Rangrez Apparel Pvt. Ltd.", "3rd Floor, Shekhar Central, AB Road, Palasia"],
    city: "Indore",
    state: "Madhya Pradesh",
    pincode: "452001",
    country: "India",
  },
  branches: [
    {
      name: "Rangrez Store",
      address: {
        lines: ["Rangrez Store", "14 Sarafa Bazaar, Rajwada"],
        city: "Indore",
        state: "Madhya Pradesh",
        pincode: "452002",
        country: "India",
      },
    },
  ],
  careEmail: "care@rangrez.in",
  carePhone: "+91 98765 43210",
  careHours: "Monday to Saturday, 10 am to 7 pm (IST), except public holidays",
  grievanceOfficer: {
    name: "Aarti Verma",
    designation: "Grievance Officer",
    email: "grievance@rangrez.in",
    phone: "+91 98765 43211",
  },
  gstin: "23AABCR1234M1ZL",
};

/** The real details a deployment supplies (none in this repository). Read as data, checked by the server. */
export const sellerDetailsOverride = sellerDetailsFile as Partial<SellerDetails>;

/** The seller's details in force: the override's keys over the samples. */
export const seller: SellerDetails = { ...SAMPLE_SELLER_DETAILS, ...sellerDetailsOverride };

/** The `tel:` link of a number as shown ("+91 98765 43210" → "tel:+919876543210"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/**
 * Parts of a detail that name this seller alone, so a real one never equals the sample's: a person's or
 * place's name, an email, a phone, an address's lines and pincode. The rest (a designation, a city, the
 * country) may rightly read the same as the sample's.
 */
const IDENTIFYING_PARTS = /* @__PURE__ */ new Set(["name", "email", "phone", "lines", "pincode"]);

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/**
 * The placeholders inside one detail, as paths ("grievanceOfficer.email"): every part the sample has must
 * be there and not blank, and an identifying part must not be the sample's. An override replaces a key
 * whole (src/lib/seller-details.json), so a grievance officer with only a new name keeps no sample email
 * unnoticed, and one without a designation is caught.
 */
function placeholderParts(value: unknown, sample: unknown, path: string): string[] {
  if (isBlank(value)) return [path];
  if (Array.isArray(sample)) {
    if (!Array.isArray(value)) return [path];
    if (sample.every((item) => typeof item === "string"))
      return IDENTIFYING_PARTS.has(path.split(".").at(-1) ?? "") &&
        JSON.stringify(value) === JSON.stringify(sample)
        ? [path]
        : [];
    // A list of places (branches): each checked against the sample's first, the shape they share.
    return value.flatMap((item, index) => placeholderParts(item, sample[0], `${path}.${index}`));
  }
  if (typeof sample === "object" && sample !== null) {
    if (typeof value !== "object") return [path];
    return Object.entries(sample).flatMap(([key, part]) =>
      placeholderParts((value as Record<string, unknown>)[key], part, `${path}.${key}`),
    );
  }
  const part = path.split(".").at(-1) ?? "";
  return IDENTIFYING_PARTS.has(part) && value === sample ? [path] : [];
}

/**
 * Which seller details are still placeholders: equal to their sample (a deployment that has not supplied
 * them), empty, or with a part missing, empty or left as the sample's (named by its path, as
 * "grievanceOfficer.email"). Keys of the override that SellerDetails does not know are named too: a
 * misspelt key would otherwise leave its sample in place unnoticed.
 */
export function sampleSellerDetails(
  details: SellerDetails = seller,
  override: object = sellerDetailsOverride,
): string[] {
  const known = Object.keys(SAMPLE_SELLER_DETAILS) as (keyof SellerDetails)[];
  const placeholders = known.flatMap((key) => {
    const value: unknown = details[key];
    const sample = SAMPLE_SELLER_DETAILS[key];
    if (JSON.stringify(value) === JSON.stringify(sample)) return [key];
    // A shop may have no branches; any other empty detail is a placeholder.
    if (key === "branches" && Array.isArray(value) && value.length === 0) return [];
    if (typeof sample === "string") return isBlank(value) ? [key] : [];
    return placeholderParts(value, sample, key);
  });
  const unknown = Object.keys(override)
    .filter((key) => !known.includes(key as keyof SellerDetails))
    .map((key) => `${key} (not a seller detail)`);
  return [...placeholders, ...unknown];
}

const officeAddress = seller.registeredAddress;
const gstStateCode = seller.gstin.slice(0, 2);

export const brand = {
  name: "Rangrez",
  /** The word mark shown in the header and footer. */
  wordmark: "RANGREZ",
  tagline: "Printed and oversized tees, hoodies and shackets for men",
  /** The announcement bar's words until the shop's own headline has arrived (a prerendered page's bar,
   * whose headlines come after load): true of every order, and the bar keeps its height meanwhile. */
  standingAnnouncement: "Free shipping on every order · Cash on delivery · 7-day returns",
  careEmail: seller.careEmail,
  infoEmail: "info@rangrez.in",
  /** As shown to people. */
  phone: seller.carePhone,
  /** For `tel:` links. */
  phoneHref: telHref(seller.carePhone),
  careHours: seller.careHours,
  officeAddress,
  /** The store: the first branch (src/lib/brand.ts's seller details). */
  storeAddress: seller.branches[0]?.address ?? officeAddress,
  social: [
    { network: "Facebook", href: "https://www.facebook.com/rangrez.in" },
    { network: "Google Maps", href: "https://maps.google.com/?q=Rangrez+Store+Sarafa+Bazaar+Indore" },
    { network: "Instagram", href: "https://www.instagram.com/rangrez.in" },
  ] as const satisfies readonly SocialLink[],
  /** Launch texts (the original shop's: the store launches in February; the availability notice says
   * January), with their year, so a shopper reading them in November knows which February is meant. Bottom
   * wear is on sale. */
  launch: {
    storeMonth: "February 2027",
    availabilityMonth: "January 2027",
  },
  /**
   * The payment gateway whose hosted page takes online payments (server/services/payments): the shopper's
   * card, UPI or bank details are entered there, never on this shop's pages
   * (docs/decisions/seller-disclosures.md#card-data), and its support is named at checkout.
   */
  paymentGateway: {
    name: "PhonePe",
    supportUrl: "https://support.phonepe.com",
  },
  /** Return window in days (docs/product.md#constants). */
  returnDays: 7,
  /** The supplier as GST invoices and credit notes name it (server/services/invoices). */
  supplier: {
    legalName: seller.legalName,
    address: officeAddress,
    gstin: seller.gstin,
    state: officeAddress.state,
    /** The GST state code of `state` (the GSTIN's first two characters). */
    gstStateCode,
  },
} as const;

/** One line for an address: "lines…, City, State Pincode, Country". */
export function formatAddress(address: PostalAddress): string {
  return [...address.lines, address.city, `${address.state} ${address.pincode}`, address.country].join(", ");
}
