import { AccountDeletedScreen } from "../../features/account/PrivacyScreen";

export function meta() {
  return [{ title: "Account deleted | Rangrez" }, { name: "robots", content: "noindex" }];
}

export default function AccountDeleted() {
  return <AccountDeletedScreen />;
}
