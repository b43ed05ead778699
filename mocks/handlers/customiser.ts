// Contract tag "customiser": blank shirts and colours, graphics and their categories, saved designs, all
// from the fixtures. Saving a design answers the shopper's first saved one: prices are the server's.
import type { DesignUpload } from "../../src/api/types";
import { designMessages } from "../../src/lib/design/designMessages";
import { designUploadMessages } from "../../src/lib/designUploadMessages";
import { CUSTOMISER_PRICING, customiser, customizations } from "../fixtures";
import { fail, http, inputOf } from "./http";
import { mockId, requireUser } from "./store";
import { defineVariants } from "./variants";

/** A 1×1 transparent WebP: the bytes every mock uploaded picture answers (the mocks keep no files). */
const PIXEL_WEBP = Uint8Array.from(atob("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="), (c) =>
  c.charCodeAt(0),
);

/** A 600 × 750 WebP of the blank's near-black (62 bytes, lossless): a shared design's link-preview picture
 * at the size the server draws it (src/lib/design/designCard.ts); the mocks draw no designs. */
const CARD_WEBP = Uint8Array.from(
  atob("UklGRjYAAABXRUJQVlA4TCoAAAAvV0K7AAfQiEY0ov8BAUnS//9kRP8z/vOf//znP//5z3/+85///Of/xQM="),
  (c) => c.charCodeAt(0),
);

/** An upload reads back as one of the shop's sample photos, so a story shows a real picture. */
const SAMPLE_UPLOAD = {
  width: 800,
  height: 1000,
  url: "/media/products/acid-wash-oversized-tee-black-front-800.webp",
};

/** A shopper's or a guest's upload (a guest needs no account: the server keeps it by their cookie). */
const uploadAnswering = (picture: Omit<DesignUpload, "_id">) =>
  http.post("/customized/uploads", ({ response }) =>
    response(201).json({ success: true, data: { _id: mockId("upload"), ...picture } }),
  );

const ownDesigns = () => customizations.filter((c) => c.userId === requireUser()._id);

const defaults = [
  http.get("/customized/getImage", ({ request, response }) => {
    const type = inputOf(request, "listShirtImages").query.types;
    const images = customiser.shirtImages.filter((s) => s.type === type);
    const pricing = CUSTOMISER_PRICING[type];
    return response(200).json({ success: true, data: { images, colors: customiser.colors, pricing } });
  }),

  http.get("/customized/getGraphic", ({ request, response }) => {
    const { categoryId } = inputOf(request, "listGraphics").query;
    const graphics = customiser.graphics.filter((g) => !categoryId || g.categoryId === categoryId);
    return response(200).json({ success: true, data: graphics });
  }),

  http.get("/customized/allcategory", ({ response }) =>
    response(200).json({ success: true, data: customiser.graphicCategories }),
  ),

  http.post("/auth/user/customization", ({ response }) => {
    const saved = ownDesigns()[0] ?? customizations[0];
    return response(201).json({ success: true, message: designMessages.saved, data: saved });
  }),

  http.get("/auth/user/customization/{id}", ({ params, response }) => {
    const design = ownDesigns().find((c) => c._id === params.id) ?? fail(404, designMessages.notFound);
    return response(200).json({ success: true, data: design });
  }),

  http.put("/auth/user/customization/{id}", ({ params, response }) => {
    const design = ownDesigns().find((c) => c._id === params.id) ?? fail(404, designMessages.notFound);
    return response(200).json({ success: true, message: designMessages.saved, data: design });
  }),

  http.get("/customized/shared/{id}", ({ params, response }) => {
    const design =
      customizations.find((c) => c._id === params.id && c.shared) ?? fail(404, designMessages.sharedNotFound);
    const { _id, type, color, size, sides, productImages, price } = design;
    return response(200).json({
      success: true,
      data: { _id, type, color, size, sides, productImages, price },
    });
  }),

  http.get("/customized/shared/{id}/card", ({ request }) => {
    const { id } = inputOf(request, "getSharedDesignCard").path;
    if (!customizations.some((c) => c._id === id && c.shared)) fail(404, designMessages.sharedNotFound);
    return new Response(CARD_WEBP, {
      status: 200,
      headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-cache", ETag: '"mock-card"' },
    });
  }),

  uploadAnswering(SAMPLE_UPLOAD),

  http.get(
    "/customized/uploads/{id}",
    () =>
      new Response(PIXEL_WEBP, {
        status: 200,
        headers: { "Content-Type": "image/webp", "Cache-Control": "private, no-store" },
      }),
  ),
];

export const customiserHandlers = defineVariants(defaults, {
  /** No shirt images, colours, graphics or categories. */
  empty: [
    http.get("/customized/getImage", ({ response }) =>
      response(200).json({
        success: true,
        data: { images: [], colors: [], pricing: CUSTOMISER_PRICING.hoodie },
      }),
    ),
    http.get("/customized/getGraphic", ({ response }) => response(200).json({ success: true, data: [] })),
    http.get("/customized/allcategory", ({ response }) => response(200).json({ success: true, data: [] })),
  ],
  /** The saved design answers 404. */
  notFound: [
    http.get("/auth/user/customization/{id}", () => fail(404, designMessages.notFound)),
    http.get("/customized/shared/{id}", () => fail(404, designMessages.sharedNotFound)),
    http.get("/customized/shared/{id}/card", () => fail(404, designMessages.sharedNotFound)),
  ],
  /** An uploaded picture too small to print sharply (400 × 500 px). */
  lowResolutionUpload: [uploadAnswering({ ...SAMPLE_UPLOAD, width: 400, height: 500 })],
  /** The file is not a JPEG, PNG or WebP by its bytes. */
  uploadRefused: [http.post("/customized/uploads", () => fail(415, designUploadMessages.notAPicture))],
  /** The file is over 15 MB. */
  uploadTooLarge: [http.post("/customized/uploads", () => fail(413, designUploadMessages.tooLarge))],
  /** A guest already holds the most pictures a guest may keep (409: sign in to upload more). */
  uploadGuestFull: [http.post("/customized/uploads", () => fail(409, designUploadMessages.guestFull))],
  /** The shopper used the hour's uploads (429: another in 40 minutes). */
  uploadThrottled: [http.post("/customized/uploads", () => fail(429, designUploadMessages.tooMany(2400)))],
});
