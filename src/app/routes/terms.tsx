import { termsAndConditions } from "../../features/content/documents";
import { TermsScreen } from "../../features/content/PolicyScreens";

export function meta() {
  return [
    { title: "Terms and Conditions | Rangrez" },
    { name: "description", content: termsAndConditions.description },
  ];
}

export default function Terms() {
  return <TermsScreen />;
}
