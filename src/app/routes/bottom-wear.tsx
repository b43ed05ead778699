import { ComingSoonNotice } from "../../features/availability";
import { brand } from "../../lib/brand";
import type { PageHandle } from "../pageHandle";

export function meta() {
  return [
    { title: `Bottom Wear Coming Soon | ${brand.name}` },
    {
      name: "description",
      content: `${brand.name} joggers and jeans launch in ${brand.launch.bottomWearMonth}. Reach us by email or phone for any questions.`,
    },
  ];
}

export default function BottomWear() {
  return <ComingSoonNotice kind="bottomwear" />;
}

/** The marketing text under a listing, shortened (its opening and "Why Choose Us?"). */
export const handle: PageHandle = { marketingText: "short" };
