import sharp from "sharp";
import { banners } from "../../mocks/fixtures";
import { expect, type Page, test } from "./guardedTest";
import type { Locator } from "@playwright/test";
import { gotoHydrated, waitForSettled } from "./hydrated";

// A banner's words are text in the shop's typeface over a picture that carries none, readable on every
// slide: measured on the built pages with the real pictures, at phone and desktop width. Each line's
// glyphs are made transparent and the box they sat in is photographed: the brightest pixel under them is
// what the white text must stand out from (WCAG AA: 4.5∶1).

const AA = 4.5;

/** WCAG's relative luminance of an sRGB pixel. */
function luminance(r: number, g: number, b: number): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** The contrast of the text's colour with the brightest pixel behind the element's box. */
async function worstContrast(words: Locator): Promise<number> {
  const color = await words.evaluate((element) => getComputedStyle(element).color);
  const [r, g, b] = (color.match(/\d+/g) ?? []).map(Number);
  await words.evaluate((element: HTMLElement) => {
    element.style.color = "transparent";
  });
  const shot = await words.screenshot({ animations: "disabled" });
  await words.evaluate((element: HTMLElement) => {
    element.style.color = "";
  });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let brightest = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    brightest = Math.max(brightest, luminance(data[i], data[i + 1], data[i + 2]));
  }
  const text = luminance(r, g, b);
  const [light, dark] = text > brightest ? [text, brightest] : [brightest, text];
  return (light + 0.05) / (dark + 0.05);
}

/** Waits until every picture in `scope` has been drawn (they come once the page has settled). */
async function picturesDrawn(scope: Locator) {
  await expect
    .poll(() =>
      scope
        .locator("img")
        .evaluateAll((images: HTMLImageElement[]) =>
          images.every((image) => image.complete && image.naturalWidth > 1),
        ),
    )
    .toBe(true);
}

/** Every slide of the carousel named `label`: its title and subtitle stand out from its picture. */
async function checkCarousel(
  page: Page,
  label: string,
  slides: readonly { title?: string; subtitle?: string }[],
) {
  const carousel = page.getByRole("region", { name: label });
  await carousel.scrollIntoViewIfNeeded();
  for (const [index, slide] of slides.entries()) {
    await carousel.getByRole("button", { name: `Go to slide ${index + 1}` }).click();
    const shown = carousel.getByRole("group", { name: `Slide ${index + 1} of ${slides.length}` });
    await expect(shown).toBeVisible();
    await picturesDrawn(shown);
    for (const line of [slide.title, slide.subtitle]) {
      const words = shown.getByText(line ?? "", { exact: true });
      await expect(words).toBeVisible();
      expect(await worstContrast(words), `${label}, slide ${index + 1}: "${line}"`).toBeGreaterThanOrEqual(
        AA,
      );
    }
  }
}

/** A single banner (`region`): its title and subtitle stand out from its picture. */
async function checkBanner(region: Locator, label: string, banner: { title?: string; subtitle?: string }) {
  await region.scrollIntoViewIfNeeded();
  await picturesDrawn(region);
  for (const line of [banner.title, banner.subtitle]) {
    const words = region.getByText(line ?? "", { exact: true });
    await expect(words).toBeVisible();
    expect(await worstContrast(words), `${label}: "${line}"`).toBeGreaterThanOrEqual(AA);
  }
}

for (const { width, height, phone } of [
  { width: 390, height: 844, phone: true },
  { width: 1280, height: 800, phone: false },
]) {
  test.describe(`at ${width} px`, () => {
    // Still: the carousels move only when told to.
    test.use({ viewport: { width, height }, reducedMotion: "reduce" });

    test("home: every carousel slide's words, and the hero's, customised and trending banners', stand out from their pictures", async ({
      page,
    }) => {
      await gotoHydrated(page, "/");
      await waitForSettled(page);
      await checkCarousel(page, "Offers and collections", phone ? banners.mobilehome : banners.home);
      const region = (name: string) => page.getByRole("region", { name });
      const customised = phone ? banners.customized_mobile[0] : banners.customized[0];
      await checkBanner(region("Customised collection"), "Customised collection", customised ?? {});
      const trending = phone ? banners.mobiletrending[0] : banners.trending[0];
      await checkBanner(region("Trending now"), "Trending now", trending ?? {});
      // The hero's words too (its own layout, on the dark side of its picture).
      const hero = phone ? banners.mobilevideobanner[0] : banners.desktopvideobanner[0];
      await checkBanner(page.getByTestId("hero-banner"), "Hero", hero ?? {});
    });

    test("trending: every carousel slide's words stand out from their pictures", async ({ page }) => {
      await gotoHydrated(page, "/trending");
      await waitForSettled(page);
      await checkCarousel(page, "Trending offers", phone ? banners.mobiletrending : banners.trending);
    });

    test("the words are the page's text, not the picture's: in the server's HTML, in the shop's typeface", async ({
      page,
      request,
    }) => {
      const html = await (await request.get("/")).text();
      for (const banner of [...banners.home, ...banners.customized, ...banners.trending.slice(0, 1)]) {
        expect(html).toContain(`>${banner.title}<`);
        expect(html).toContain(`>${banner.subtitle}<`);
      }
      await gotoHydrated(page, "/");
      const carousel = page.getByRole("region", { name: "Offers and collections" });
      const title = carousel.getByText((phone ? banners.mobilehome : banners.home)[0]?.title ?? "", {
        exact: true,
      });
      const [titleFont, pageFont] = await title.evaluate((element) => [
        getComputedStyle(element).fontFamily,
        getComputedStyle(document.body).fontFamily,
      ]);
      expect(titleFont).toBe(pageFont);
    });
  });
}
