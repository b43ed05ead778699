import type { Meta, StoryObj } from "@storybook/react-vite";
import { HttpResponse } from "msw";
import { expect, spyOn, waitFor, within } from "storybook/test";
import { banners, makeBanner } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { http } from "../../../mocks/handlers/http";
import { mediaHandlers } from "../../../mocks/handlers/media";
import { HeroBanner } from "../../../src/features/home/HeroBanner";
import { type MediaOverrides, stubMedia } from "./mediaStub";
import { expectVisible } from "../../support/storyHelpers";
import { only, variants } from "../../../mocks/handlers";

const VIDEO = {
  mobileVideoPath: "/media/videos/hero-mobile.mp4",
  desktopVideoPath: "/media/videos/hero-desktop.mp4",
};
const withVideo = [
  http.get("/video/get-video", ({ response }) => response(200).json({ success: true, data: VIDEO })),
  // No video ships with the shop: the element's attributes are what matter, so the file itself 404s at once.
  http.untyped.get("*/media/videos/:file", () => new HttpResponse(null, { status: 404 })),
];
const desktopImage = banners.desktopvideobanner[0];
const mobileImage = banners.mobilevideobanner[0];

const meta = {
  title: "Features/Home/HeroBanner",
  component: HeroBanner,
  parameters: {
    layout: "fullscreen",
    media: { mobile: false, reducedMotion: false } satisfies MediaOverrides,
  },
  beforeEach({ msw, parameters }) {
    msw.use(...mediaHandlers.default, ...bannerHandlers.default);
    return stubMedia(parameters.media as MediaOverrides);
  },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

const hero = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-testid="hero-banner"]');

/** The fixtures ship no video (null paths): the hero shows the first image banner, mobile art below 640 px. */
export const ImageFallback: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const image = await canvas.findByRole("img", { name: desktopImage?.alt });
    await expect(image).toHaveAttribute("src", desktopImage?.imagePath);
    const source = canvasElement.querySelector("picture source");
    await expect(source).toHaveAttribute("media", "(max-width: 639px)");
    await expect(source).toHaveAttribute("srcset", mobileImage?.imagePath);
    await expect(canvasElement.querySelector("video")).toBeNull();
    // The box has its picture's shape (4∶5 below 640 px, 8∶3 above) and the picture fills it: no band.
    const box = hero(canvasElement)?.getBoundingClientRect() as DOMRect;
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    const shown = image.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(window.innerWidth < 640 ? 4 / 5 : 8 / 3, 1);
    await expect(shown.height).toBeCloseTo(box.height, 0);
    await expect(shown.width).toBeCloseTo(box.width, 0);
    // Its words are text over the picture, and Shop Now is a real link to where the banner points.
    const heading = canvas.getByRole("heading", { level: 2, name: desktopImage?.title });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText(desktopImage?.subtitle ?? "")).toBeVisible();
    const shopNow = canvas.getByRole("link", { name: `Shop Now: ${desktopImage?.title}` });
    await expect(shopNow).toHaveTextContent("Shop Now");
    await expect(shopNow).toHaveAttribute("href", "/new-arrivals");
    for (const part of [heading, shopNow]) {
      const rect = part.getBoundingClientRect();
      await expect(rect.top).toBeGreaterThanOrEqual(box.top);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom);
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
  },
};

/** A shop's own banner whose words are painted into its picture (no title). */
const painted = makeBanner({ alt: "Diwali sale: 30% off everything" });

/** A banner whose words are painted into its picture (no title): no heading or link is laid over it. */
export const WordsInThePicture: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/banner/trending/{list}", ({ response }) =>
        response(200).json({ success: true, data: [painted] }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("img", { name: painted.alt }));
    await expect(canvas.queryByRole("heading")).toBeNull();
    await expect(canvas.queryByRole("link")).toBeNull();
  },
};

/** Usable paths: once the page is interactive, a muted, looping, autoplaying inline video without controls
 * (desktop path at 640 px and up) comes over the picture, which painted first and stays as its still. */
export const Video: Story = {
  beforeEach({ msw }) {
    msw.use(...withVideo);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("img", { name: desktopImage?.alt }));
    await waitFor(() => expect(canvasElement.querySelector("video")).not.toBeNull());
    const video = canvasElement.querySelector("video") as HTMLVideoElement;
    await expect(video).toHaveAttribute("src", VIDEO.desktopVideoPath);
    await expect(video.muted).toBe(true);
    await expect(video).toHaveAttribute("muted");
    await expect(video.loop).toBe(true);
    await expect(video.autoplay).toBe(true);
    await expect(video).toHaveAttribute("playsinline");
    await expect(video).not.toHaveAttribute("controls");
    await expect(hero(canvasElement)).toHaveAttribute("data-mode", "video");
    await expect(hero(canvasElement)).toHaveAttribute("data-video", "playing");
    // Over the picture, the whole box; the banner's words stay on top of both.
    const box = hero(canvasElement)?.getBoundingClientRect() as DOMRect;
    const shown = video.getBoundingClientRect();
    await expect(shown.height).toBeCloseTo(box.height, 0);
    await expect(shown.top).toBeCloseTo(box.top, 0);
    await expect(canvas.getByRole("heading", { name: desktopImage?.title })).toBeVisible();
  },
};

/** The shopper asked to save data (Save-Data): the picture, never the video. */
export const SaveData: Story = {
  beforeEach({ msw }) {
    msw.use(...withVideo);
    Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, "connection");
    };
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole("img", { name: desktopImage?.alt }));
    // Declined for good (not only held until the page settles), and no video element at all.
    await waitFor(() => expect(hero(canvasElement)).toHaveAttribute("data-video", "declined"));
    await expect(canvasElement.querySelector("video")).toBeNull();
    await expect(hero(canvasElement)).toHaveAttribute("data-mode", "image");
  },
};

/** Below 640 px the mobile video path plays. */
export const VideoOnMobile: Story = {
  parameters: { media: { mobile: true, reducedMotion: false } },
  beforeEach({ msw }) {
    msw.use(...withVideo);
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector("video")).not.toBeNull());
    await expect(canvasElement.querySelector("video")).toHaveAttribute("src", VIDEO.mobileVideoPath);
  },
};

/** Blank paths are as unusable as null ones. */
export const BlankVideoPaths: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get("/video/get-video", ({ response }) =>
        response(200).json({ success: true, data: { mobileVideoPath: "", desktopVideoPath: " " } }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole("img", { name: desktopImage?.alt }));
    await expect(canvasElement.querySelector("video")).toBeNull();
  },
};

/** Under reduced motion the video never plays: the image banner shows instead. */
export const ReducedMotion: Story = {
  parameters: { media: { mobile: false, reducedMotion: true } },
  beforeEach({ msw }) {
    msw.use(...withVideo);
  },
  play: async ({ canvasElement }) => {
    await expectVisible(within(canvasElement).findByRole("img", { name: desktopImage?.alt }));
    await waitFor(() => expect(hero(canvasElement)).toHaveAttribute("data-video", "declined"));
    await expect(canvasElement.querySelector("video")).toBeNull();
  },
};

/** Neither the pictures nor the video configuration have arrived yet. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.media.never, ...only(variants.banners.never, "get", "/banner/trending/{list}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading banner" }));
    await expect(canvas.queryByRole("img")).toBeNull();
  },
};

/** No video and no image banners: nothing at all. */
export const NoMedia: Story = {
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("progressbar", { name: "Loading banner" }));
    await waitFor(() => expect(hero(canvasElement)).toBeNull());
    await expect(canvasElement.querySelector("img, video")).toBeNull();
  },
};

/** Every call fails: the failure is logged and the hero is hidden. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...mediaHandlers.error, ...bannerHandlers.error);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith("Hero banners failed to load", expect.anything()),
    );
    await expect(console.error).toHaveBeenCalledWith("Hero video failed to load", expect.anything());
    await waitFor(() => expect(hero(canvasElement)).toBeNull());
    await expect(canvasElement.querySelector("img, video")).toBeNull();
  },
};
