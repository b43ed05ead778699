import { AvailabilityScreen } from "../../features/availability";

export function meta() {
  return [
    { title: "Availability | Rangrez" },
    { name: "description", content: "When Rangrez products and the Rangrez store become available." },
  ];
}

export default function Info() {
  return <AvailabilityScreen />;
}
