// The text of the three policy pages. Every number comes from policy.ts, so the pages, the FAQ and the
// help page say the same thing. Each document ends with the shop's contact details (rendered by
// PolicyDocument from src/lib/brand.ts), so they are not repeated here.
import {
  CURRENCY,
  deliveryText,
  MINIMUM_AGE,
  POLICIES_UPDATED,
  returnWindowText,
  sizeRangeText,
  CANCELLATION_RULE,
  refundText,
} from "../../lib/policy";
import { PRIVACY_NOTICE_UPDATED, RETENTION } from "../../lib/privacy/retention";
import { ACCOUNT_DETAILS_PATH } from "../../lib/paths";

/** A list item: its words, or its words with some of them a link to a page of the shop. */
export type PolicyItem = string | { text: string; link: { words: string; href: string } };

/** An item's words (for a search of the text, or a plain rendering). */
export const policyItemText = (item: PolicyItem): string => (typeof item === "string" ? item : item.text);

export interface PolicySection {
  /** Anchor id (unique within the document). */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  /** A bulleted list shown after the paragraphs. */
  items?: readonly PolicyItem[];
  /** A table shown after the list (the retention table): a caption, column headings and rows of cells. */
  table?: {
    caption: string;
    columns: readonly string[];
    rows: readonly (readonly string[])[];
  };
  /** Paragraphs shown after the list and table. */
  after?: readonly string[];
}

export interface PolicyDocument {
  /** Route path, e.g. "/terms". */
  path: string;
  title: string;
  /** Meta description of the page. */
  description: string;
  updated: string;
  intro: readonly string[];
  sections: readonly PolicySection[];
}

export const privacyPolicy: PolicyDocument = {
  path: "/privacypolicy",
  title: "Privacy Policy",
  description:
    "How Rangrez collects, uses, stores and protects your personal data when you shop for men's T-shirts, hoodies and shackets with us.",
  updated: PRIVACY_NOTICE_UPDATED,
  intro: [
    "Rangrez respects your privacy. This policy explains what personal data we collect when you visit our website or shop with us, why we collect it, who we share it with and the choices you have. It applies to everyone who uses the Rangrez website, whether or not you create an account.",
    "We process personal data in line with the Information Technology Act, 2000 and the Digital Personal Data Protection Act, 2023. By using the website you agree to the practices described here.",
  ],
  sections: [
    {
      id: "data-we-collect",
      heading: "1. Information we collect",
      paragraphs: ["We collect only what we need to run the shop and deliver your orders:"],
      items: [
        "Account details: your username, email address, phone number and password (stored only as a secure hash).",
        "Delivery details: names, phone numbers and addresses you save or enter at checkout, including pincode, city and state.",
        "Order details: the products, sizes, colours and designs you order, and your order, payment and delivery status.",
        "Designs you create in the customiser, including any graphics and pictures of your own you place on a garment.",
        "Messages you send us through the contact form, by email or by phone.",
        "Technical data: your browser, device type, pages visited and cookies needed to keep you signed in and to remember your cart and the pictures you upload in the customiser.",
      ],
      after: [
        "We do not collect or store your card, UPI or net-banking credentials. Online payments are processed by our payment partner, which handles that information under its own security standards.",
      ],
    },
    {
      id: "how-we-use",
      heading: "2. How we use your information",
      items: [
        "To create and manage your account and keep you signed in.",
        "To process, ship and deliver your orders, including cash on delivery, and to handle cancellations, returns and refunds.",
        "To check whether we deliver to your pincode.",
        "To answer your questions and send service messages such as order confirmations and verification codes.",
        "To keep the website secure, prevent fraud and fix problems.",
        "To improve our products and the website.",
      ],
      after: [
        "Offers and news about new collections by email only if you ask for them: a separate box, unticked, at sign-up and in My Account › Privacy. Withdrawing is as easy: untick it there, or use the unsubscribe link in any offer email, which works without signing in. Order and account emails are not offers and are sent either way.",
      ],
    },
    {
      id: "sharing",
      heading: "3. Who we share it with",
      paragraphs: [
        "We never sell your personal data. We share it only with partners who help us serve you, and only as much as they need:",
      ],
      items: [
        "Courier and logistics partners, who receive your name, phone number and delivery address.",
        "Payment partners, who process online payments and refunds.",
        "Email and hosting providers, who store data and send messages on our behalf.",
        "Government or law-enforcement authorities, when the law requires it.",
      ],
    },
    {
      id: "cookies",
      heading: "4. Cookies",
      paragraphs: [
        "We use essential cookies to keep you signed in, to protect your session and to remember your cart and wishlist and, before you sign in, your bag and the pictures you upload in the customiser. You can block cookies in your browser, but signing in and checkout will then not work.",
      ],
    },
    {
      id: "retention-security",
      heading: "5. How long we keep it and how we protect it",
      paragraphs: [
        "Each kind of data is kept only as long as the table says. What expires is erased automatically every hour by the same rules this table shows.",
      ],
      table: {
        caption: "What we keep, why, and for how long",
        columns: ["Data", "Why we keep it", "How long"],
        rows: RETENTION.map((rule) => [rule.data, rule.why, rule.kept]),
      },
      after: [
        "Your data is sent over encrypted connections, passwords are stored as one-way hashes, codes and sign-in tokens only as hashes, and only authorised staff can access personal data. Our logs record what happened, never your name, email, phone, address or tokens.",
      ],
    },
    {
      id: "your-rights",
      heading: "6. Your rights and choices",
      items: [
        "See and download your data: My Account › Privacy › Download my data gives you a file of your account, addresses, orders, reviews, saved designs and wishlist.",
        {
          text: "Correct it: change your name, phone number and email address in My Account › Your details, and your addresses in My Addresses.",
          link: { words: "My Account › Your details", href: ACCOUNT_DETAILS_PATH },
        },
        "Erase it: My Account › Privacy › Delete my account erases your account at once. Orders and GST invoices stay as tax law requires, without your email or phone number; the confirmation tells you exactly what is erased and what is kept.",
        "Withdraw consent to offers by email at any time, as easily as you gave it.",
        "Name someone to act for you if you die or cannot act yourself, by writing to us.",
      ],
      after: [
        "For anything else, or if you are unhappy with how we handled your data, write to us using the details below; we answer within a month. You may also complain to the Data Protection Board of India.",
      ],
    },
    {
      id: "breach",
      heading: "7. If your data is ever exposed",
      paragraphs: [
        "If a breach of security exposes your personal data, we will tell you by email without delay: what happened, what data was involved, what it may mean for you, what we are doing and what you can do. We also report it to the Data Protection Board of India, with a full account within 72 hours.",
      ],
    },
    {
      id: "age",
      heading: "8. Age",
      paragraphs: [
        `Rangrez is meant for adults. You must be ${MINIMUM_AGE} years or older to create an account or place an order, and we do not knowingly collect data from anyone younger.`,
      ],
    },
    {
      id: "changes",
      heading: "9. Changes to this policy",
      paragraphs: [
        "We may update this policy from time to time. The date at the top shows when it last changed; significant changes will also be announced on the website.",
      ],
    },
  ],
};

export const termsAndConditions: PolicyDocument = {
  path: "/terms",
  title: "Terms and Conditions",
  description: `The terms for shopping at Rangrez: eligibility (${MINIMUM_AGE}+), prices in ${CURRENCY}, orders, payment, delivery, cancellation until an order ships, returns and refunds.`,
  updated: POLICIES_UPDATED,
  intro: [
    "Welcome to Rangrez. These terms govern your use of our website and every purchase you make from us. Please read them carefully: by browsing the website, creating an account or placing an order, you agree to them.",
  ],
  sections: [
    {
      id: "eligibility",
      heading: "1. Eligibility and accounts",
      items: [
        `You must be ${MINIMUM_AGE} years of age or older to use this website and to place orders.`,
        "The details you give us must be true and complete. You are responsible for keeping your password confidential and for everything done with your account.",
        "We may suspend or close accounts that break these terms or are used for fraud.",
      ],
    },
    {
      id: "products",
      heading: "2. Products",
      paragraphs: [
        `Rangrez sells men's clothing in sizes ${sizeRangeText}. We take care to show our products accurately, but colours may look slightly different on your screen, and printed designs may vary a little from piece to piece. Please check the size guide before you order.`,
      ],
    },
    {
      id: "prices",
      heading: "3. Prices and payment",
      items: [
        `All prices are in Indian rupees (${CURRENCY}). Applicable GST and any shipping charge are shown at checkout before you pay.`,
        "We may change prices and offers at any time; the price you pay is the one shown when you place the order.",
        "You can pay online through our payment partner or, where available, by cash on delivery (COD).",
        "Coupon codes are subject to their own conditions and cannot be exchanged for cash.",
        "If a product was listed at an obviously wrong price, we may cancel the order and refund anything you paid.",
      ],
    },
    {
      id: "orders",
      heading: "4. Orders",
      paragraphs: [
        "Your order is an offer to buy. It is accepted when we confirm it. We may decline or cancel an order, for example if an item is out of stock, the delivery pincode is not serviceable or we suspect fraud; any amount paid is then refunded in full.",
      ],
    },
    {
      id: "delivery",
      heading: "5. Shipping and delivery",
      paragraphs: [
        `We deliver across India to serviceable pincodes. Orders usually arrive within ${deliveryText} of dispatch. Delivery dates are estimates and may be affected by events outside our control, such as weather, strikes or courier delays.`,
      ],
    },
    {
      id: "cancellation",
      heading: "6. Cancellation",
      paragraphs: [
        `You may cancel an order from My Orders ${CANCELLATION_RULE}, however long ago you placed it. Once it has shipped it can no longer be cancelled from your account, but you may refuse the parcel at delivery. Details are in our Cancellation and Returns policy.`,
      ],
    },
    {
      id: "returns-refunds",
      heading: "7. Returns and refunds",
      paragraphs: [
        `Returns are accepted within ${returnWindowText} of delivery, as set out in our Cancellation and Returns policy. A refund starts when an order is cancelled or the returned item is picked up; it goes to the original payment method (for cash on delivery orders, to the UPI ID or bank account you give us) and takes ${refundText}. Shipping charges are non-refundable.`,
      ],
    },
    {
      id: "customised",
      heading: "8. Customised products",
      items: [
        "Customised products are made to order from the design you create. Please check the colour, size and placement of your design carefully before you order.",
        "You must own or have permission to use any graphic or text you add, and it must not be offensive or unlawful. We may refuse to print designs that break this rule.",
        "Because they are made just for you, customised products may be non-returnable unless they arrive damaged or defective.",
      ],
    },
    {
      id: "use",
      heading: "9. Using the website",
      paragraphs: [
        "All content on this website, including designs, photographs, logos and text, belongs to Rangrez or its licensors and may not be copied or used commercially without our written permission. You agree not to misuse the website, interfere with its security or use it for any unlawful purpose.",
      ],
    },
    {
      id: "liability",
      heading: "10. Liability",
      paragraphs: [
        "To the extent the law allows, our liability for any order is limited to the amount you paid for it. We are not responsible for indirect losses or for delays caused by events beyond our reasonable control.",
      ],
    },
    {
      id: "law",
      heading: "11. Governing law and changes",
      paragraphs: [
        "These terms are governed by the laws of India, and disputes are subject to the jurisdiction of the courts where Rangrez is registered. We may update these terms from time to time; the version published when you place an order applies to that order.",
      ],
    },
  ],
};

export const returnCancellationPolicy: PolicyDocument = {
  path: "/return-cancellation",
  title: "Cancellation and Returns",
  description: `Cancel until your order ships, return within ${returnWindowText} of delivery, refunds in ${refundText}. Read the Rangrez order cancellation and return policy.`,
  updated: POLICIES_UPDATED,
  intro: [
    `We want you to love what you wear. If something is not right, this policy explains how to cancel an order or return a product. In short: cancel any time until your order ships, and return unused items within ${returnWindowText} of delivery.`,
  ],
  sections: [
    {
      id: "cancellation",
      heading: "1. Cancelling an order",
      items: [
        `You can cancel an order from My Orders ${CANCELLATION_RULE}: while it is Processing or Confirmed. Open the order, choose Cancel order and tell us why. Its items go back on sale at once.`,
        "Once an order has been dispatched it can no longer be cancelled from your account. You may instead refuse the parcel when the courier delivers it; once it is back with us we treat it as a cancellation.",
        "For prepaid orders the whole amount is refunded to your original payment method; the order page shows the refund as initiated, then processed. A cash on delivery order simply closes: there is nothing to refund.",
      ],
    },
    {
      id: "returns",
      heading: "2. Returns",
      paragraphs: [`You can return a product within ${returnWindowText} of delivery, provided that:`],
      items: [
        "it is unused, unwashed and in the condition you received it;",
        "its original tags and packaging are intact;",
        "it is not a customised product (see below);",
        "you ask within the window: the order page shows Return until the last day.",
      ],
      after: [
        "To return, open the order in My Orders and choose Return items: pick the items, tell us why, and confirm the pickup address (your delivery address unless you change it). For a cash on delivery order, also give the UPI ID or bank account (with IFSC) the refund should go to. We accept the request, arrange the pickup and start your refund once the item is picked up.",
        "If you need a different size, return the item and place a new order for the size you want.",
      ],
    },
    {
      id: "customised",
      heading: "3. Customised products",
      paragraphs: [
        "Products made to your own design are printed just for you, so they may be non-returnable: they are not returned for a change of mind or a different size. If one arrives with a misprint or a defect (damaged, faulty, or not the design you ordered), if we sent you the wrong piece, or if it came after the expected delivery date the order showed, open the order in My Orders within the return window and choose Report a problem with this piece: say what is wrong, and we arrange the pickup and refund what you paid for it.",
      ],
    },
    {
      id: "damaged",
      heading: "4. Damaged or wrong items",
      paragraphs: [
        `If you receive a damaged, defective or wrong item, tell us within ${returnWindowText} of delivery with your order number and a photo of the item. We will arrange a free pickup and send a replacement or refund you in full.`,
      ],
    },
    {
      id: "refunds",
      heading: "5. Refunds",
      items: [
        `A refund starts when the returned item is picked up (or when you cancel a prepaid order) and reaches you within ${refundText}.`,
        "Refunds go to the original payment method. For cash on delivery orders we refund to the UPI ID or bank account you give us with the return.",
        "A return refunds what you paid for the returned items; gift wrap and any cash on delivery fee are not refunded.",
        "Shipping charges are non-refundable.",
      ],
    },
    {
      id: "delivery",
      heading: "6. Delivery times",
      paragraphs: [
        `We deliver across India. Orders usually arrive within ${deliveryText}. Your return window starts on the day your order is delivered.`,
      ],
    },
  ],
};

export const policyDocuments = [privacyPolicy, termsAndConditions, returnCancellationPolicy] as const;
