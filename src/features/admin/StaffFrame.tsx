import type { ReactNode } from "react";
import { SiteShell } from "../shell";
import { StaffArea } from "./StaffArea";

/**
 * The page every staff screen is drawn in, by the staff layout and by the stories' `"staff"` shell alike:
 * the shop's header, the staff area's navigation, the screen; no footer and no marketing text under a
 * working screen.
 */
export function StaffFrame({ children }: { children: ReactNode }) {
  return (
    <SiteShell footer={false}>
      <StaffArea>{children}</StaffArea>
    </SiteShell>
  );
}
