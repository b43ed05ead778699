import { ComingSoonNotice } from "../../features/availability";
import { brand } from "../../lib/brand";
import { LISTING_PAGE_HANDLE } from "../pageHandle";

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

export const handle = LISTING_PAGE_HANDLE;
