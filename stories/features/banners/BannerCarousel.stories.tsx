import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { banners, makeBanner } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { http } from "../../../mocks/handlers/http";
import { BannerCarousel } from "../../../src/features/banners/BannerCarousel";
import { mobileGlobals, expectVisible } from "../../support/storyHelpers";
import { type MediaOverrides, stubMedia } from "../home/mediaStub";
import { only, variants } from "../../../mocks/handlers";

const home = banners.home;
const count = home.length;

const meta = {
  title: "Features/Banners/BannerCarousel",
  component: BannerCarousel,
  // A long interval by default, so only the autoplay stories see automatic moves.
  args: {
    desktopList: "home",
    mobileList: "mobilehome",
    label: "Offers and collections",
    autoplayMs: 60_000,
  },
  parameters: {
    route: { path: "/", initialEntry: "/" },
    media: { mobile: false, reducedMotion: false } satisfies MediaOverrides,
  },
  beforeEach({ msw, parameters }) {
    msw.use(...bannerHandlers.default);
    return stubMedia(parameters.media as MediaOverrides);
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide screen readers and sighted shoppers see now (the others are aria-hidden and inert). */
const activeSlide = (canvasElement: HTMLElement, n: number, of = count) =>
  within(canvasElement).findByRole("group", { name: `Slide ${n} of ${of}` });
/** The carousel on screen: the one for this viewport's width (the other list's is not displayed). */
const shown = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("region", { name: "Offers and collections" });
/** Its track, which says whether changes are announced. */
const track = (canvasElement: HTMLElement) => within(shown(canvasElement)).getByTestId("carousel-track");
/** The first picture of the carousel for the other width, which is not displayed. */
const hiddenFirstPicture = (canvasElement: HTMLElement, list: readonly { alt: string }[]) =>
  within(canvasElement)
    .getAllByRole("img", { name: list[0]?.alt, hidden: true })
    .find((image) => !shown(canvasElement).contains(image)) as HTMLImageElement;

/** A slide's link is named by what it holds: its words first (title, subtitle, Shop Now), then its
 * picture's alt. */
const linkName = (banner: { title?: string; subtitle?: string; alt: string } | undefined) =>
  `${banner?.title} ${banner?.subtitle} Shop Now ${banner?.alt}`;

/** The slide animation has ended (the carousel drops `data-moving`), so the next move is taken. */
const settle = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(within(canvasElement).getByRole("region", { name: "Offers and collections" })).not.toHaveAttribute(
      "data-moving",
    ),
  );

/**
 * Ends a story that left the slideshow running in a state its screenshot can rely on: paused on slide `n`,
 * the move finished. Left running, the screenshot showed whichever slide the autoplay had reached when the
 * screenshot pass turned motion off (the baseline had slide 2, a CI run slide 1).
 */
async function pauseOnSlide(canvasElement: HTMLElement, n: number) {
  const carousel = within(shown(canvasElement));
  await userEvent.click(carousel.getByRole("button", { name: "Pause slideshow" }));
  await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
  await settle(canvasElement);
  await userEvent.click(carousel.getByRole("button", { name: `Go to slide ${n}` }));
  await expect(await activeSlide(canvasElement, n)).toBeVisible();
  await settle(canvasElement);
  // The carousel for the other width (hidden here, shown in the phone screenshot) runs a slideshow of its
  // own, still on its first slide as it does not move while hidden: paused too, so that screenshot is
  // still. Its button is not displayed, so it is pressed the way assistive technology would (a click).
  const otherPause = [...canvasElement.querySelectorAll<HTMLButtonElement>("button")].find(
    (button) => button.textContent?.startsWith("Pause") && !shown(canvasElement).contains(button),
  );
  otherPause?.click();
  await waitFor(() => expect(otherPause?.textContent).toMatch(/^Play/));
}

export const Slides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await activeSlide(canvasElement, 1);
    const carousel = canvas.getByRole("region", { name: "Offers and collections" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(first).toHaveAttribute("aria-roledescription", "slide");
    await expect(within(first).getByRole("img", { name: home[0]?.alt })).toHaveAttribute(
      "src",
      home[0]?.imagePath,
    );
    // Its words are text over the picture (none are painted into it): the link is named by them.
    await expect(within(first).getByText(home[0]?.title ?? "")).toBeVisible();
    await expect(within(first).getByText(home[0]?.subtitle ?? "")).toBeVisible();
    await expect(within(first).getByText("Shop Now")).toBeVisible();
    await expect(within(first).getByRole("link", { name: linkName(home[0]) })).toBeVisible();
    // Only the current slide is exposed; the rest are hidden from the accessibility tree.
    await expect(canvas.getAllByRole("group")).toHaveLength(1);
    await expect(canvas.getAllByRole("button", { name: /^Go to slide/ })).toHaveLength(count);
    await expect(canvas.getByRole("button", { name: "Go to slide 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Next slide" })).toBeVisible();
    // While it rotates by itself, changes are not announced.
    await expect(track(canvasElement)).toHaveAttribute("aria-live", "off");
    // The mobile list's carousel is in the page too, not displayed here, and has loaded none of its
    // pictures (a one-pixel stand-in from 640 px up).
    // Its list arrives on its own call, maybe after the shown carousel's: wait for its first slide.
    const hiddenPicture = await waitFor(() => {
      const picture = hiddenFirstPicture(canvasElement, banners.mobilehome);
      expect(picture).toBeInstanceOf(HTMLImageElement);
      return picture;
    });
    await expect(hiddenPicture).not.toBeVisible();
    await waitFor(() =>
      expect(hiddenFirstPicture(canvasElement, banners.mobilehome).currentSrc).toMatch(/^data:image\/gif/),
    );
  },
};

export const NextAndPreviousWrap: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await expect(await activeSlide(canvasElement, 2)).toBeVisible();
    await settle(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await activeSlide(canvasElement, 1);
    await settle(canvasElement);
    // Previous from the first slide wraps to the last.
    await userEvent.click(canvas.getByRole("button", { name: "Previous slide" }));
    await activeSlide(canvasElement, count);
    await settle(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await activeSlide(canvasElement, 1);
  },
};

/** A second press during the 500 ms animation is ignored. */
export const LockedWhileAnimating: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    const next = canvas.getByRole("button", { name: "Next slide" });
    await userEvent.click(next);
    await expect(canvas.getByRole("region", { name: "Offers and collections" })).toHaveAttribute(
      "data-moving",
    );
    await userEvent.click(next);
    await settle(canvasElement);
    await expect(await activeSlide(canvasElement, 2)).toBeVisible();
    await userEvent.click(next);
    await activeSlide(canvasElement, 3);
  },
};

export const Dots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    await userEvent.click(canvas.getByRole("button", { name: "Go to slide 3" }));
    const third = await activeSlide(canvasElement, 3);
    await expect(within(third).getByRole("img", { name: home[2]?.alt })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(canvas.getByRole("button", { name: "Go to slide 1" })).not.toHaveAttribute("aria-current");
  },
};

export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    // Tab reaches the current slide's link (hidden slides are inert), then the arrows.
    await userEvent.tab();
    await expect(canvas.getByRole("link", { name: linkName(home[0]) })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}");
    // Focus follows to the slide now shown, so the arrow keys keep working.
    await activeSlide(canvasElement, 2);
    await waitFor(() => expect(canvas.getByRole("link", { name: linkName(home[1]) })).toHaveFocus());
    await settle(canvasElement);
    await userEvent.keyboard("{ArrowLeft}");
    await activeSlide(canvasElement, 1);
    await waitFor(() => expect(canvas.getByRole("link", { name: linkName(home[0]) })).toHaveFocus());
    await settle(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Previous slide" })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Next slide" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await activeSlide(canvasElement, 2);
    // Focus inside the carousel stops the rotation, and changes are announced politely.
    await expect(track(canvasElement)).toHaveAttribute("aria-live", "polite");
  },
};

export const AutoplayAdvances: Story = {
  args: { autoplayMs: 300 },
  play: async ({ canvasElement }) => {
    await activeSlide(canvasElement, 1);
    await expect(await activeSlide(canvasElement, 2)).toBeVisible();
    await expect(await activeSlide(canvasElement, 3)).toBeVisible();
    await pauseOnSlide(canvasElement, 1);
  },
};

export const PauseStopsAutoplay: Story = {
  args: { autoplayMs: 300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    await userEvent.click(canvas.getByRole("button", { name: "Pause slideshow" }));
    const play = canvas.getByRole("button", { name: "Play slideshow" });
    // Leave the carousel (focus and pointer), so only the pause button holds it still.
    play.blur();
    await userEvent.unhover(canvas.getByRole("region", { name: "Offers and collections" }));
    // Stopped: the rotation is off, so changes are announced again (aria-live is "off" only while it
    // rotates). A move the autoplay began just before the press ends first.
    await waitFor(() => expect(track(canvasElement)).toHaveAttribute("aria-live", "polite"));
    await settle(canvasElement);
    const current = canvas.getByRole("group").getAttribute("aria-label");
    // Play starts it again: the slide moves on, with no hover or focus holding it.
    await userEvent.click(play);
    play.blur();
    await userEvent.unhover(canvas.getByRole("region", { name: "Offers and collections" }));
    await waitFor(() => expect(canvas.getByRole("group")).not.toHaveAttribute("aria-label", current));
    await pauseOnSlide(canvasElement, 1);
  },
};

/** Reduced motion: no rotation, no pause button, changes announced. */
export const ReducedMotion: Story = {
  args: { autoplayMs: 200 },
  parameters: { media: { mobile: false, reducedMotion: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    await expect(canvas.queryByRole("button", { name: /slideshow/ })).toBeNull();
    await expect(track(canvasElement)).toHaveAttribute("aria-live", "polite");
    // Still operable by hand.
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await activeSlide(canvasElement, 2);
  },
};

/** Below 640 px the mobile list is shown, decided by CSS (so already in the server's HTML), and the
 * desktop list's carousel loads none of its pictures. */
export const Mobile: Story = {
  globals: mobileGlobals,
  play: async ({ canvasElement }) => {
    const first = await activeSlide(canvasElement, 1, banners.mobilehome.length);
    const image = within(first).getByRole("img") as HTMLImageElement;
    await expect(image).toHaveAttribute("src", banners.mobilehome[0]?.imagePath);
    await expect(banners.mobilehome[0]?.imagePath).toMatch(/-mobile\.webp$/);
    await waitFor(() => expect(image.currentSrc).toMatch(/-mobile\.webp$/));
    // The words sit at the top of the picture, above the arrows and clear of the pause button.
    const words = within(first).getByText(banners.mobilehome[0]?.title ?? "").parentElement;
    const shownCarousel = within(shown(canvasElement));
    const arrow = shownCarousel.getByRole("button", { name: "Next slide" }).getBoundingClientRect();
    const pause = shownCarousel.getByRole("button", { name: "Pause slideshow" }).getBoundingClientRect();
    await expect(words?.getBoundingClientRect().bottom).toBeLessThan(arrow.top);
    await expect(words?.querySelector("span")?.getBoundingClientRect().top).toBeGreaterThan(pause.bottom);
    await expect(hiddenFirstPicture(canvasElement, home)).not.toBeVisible();
    await waitFor(() =>
      expect(hiddenFirstPicture(canvasElement, home).currentSrc).toMatch(/^data:image\/gif/),
    );
  },
};

/** Every slide's words are text on a shade over its picture, at the start of the slide (the wide layout):
 * clear of the arrows and on the darkened part of the picture. */
export const WordsOnEverySlide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    for (const [index, banner] of home.entries()) {
      await userEvent.click(canvas.getByRole("button", { name: `Go to slide ${index + 1}` }));
      const slide = await activeSlide(canvasElement, index + 1);
      await settle(canvasElement);
      const title = within(slide).getByText(banner.title ?? "");
      await expect(title).toBeVisible();
      await expect(within(slide).getByText(banner.subtitle ?? "")).toBeVisible();
      // The words begin after the left arrow and stay in the slide's left half, where the shade is full.
      const box = slide.getBoundingClientRect();
      const words = title.parentElement?.getBoundingClientRect();
      const arrow = canvas.getByRole("button", { name: "Previous slide" }).getBoundingClientRect();
      await expect(title.getBoundingClientRect().left).toBeGreaterThan(arrow.right);
      await expect(words?.right).toBeLessThanOrEqual(box.left + box.width / 2 + 1);
      // In the shop's typeface, not a picture's.
      await expect(getComputedStyle(title).fontFamily).toBe(getComputedStyle(document.body).fontFamily);
    }
    await settle(canvasElement);
  },
};

/** Every page value of the contract, with where a click on its slide goes. */
const PAGE_ROUTES = [
  ["trending", "/trending"],
  ["newarrival", "/new-arrivals"],
  ["home", "/"],
  ["upperwear", "/upper-wear"],
  ["customized", "/customized"],
  ["oversize-t-shirt", "/upper-wear?tab=oversize-tshirt"],
  ["hoodie", "/upper-wear?tab=hoodie"],
  ["shacket", "/upper-wear?tab=shacket"],
] as const;
const byPage = PAGE_ROUTES.map(([page], i) =>
  makeBanner({ _id: `page-${page}`, page, imagePath: home[i % count]?.imagePath, alt: `Banner for ${page}` }),
);

/** A collection opens its page; a sub-category opens its Upper Wear tab (a slide about hoodies opens the
 * hoodies). */
export const SlideLinksByPage: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/banner/trending/{list}", ({ response }) =>
        response(200).json({ success: true, data: byPage }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await activeSlide(canvasElement, 1, PAGE_ROUTES.length);
    const hrefOf = async (alt: string) =>
      (await within(shown(canvasElement)).findByRole("img", { name: alt, hidden: true }))
        .closest("a")
        ?.getAttribute("href");
    for (const [page, route] of PAGE_ROUTES) await expect(await hrefOf(`Banner for ${page}`)).toBe(route);
  },
};

export const SlideClickNavigates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await activeSlide(canvasElement, 1);
    await userEvent.click(canvas.getByRole("button", { name: "Go to slide 2" }));
    await activeSlide(canvasElement, 2);
    await settle(canvasElement);
    // The second home banner is the hoodie one: it opens Upper Wear's Hoodies tab.
    await expect(home[1]?.page).toBe("hoodie");
    await userEvent.click(canvas.getByRole("link", { name: linkName(home[1]) }));
    await expectVisible(canvas.findByText("Navigated to /upper-wear?tab=hoodie"));
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.banners.never, "get", "/banner/trending/{list}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading banners" }));
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    // In the carousel for this width: the other width's, not displayed, may say so first.
    await waitFor(
      () => expect(within(shown(canvasElement)).getByText("No images to display")).toBeVisible(),
      { timeout: 3000 },
    );
    await expect(within(canvasElement).queryByRole("button", { name: "Next slide" })).toBeNull();
  },
};

/** The call fails: three stock images instead, which go nowhere; the failure is logged. */
export const FailedShowsFallbacks: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.error);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await activeSlide(canvasElement, 1, 3);
    await expect(within(first).getByRole("img")).toHaveAttribute(
      "src",
      expect.stringMatching(/^\/media\/banners\/.+-desktop\.webp$/),
    );
    // The other slides' pictures come once the page has settled.
    await waitFor(() =>
      expect(within(shown(canvasElement)).getAllByRole("img", { hidden: true })).toHaveLength(3),
    );
    await expect(canvas.queryByRole("link")).toBeNull();
    // They carry their words as text too, without Shop Now (they lead nowhere).
    await expect(within(first).getByText("New Drops Every Month")).toBeVisible();
    await expect(within(first).getByText("Fresh prints, bold colours")).toBeVisible();
    await expect(within(first).queryByText("Shop Now")).toBeNull();
    await expect(console.error).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole("button", { name: "Next slide" }));
    await activeSlide(canvasElement, 2, 3);
  },
};
