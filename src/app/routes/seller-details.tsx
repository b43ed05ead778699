import { SellerDetailsScreen } from "../../features/content/SellerDetailsScreen";
import { seller } from "../../lib/brand";

export function meta() {
  return [
    { title: "Seller Details | Rangrez" },
    {
      name: "description",
      content: `${seller.legalName}: registered office, customer care and the grievance officer of Rangrez.`,
    },
  ];
}

export default function SellerDetails() {
  return <SellerDetailsScreen />;
}
