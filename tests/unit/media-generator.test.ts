// The sample media generator (mocks/images): one kind can be redrawn alone (the banners in seconds,
// without the ten minutes of product shots), and the banners' pictures carry no words.
import { describe, expect, it } from "vitest";
import { BANNER_ART, BANNER_SIZES, COLOURS } from "../../mocks/fixtures/media";
import { buildJobs, kindsFromArgs, MEDIA_KINDS } from "../../mocks/images/generate";
import { bannerSvg } from "../../mocks/images/svg";

describe("the media generator", () => {
  it("draws every kind when none is named, and only the kinds named", () => {
    expect(kindsFromArgs([])).toEqual([...MEDIA_KINDS]);
    expect(kindsFromArgs(["banners"])).toEqual(["banners"]);
    expect(() => kindsFromArgs(["banner"])).toThrow(/unknown media kind banner/);
  });

  it("for the banners, draws each banner's wide and phone art and nothing else", () => {
    const urls = buildJobs(["banners"]).map((job) => job.url);
    expect(urls).toHaveLength(BANNER_ART.length * Object.keys(BANNER_SIZES).length);
    for (const url of urls) expect(url).toMatch(/^\/media\/banners\/[a-z-]+-(desktop|mobile)\.webp$/);
    // Every kind at once draws the banners among the rest.
    expect(buildJobs().map((job) => job.url)).toEqual(expect.arrayContaining(urls));
  });

  it("paints no words into a banner: the page sets them over it as text", () => {
    for (const art of BANNER_ART) {
      for (const vertical of [false, true]) {
        const svg = bannerSvg({
          ...BANNER_SIZES[vertical ? "mobile" : "desktop"],
          gradient: art.gradient,
          garment: art.garment,
          garmentFill: COLOURS[art.garmentColour].hex,
          vertical,
        });
        // (A garment's own print may have letters: that is the garment, not the banner's words.)
        for (const words of [art.title, art.subtitle, "SHOP NOW"]) expect(svg).not.toContain(words);
      }
    }
  });
});
