import { ContactScreen } from "../../features/content/ContactScreen";

export function meta() {
  return [
    { title: "Contact Us | Rangrez" },
    {
      name: "description",
      content:
        "Have questions or feedback? Send Rangrez a message about orders, sizes, delivery or returns, and our customer care team will get back to you soon.",
    },
  ];
}

export default function Contact() {
  return <ContactScreen />;
}
