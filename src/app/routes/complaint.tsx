import { ComplaintScreen } from "../../features/content/ComplaintScreen";

export function meta() {
  return [
    { title: "Make a complaint | Rangrez" },
    {
      name: "description",
      content:
        "Make a complaint to Rangrez about an order, delivery, a return or refund, or anything else: you get a ticket number at once, an acknowledgement within 48 hours and a resolution within one month.",
    },
  ];
}

export default function Complaint() {
  return <ComplaintScreen />;
}
