import { ComingSoonNotice } from "../../features/availability";
import { brand } from "../../lib/brand";
import { COMING_SOON_PAGE_HANDLE } from "../pageHandle";

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

export const handle = COMING_SOON_PAGE_HANDLE;
