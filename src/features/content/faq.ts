// The FAQ's questions and answers. Numbers come from policy.ts and contact details from src/lib/brand.ts,
// so the FAQ always agrees with the policies (returns: 7 days, not 30).
import { brand } from "../../lib/brand";
import {
  CANCELLATION_RULE,
  deliveryText,
  refundText,
  returnWindowText,
  SIZE_RANGE,
  sizeRangeText,
  WAIST_RANGE,
  waistRangeText,
} from "../../lib/policy";

export interface FaqItem {
  /** Stable id (the Disclosure id and the anchor). */
  id: string;
  question: string;
  answer: readonly string[];
  /** An in-shop page that answers more, shown after the answer. */
  link?: { href: string; label: string };
}

export const faqItems: readonly FaqItem[] = [
  {
    id: "sizes",
    question: "What sizes do you offer?",
    answer: [
      `T-shirts, hoodies, shackets and joggers come in sizes ${sizeRangeText} (${SIZE_RANGE.all.join(", ")}); jeans come by waist in inches, ${waistRangeText} (${WAIST_RANGE.all.join(", ")}). Each product page shows which sizes are in stock for the colour you pick, with a size guide, and our oversized tees are cut roomy on purpose, so take your usual size for the relaxed look.`,
    ],
  },
  {
    id: "men-only",
    question: "Do you make clothes for women or kids?",
    answer: [
      "Not at the moment. Rangrez designs clothing for men only: printed, oversized and regular T-shirts, hoodies, shackets, joggers and jeans.",
    ],
  },
  {
    id: "cod",
    question: "Is cash on delivery available?",
    answer: [
      "Yes. Most products can be paid for by cash on delivery (COD); the product page tells you when COD is available, and you choose it at checkout. You can also pay online with UPI, cards or net banking through our secure payment partner.",
    ],
  },
  {
    id: "delivery",
    question: "Where do you deliver, and how long does it take?",
    answer: [
      `We deliver across India. Orders usually arrive within ${deliveryText}. Enter your pincode on a product page or at checkout to check that we deliver to your address.`,
    ],
  },
  {
    id: "returns",
    question: "What is your return policy?",
    answer: [
      `You can return a product within ${returnWindowText} of delivery if it is unused, unwashed and has its original tags. Choose Return items on the order in My Orders; once the item is picked up your refund starts and reaches you within ${refundText}. Shipping charges are non-refundable, and customised products cannot be returned (they may be non-returnable) unless they arrive damaged or defective.`,
    ],
    link: { href: "/return-cancellation", label: "Read the Cancellation and Returns policy" },
  },
  {
    id: "cancellation",
    question: "Can I cancel my order?",
    answer: [
      `Yes, ${CANCELLATION_RULE}: open the order in My Orders and choose Cancel order. Once it has shipped it can no longer be cancelled from your account, but you can refuse the parcel when it arrives.`,
    ],
  },
  {
    id: "fabric-prints",
    question: "What fabric do you use, and will the prints last?",
    answer: [
      "Our T-shirts, hoodies and shackets are made from soft, breathable 100% cotton, and our prints are made to stay bright wash after wash.",
      "To keep them that way, wash inside out in cold water with similar colours, do not bleach, dry in the shade and never iron directly on the print. Each product page lists its fabric and care details.",
    ],
  },
  {
    id: "customise",
    question: "Can I design my own T-shirt or hoodie?",
    answer: [
      `Yes. In our customiser you pick a T-shirt or hoodie, its colour and size (${sizeRangeText}), and place graphics on the front and back. Customised pieces are printed to order, so check your design carefully before you buy.`,
    ],
    link: { href: "/customized", label: "Open the customiser" },
  },
  {
    id: "contact",
    question: "How can I contact you?",
    answer: [
      `Send us a message through our contact form, write to ${brand.careEmail} or call ${brand.phone}. We usually reply within one working day.`,
    ],
    link: { href: "/contact", label: "Go to the contact form" },
  },
];

/** The FAQ item that answers returns (its answer must agree with RETURN_WINDOW_DAYS). */
export const faqReturnsItem = faqItems.find((item) => item.id === "returns") as FaqItem;
