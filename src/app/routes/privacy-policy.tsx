import { privacyPolicy } from "../../features/content/documents";
import { PrivacyPolicyScreen } from "../../features/content/PolicyScreens";

export function meta() {
  return [{ title: "Privacy Policy | Rangrez" }, { name: "description", content: privacyPolicy.description }];
}

export default function PrivacyPolicy() {
  return <PrivacyPolicyScreen />;
}
