// The two refusals every catalogue screen of the staff area shows, as stories: a signed-in shopper ("staff
// only") and staff without the catalogue permission (why not, and only the screens they may open). Each
// screen's stories file names the screen and what must not show (its table, its list).
import { expect, within } from "storybook/test";
import { shopper } from "../../../mocks/fixtures";
import { mockSignIn, mockStore } from "../../../mocks/handlers/store";
import { staffMessages } from "../../../src/features/admin";
import { expectVisible } from "../../support/storyHelpers";
import { staffNavNames } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

type Canvas = ReturnType<typeof within>;

interface AccessStory {
  beforeEach: () => void;
  play: (context: { canvasElement: HTMLElement }) => Promise<void>;
}

/** A signed-in shopper on the screen called `screenName`: staff only, a way back to the shop, and none of
 * its `content`. */
export const shopperRefusedStory = (
  screenName: string,
  content: (canvas: Canvas) => HTMLElement | null,
): AccessStory => ({
  beforeEach() {
    mockSignIn(shopper._id);
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.forbiddenTitle }));
    await expect(canvas.getByText(staffMessages.forbiddenText(screenName))).toBeVisible();
    await expect(canvas.getByRole("link", { name: staffMessages.forbiddenAction })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(content(canvas)).toBeNull();
  },
});

/** What staff without the catalogue permission are told: why not, and a way to the orders board. */
export async function expectNoCataloguePermission(canvas: Canvas): Promise<void> {
  await expectVisible(canvas.findByRole("heading", { name: staffMessages.noPermissionTitle }));
  await expect(canvas.getByText(staffMessages.noPermissionText("catalogue"))).toBeVisible();
  await expect(canvas.getByRole("link", { name: staffMessages.openScreenAction("Orders") })).toHaveAttribute(
    "href",
    "/admin/orders",
  );
}

/** Staff who may run orders but not the catalogue: why not, a way to Orders, only the screens they may
 * open in the staff navigation, and none of the screen's `content`. */
export const withoutCataloguePermissionStory = (
  content: (canvas: Canvas) => HTMLElement | null,
): AccessStory => ({
  beforeEach() {
    signInAsStaff();
    if (mockStore.user) mockStore.user = { ...mockStore.user, permissions: ["orders"] };
  },
  async play({ canvasElement }) {
    const canvas = within(canvasElement);
    await expectNoCataloguePermission(canvas);
    await expect(staffNavNames(canvas)).toEqual(["Orders", "Complaints"]);
    await expect(content(canvas)).toBeNull();
  },
});
