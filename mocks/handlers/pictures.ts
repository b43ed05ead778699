// Contract tag "admin", staff's pictures: uploadPicture and getPicture. The mocks keep no files and decode
// nothing: an upload (checked by the contract's validator, as the server's is) answers a new picture
// processing, and every picture reads back ready with a sample rendition's address. Whether a file is a
// picture, its size and who counts as staff are the server's rules; the refusals a screen must show are
// variants with the server's own words (src/lib/pictureApiMessages.ts). A guest gets 401.
import type { Picture } from "../../src/api/types";
import { pictureMessages } from "../../src/lib/pictureApiMessages";
import { STAFF_ONLY_MESSAGE } from "./staffOrders";
import { fail, http, inputOf } from "./http";
import { mockId, requireUser } from "./store";
import { defineVariants } from "./variants";

/** Where a ready sample product picture's 400-wide WebP would be (its twins beside it). */
export const SAMPLE_PICTURE_SRC =
  "/files/pictures/3b7e1c0d9a4f5e6b8c2d1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d-400.webp";

const processing = (id: string, purpose: Picture["purpose"]): Picture => ({
  _id: id,
  purpose,
  status: "processing",
});

const upload = (answer: (id: string, purpose: Picture["purpose"]) => Picture) =>
  http.post("/admin/pictures", ({ request, response }) => {
    requireUser();
    const { purpose } = inputOf(request, "uploadPicture").body;
    return response(202).json({ success: true, data: answer(mockId("pic"), purpose) });
  });

const state = (answer: (id: string) => Picture) =>
  http.get("/admin/pictures/{id}", ({ request, response }) => {
    requireUser();
    return response(200).json({ success: true, data: answer(inputOf(request, "getPicture").path.id) });
  });

const defaults = [
  upload(processing),
  state((id) => ({
    _id: id,
    purpose: "product",
    status: "ready",
    src: SAMPLE_PICTURE_SRC,
    width: 3000,
    height: 4000,
  })),
];

export const pictureHandlers = defineVariants(defaults, {
  /** The renditions are still being made: every read answers processing. */
  processing: [state((id) => processing(id, "product"))],
  /** The picture could not be decoded in the background. */
  failed: [
    state((id) => ({ _id: id, purpose: "product", status: "failed", error: pictureMessages.undecodable })),
  ],
  /** The upload is not a picture the shop takes (a GIF, an SVG, a text file named .jpg). */
  refused: [http.post("/admin/pictures", () => fail(415, pictureMessages.notAPicture))],
  /** The upload has more pixels than the shop takes. */
  tooManyPixels: [
    http.post("/admin/pictures", () => fail(422, pictureMessages.tooManyPixels(10_000, 10_000))),
  ],
  /** The upload is larger than 15 MB. */
  tooLarge: [http.post("/admin/pictures", () => fail(413, pictureMessages.tooLarge))],
  /** A signed-in shopper: both calls answer 403. */
  forbidden: [
    http.post("/admin/pictures", () => fail(403, STAFF_ONLY_MESSAGE)),
    http.get("/admin/pictures/{id}", () => fail(403, STAFF_ONLY_MESSAGE)),
  ],
  /** The picture is unknown. */
  notFound: [http.get("/admin/pictures/{id}", () => fail(404, pictureMessages.notFound))],
});
