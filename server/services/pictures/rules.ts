// How the server encodes renditions (docs/decisions/picture-pipeline.md#rendering); what it takes and
// which renditions it makes are src/lib/pictureRules.ts, shared with the mock handlers and screens.

/** The encoders' settings: those of the sample photos (mocks/images/generate.ts), which the storefront's
 * page-weight budgets were measured with (WebP effort 4 rather than the samples' 6: a third of the time). */
export const ENCODING = {
  webp: { quality: 60, effort: 4, smartSubsample: true },
  avif: { quality: 48, effort: 4, chromaSubsampling: "4:2:0" },
} as const;

/** Part of every rendition's name: changing how renditions are made changes it, so new renditions get new
 * keys and the old ones, cached for good by browsers, are never served in their place. */
export const RENDITION_RECIPE = "r1";
