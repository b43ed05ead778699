import { HelpSupportScreen } from "../../features/content/HelpSupportScreen";

export function meta() {
  return [
    { title: "Help and Support | Rangrez" },
    {
      name: "description",
      content:
        "Get help with your Rangrez order: call or email our customer care team, find us on social media, or read our FAQ and return policy.",
    },
  ];
}

export default function HelpSupport() {
  return <HelpSupportScreen />;
}
