import { returnCancellationPolicy } from "../../features/content/documents";
import { ReturnCancellationScreen } from "../../features/content/PolicyScreens";

export function meta() {
  return [
    { title: "Cancellation and Returns Policy | Rangrez" },
    { name: "description", content: returnCancellationPolicy.description },
  ];
}

export default function ReturnCancellation() {
  return <ReturnCancellationScreen />;
}
