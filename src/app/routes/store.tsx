import { ComingSoonNotice } from "../../features/availability";
import { brand } from "../../lib/brand";
import type { PageHandle } from "../pageHandle";

export function meta() {
  return [
    { title: `Store Opening Soon | ${brand.name}` },
    {
      name: "description",
      content: `The ${brand.name} store opens in ${brand.launch.storeMonth}. Reach us by email or phone for any questions.`,
    },
  ];
}

export default function Store() {
  return <ComingSoonNotice kind="store" />;
}

/** The marketing text under a listing, shortened (its opening and "Why Choose Us?"). */
export const handle: PageHandle = { marketingText: "short" };
