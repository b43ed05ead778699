import { faqItems } from "../../features/content/faq";
import { FaqScreen } from "../../features/content/FaqScreen";
import { deliveryText, returnWindowText, sizeRangeText } from "../../lib/policy";

export function meta() {
  return [
    { title: "FAQ — Sizes, Delivery, COD and Returns | Rangrez" },
    {
      name: "description",
      content: `Answers to common questions: sizes ${sizeRangeText}, cash on delivery, delivery across India in ${deliveryText}, returns within ${returnWindowText}, cancellations, fabric and prints.`,
    },
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqItems.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
        })),
      },
    },
  ];
}

export default function Faq() {
  return <FaqScreen />;
}
