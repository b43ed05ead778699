import { YourDetailsScreen } from "../../features/auth/YourDetailsScreen";

// The session the screen reads is the main layout's (prefetched with the shopper's cookie), so this page
// needs no loader of its own.
export function meta() {
  return [
    { title: "Your details | My Account | Rangrez" },
    {
      name: "description",
      content: "Correct your name and phone number, or change the email address of your Rangrez account.",
    },
    { name: "robots", content: "noindex" },
  ];
}

export default function AccountDetails() {
  return <YourDetailsScreen />;
}
