import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { banners } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { http } from "../../../mocks/handlers/http";
import { PromoBanner } from "../../../src/features/banners/PromoBanner";
import { withQueryProbe } from "../../support/QueryProbe";
import { expectVisible, mobileGlobals } from "../../support/storyHelpers";

// One wide banner with its words over it: the home page's customised-collection banner and its trending
// banner.

const customised = { desktop: banners.customized[0], mobile: banners.customized_mobile[0] };
const trending = banners.trending[0];

const meta = {
  title: "Features/Banners/PromoBanner",
  component: PromoBanner,
  args: {
    desktopList: "customized",
    mobileList: "customized_mobile",
    label: "Customised collection",
    href: "/customized",
  },
  parameters: { route: { path: "/", initialEntry: "/" } },
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.default);
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A banner link's name: its words as shown, then its picture's alt. */
const wordsOf = (banner: { title?: string; subtitle?: string; alt: string } | undefined) =>
  `${banner?.title} ${banner?.subtitle} Shop Now ${banner?.alt}`;

/** Answers the two lists with `answer`, counting the calls, so a story can wait until both are served. */
function served(answer: "empty" | "error") {
  const calls = { count: 0 };
  const handler = http.get("/banner/trending/{list}", ({ response }) => {
    calls.count += 1;
    return answer === "empty"
      ? response(200).json({ success: true, data: [] })
      : response(500).json({ success: false, message: "Internal server error" });
  });
  return { calls, handler };
}

/** The customised-collection banner: its words over the picture, the whole banner one link to the
 * customiser, named by its words. */
export const Customised: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = await canvas.findByRole("region", { name: "Customised collection" });
    const link = await within(region).findByRole("link", { name: wordsOf(customised.desktop) });
    await expect(link).toHaveAttribute("href", "/customized");
    await expect(within(link).getByText(customised.desktop?.title ?? "")).toBeVisible();
    // The picture says what it shows; the words are not in it.
    const image = within(link).getByRole("img", { name: customised.desktop?.alt });
    await expect(image).toHaveAttribute("src", customised.desktop?.imagePath);
    // Below 640 px the picture switches to the mobile image (decided by the browser, right from the HTML).
    const source = canvasElement.querySelector("picture source");
    await expect(source).toHaveAttribute("media", "(max-width: 639px)");
    await expect(source).toHaveAttribute("srcset", customised.mobile?.imagePath);
  },
};

/** A press anywhere on it (its picture, its words) opens the customiser. */
export const CustomisedOpensCustomiser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: wordsOf(customised.desktop) });
    await userEvent.click(within(link).getByText(customised.desktop?.subtitle ?? ""));
    await expectVisible(canvas.findByText("Navigated to /customized"));
  },
};

/** The trending banner (home, where the hero used to appear again): it leads where its page value says. */
export const Trending: Story = {
  args: { desktopList: "trending", mobileList: "mobiletrending", label: "Trending now", href: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: wordsOf(trending) });
    await expect(link).toHaveAttribute("href", "/trending");
    await expect(within(link).getByText(trending?.subtitle ?? "")).toBeVisible();
  },
};

/** On a phone: the phone picture, its words at the top, above the garment. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: wordsOf(customised.mobile) });
    const image = within(link).getByRole("img") as HTMLImageElement;
    await waitFor(() => expect(image.currentSrc).toMatch(/-mobile\.webp$/));
    const frame = link.getBoundingClientRect();
    const words = within(link).getByText("Shop Now").getBoundingClientRect();
    await expect(words.bottom).toBeLessThan(frame.top + frame.height / 2);
  },
};

const absent = served("empty");
export const HiddenWhenAbsent: Story = {
  beforeEach({ msw }) {
    absent.calls.count = 0;
    msw.use(absent.handler);
  },
  decorators: [withQueryProbe],
  play: async ({ canvasElement }) => {
    // Both (empty) lists are in and rendered: then there is nothing to show.
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("queries")).toHaveTextContent("2 settled, 0 fetching"),
    );
    await expect(absent.calls.count).toBe(2);
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

const failed = served("error");
export const HiddenWhenFailed: Story = {
  beforeEach({ msw }) {
    failed.calls.count = 0;
    msw.use(failed.handler);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith(
        "Customised collection banner failed to load",
        expect.anything(),
      ),
    );
    await expect(failed.calls.count).toBeGreaterThanOrEqual(1);
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};
