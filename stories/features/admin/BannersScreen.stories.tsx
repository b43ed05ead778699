import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffBanners } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { only, variants } from "../../../mocks/handlers";
import { staffBannerHandlers, staffBannerVariants } from "../../../mocks/handlers/staffBanners";
import {
  BannersScreen,
  bannerWords as words,
  PLACE_NAMES,
  pictureWords,
  staffMessages,
} from "../../../src/features/admin";
import { pictureMessages } from "../../../src/lib/pictureApiMessages";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible } from "../../support/storyHelpers";
import { shopperRefusedStory } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const created = sentRequests("post", "/admin/banners");
const updated = sentRequests("put", "/admin/banners/:id");
const orders = sentRequests("put", "/admin/banners/order");
const home = staffBanners.home;
const [oversized, hoodies, shackets, winter, diwali] = home;
const titleOf = (slide: { title?: string }) => slide.title ?? "";

const meta = {
  title: "Features/Admin/BannersScreen",
  component: BannersScreen,
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/banners shows it.
  parameters: { route: { path: "/admin/banners" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    created.clear();
    updated.clear();
    orders.clear();
    msw.use(
      created.handler,
      updated.handler,
      orders.handler,
      ...authHandlers.default,
      ...staffBannerHandlers(),
      ...variants.pictures.default,
    );
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof BannersScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const listName = words.listLabel(PLACE_NAMES.home);

/** The list's rows, once it has loaded. */
async function rows(name = listName) {
  const list = await screen.findByRole("list", { name });
  return within(list).getAllByRole("listitem");
}
const rowTitles = async () =>
  (await rows()).map((row) => within(row).getAllByRole("paragraph")[0].textContent);

/** The open dialog, by its title. */
const dialog = (name: string) => screen.findByRole("dialog", { name });

/** A photo as the staff member's computer would hand it over (the mocks read no pixels). */
const photo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "winter-sale.jpg", { type: "image/jpeg" });
const pictureInput = (purpose: "banner-desktop" | "banner-mobile") => {
  const input = document.querySelector<HTMLInputElement>(`[data-picture-input="${purpose}"]`);
  if (!input) throw new Error(`no ${purpose} picture input`);
  return input;
};

/** Opens Add Slide and hands the desktop field a photo. */
async function addWithDesktopPhoto(canvasElement: HTMLElement) {
  await rows();
  await userEvent.click(within(canvasElement).getByRole("button", { name: words.add }));
  const form = within(await dialog(words.addTitle));
  await userEvent.upload(pictureInput("banner-desktop"), photo());
  return form;
}

/** Staff: the home carousel's slides in order, each with both pictures, words, link, schedule and state. */
export const List: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await rows();
    await expectStaffNavAt(canvas, "Banners");
    const places = canvas.getByRole("navigation", { name: words.placesLabel });
    await expect(within(places).getByRole("link", { name: PLACE_NAMES.home })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(await rowTitles()).toEqual(home.map(titleOf));
    const first = within(list[0]);
    await expect(first.getByText("Live")).toBeVisible();
    await expect(first.getByText(words.noSchedule)).toBeVisible();
    await expect(first.getByText(words.leadsTo("Upper wear: oversized T-shirts"))).toBeVisible();
    await expect(first.getByText(oversized.alt)).toBeVisible();
    const pictures = list[0].querySelectorAll("img");
    await expect([...pictures].map((img) => img.getAttribute("src"))).toEqual([
      oversized.imagePath,
      oversized.mobileImagePath,
    ]);
    await expect(first.getByRole("button", { name: `${words.moveUp}: ${oversized.title}` })).toBeDisabled();
    const coming = within(list[3]);
    await expect(coming.getByText("Scheduled")).toBeVisible();
    await expect(coming.getByText("From 1 Dec 2026, 00:00 IST · Until 15 Dec 2026, 00:00 IST")).toBeVisible();
    await expect(within(list[4]).getByText("Ended")).toBeVisible();
  },
};

/** Another place by its tab: the trending slides. */
export const OtherPlace: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    const places = canvas.getByRole("navigation", { name: words.placesLabel });
    await userEvent.click(within(places).getByRole("link", { name: PLACE_NAMES.trending }));
    const trending = await rows(words.listLabel(PLACE_NAMES.trending));
    await expect(trending.map((row) => within(row).getAllByRole("paragraph")[0].textContent)).toEqual(
      staffBanners.trending.map(titleOf),
    );
  },
};

/** The list on its way: the title and a labelled spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBannerVariants.never, "get", "/admin/banners"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("list", { name: listName })).toBeNull();
  },
};

/** The list could not be read: why, and Try Again. */
export const LoadError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(staffBannerVariants.error, "get", "/admin/banners"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.loadFailed));
    await expect(canvas.getByRole("button", { name: words.tryAgain })).toBeEnabled();
    await expect(canvas.getByRole("button", { name: words.add })).toBeDisabled();
  },
};

/** No slide in the place: what the shop shows meanwhile, and Add Slide. */
export const Empty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffBannerVariants.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.empty));
    await expect(canvas.getByRole("button", { name: words.add })).toBeEnabled();
  },
};

/** Add: both pictures to upload, the words, the link and the schedule; Save without pictures says why. */
export const AddDialog: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    await rows();
    await userEvent.click(within(canvasElement).getByRole("button", { name: words.add }));
    const form = within(await dialog(words.addTitle));
    await expectVisible(form.findByRole("group", { name: words.desktopLabel }));
    await expect(form.getByRole("group", { name: words.mobileLabel })).toBeVisible();
    await expect(form.getAllByText(pictureWords.none)).toHaveLength(2);
    await userEvent.type(form.getByRole("textbox", { name: words.subtitleLabel }), "Fleece for the cold");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await expectVisible(form.findByText(words.desktopRequired));
    await expect(form.getByText(words.mobileRequired)).toBeVisible();
    await expect(form.getByText(words.altRequired)).toBeVisible();
    await expect(form.getByText(words.subtitleWithoutTitle)).toBeVisible();
    await expect(created.urls).toHaveLength(0);
  },
};

/** A photo on its way up: its progress, and Save waits for it. */
export const UploadSending: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.pictures.never, "post", "/admin/pictures"));
  },
  play: async ({ canvasElement }) => {
    const form = await addWithDesktopPhoto(canvasElement);
    await expectVisible(
      form.findByRole("progressbar", { name: pictureWords.sendingLabel(words.desktopLabel) }),
    );
    await expect(form.getByText(words.picturesBusy)).toBeVisible();
    await expect(form.getByRole("button", { name: words.save })).toBeDisabled();
    await expect(
      form.getByRole("button", { name: `${pictureWords.choose}: ${words.desktopLabel}` }),
    ).toBeDisabled();
  },
};

/** Uploaded, and the shop is making its renditions: "preparing" until it is ready. */
export const UploadProcessing: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.pictures.processing);
  },
  play: async ({ canvasElement }) => {
    const form = await addWithDesktopPhoto(canvasElement);
    await expectVisible(form.findByText(pictureWords.processing));
    await expect(form.getByRole("button", { name: words.save })).toBeDisabled();
  },
};

/** A file the shop does not take: its reason on the field, and another can be chosen. */
export const PictureRefused: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...variants.pictures.refused);
  },
  play: async ({ canvasElement }) => {
    const form = await addWithDesktopPhoto(canvasElement);
    await expectVisible(form.findByText(pictureMessages.notAPicture));
    await expect(form.getByRole("alert")).toHaveTextContent(pictureMessages.notAPicture);
    await expect(
      form.getByRole("button", { name: `${pictureWords.choose}: ${words.desktopLabel}` }),
    ).toBeEnabled();
  },
};

/** Edit: the slide's pictures, words, link and schedule in the form; the saved slide shows its new words. */
export const Edit: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.edit}: ${winter.title}` }));
    const form = within(await dialog(words.editTitle));
    const previews = [...(await dialog(words.editTitle)).querySelectorAll("img")];
    await expect(previews.map((img) => img.getAttribute("src"))).toEqual([
      winter.imagePath,
      winter.mobileImagePath,
    ]);
    const title = form.getByRole("textbox", { name: words.titleLabel });
    await expect(title).toHaveValue(winter.title);
    await expect(form.getByLabelText(words.startsLabel)).toHaveValue("2026-12-01T00:00");
    await userEvent.clear(title);
    await userEvent.type(title, "Winter Warmers");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(updated.bodies).toEqual([
      {
        imagePath: winter.imagePath,
        mobileImagePath: winter.mobileImagePath,
        alt: winter.alt,
        title: "Winter Warmers",
        subtitle: winter.subtitle,
        page: winter.page,
        startsAt: "2026-12-01T00:00:00+05:30",
        endsAt: "2026-12-15T00:00:00+05:30",
      },
    ]);
    await waitFor(async () => expect((await rowTitles())[3]).toBe("Winter Warmers"));
    await expect(canvas.getByRole("status")).toHaveTextContent(words.updated);
  },
};

/** By keyboard: Move down sends the place's new order and the slide keeps the focus; by pointer: back up. */
export const Reorder: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    canvas.getByRole("button", { name: `${words.moveDown}: ${oversized.title}` }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(async () =>
      expect((await rowTitles()).slice(0, 2)).toEqual([hoodies.title, oversized.title]),
    );
    await expect(orders.bodies).toEqual([
      { place: "home", ids: [hoodies._id, oversized._id, shackets._id, winter._id, diwali._id] },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole("button", { name: `${words.moveDown}: ${oversized.title}` }),
      ),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      words.moved(titleOf(oversized), 2, home.length),
    );
    await userEvent.click(canvas.getByRole("button", { name: `${words.moveUp}: ${oversized.title}` }));
    await waitFor(async () => expect((await rowTitles())[0]).toBe(oversized.title));
  },
};

/** A move refused because a slide was added or removed meanwhile: the reason, and the list read again. */
export const ReorderRefused: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...staffBannerVariants.orderChanged);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.moveDown}: ${oversized.title}` }));
    await expectVisible(canvas.findByRole("alert"));
    await expect(canvas.getByRole("alert")).toHaveTextContent("The banners changed meanwhile");
    await expect((await rowTitles())[0]).toBe(oversized.title);
  },
};

/** Remove asks first, naming the slide; confirmed, the slide leaves the list. */
export const RemoveConfirm: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.remove}: ${diwali.title}` }));
    const confirm = await screen.findByRole("alertdialog", { name: words.removeTitle });
    await expectVisible(within(confirm).findByText(words.removeText(titleOf(diwali))));
    await expect(within(confirm).getByRole("button", { name: words.cancel })).toHaveFocus();
    await expect(within(confirm).getByRole("button", { name: words.remove })).toBeVisible();
  },
};

/** Confirmed: the slide leaves the list. */
export const Removed: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.remove}: ${diwali.title}` }));
    const confirm = await screen.findByRole("alertdialog", { name: words.removeTitle });
    await userEvent.click(within(confirm).getByRole("button", { name: words.remove }));
    await waitFor(async () => expect(await rowTitles()).not.toContain(diwali.title));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent(words.removed);
  },
};

/** A signed-in shopper: staff only, and nothing of the banners. */
export const ShopperRefused: Story = shopperRefusedStory("banners", (canvas) =>
  canvas.queryByRole("list", { name: listName }),
);

/** A guest: log in, coming back here; no staff navigation. */
export const GuestRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Fbanners",
    );
    await expect(canvas.queryByRole("navigation", { name: staffMessages.staffNav })).toBeNull();
  },
};
