// The brand's name and contact details: the ONE place they live. Footer, contact page, store and
// availability notices, JSON-LD and mails import them from here; nobody hard-codes them.

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

const officeAddress = {
  lines: ["Rangrez Apparel Pvt. Ltd.", "3rd Floor, Shekhar Central, AB Road, Palasia"],
  city: "Indore",
  state: "Madhya Pradesh",
  pincode: "452001",
  country: "India",
} as const satisfies PostalAddress;

export const brand = {
  name: "Rangrez",
  /** The word mark shown in the header and footer. */
  wordmark: "RANGREZ",
  tagline: "Printed and oversized tees, hoodies and shackets for men",
  /** The announcement bar's words until the shop's own headline has arrived (a prerendered page's bar,
   * whose headlines come after load): true of every order, and the bar keeps its height meanwhile. */
  standingAnnouncement: "Free shipping on every order · Cash on delivery · 7-day returns",
  careEmail: "care@rangrez.in",
  infoEmail: "info@rangrez.in",
  /** As shown to people. */
  phone: "+91 98765 43210",
  /** For `tel:` links. */
  phoneHref: "tel:+919876543210",
  officeAddress,
  storeAddress: {
    lines: ["Rangrez Store", "14 Sarafa Bazaar, Rajwada"],
    city: "Indore",
    state: "Madhya Pradesh",
    pincode: "452002",
    country: "India",
  } satisfies PostalAddress,
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
  /** Return window in days (docs/product.md#constants). */
  returnDays: 7,
  /**
   * The supplier as GST invoices and credit notes name it (server/services/invoices). The GSTIN is a
   * well-formed sample for Madhya Pradesh: state code 23, the company's PAN (AABCR1234M: C = company, R =
   * Rangrez), entity 1, "Z", and its check character (server/services/invoices/gstin.ts computes it).
   */
  supplier: {
    legalName: "Rangrez Apparel Pvt. Ltd.",
    address: officeAddress,
    gstin: "23AABCR1234M1ZL",
    state: officeAddress.state,
    /** The GST state code of `state` (the GSTIN's first two characters). */
    gstStateCode: "23",
  },
} as const;

/** One line for an address: "lines…, City, State Pincode, Country". */
export function formatAddress(address: PostalAddress): string {
  return [...address.lines, address.city, `${address.state} ${address.pincode}`, address.country].join(", ");
}
