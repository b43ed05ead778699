import type { Decorator } from "@storybook/react-vite";
import { bannerHandlers } from "../mocks/handlers/banners";
import { cartHandlers } from "../mocks/handlers/cart";
import { productHandlers } from "../mocks/handlers/products";
import type { Handlers } from "../mocks/handlers/variants";
import { StaffFrame } from "../src/features/admin";
import { SiteShell } from "../src/features/shell/SiteShell";

/**
 * `parameters.shell`: what a screen's story is drawn inside, as the shop's routes draw the screen.
 * - none: the screen alone (its states, at a glance);
 * - `"site"`: the main layout's header (announcement, navigation, search, bag), main area and footer;
 * - `"staff"`: the staff layout's frame (StaffFrame): the same header, the staff area's navigation, no footer.
 * (The sign-in screens' stories draw their own frame, AuthFrame, as their routes do.) Give the story
 * `layout: "fullscreen"`, as the shop has no padding around its pages.
 */
export type ShellParameter = "site" | "staff";

/** Story decorator (set in preview.tsx, inside the providers): the shell `parameters.shell` names. */
export const withShell: Decorator = (Story, context) => {
  const shell = context.parameters.shell as ShellParameter | undefined;
  if (shell === "staff") {
    return (
      <StaffFrame>
        <Story />
      </StaffFrame>
    );
  }
  if (shell !== "site") return <Story />;
  return (
    <SiteShell>
      <Story />
    </SiteShell>
  );
};

/**
 * What the site's header calls besides the session (which every story answers): the announcement, the
 * bag's count and the search box's suggestions, from the fixtures. Added before the story's own handlers,
 * so a story's answer to the same call wins.
 */
export function shellHandlers(shell: ShellParameter | undefined): Handlers {
  if (shell === undefined) return [];
  return [...bannerHandlers.default, ...cartHandlers.default, ...productHandlers.default];
}
