// Contract tag "customiser": shoppers' and guests' pictures for designs
// (docs/decisions/customiser-design.md#uploads, #a-guests-pictures). Who uploads is settled, and their
// hourly budget taken (a shopper's own, a guest's network address's), before a byte of the body is read
// (the contract's validator hands this form on unread, `x-body-read-by-route`); the body is then read up to
// its limit and parsed only within bounds (server/api/boundedBody.ts). Pictures are answered
// `private, no-store`: nothing of a shopper's is kept by a shared cache.
import { type Context, Hono } from "hono";
import type { Kysely } from "kysely";
import { designUploadMessages } from "../../src/lib/designUploadMessages";
import { MAX_PICTURE_BYTES } from "../../src/lib/pictureRules";
import type { Database } from "../db/schema";
import { ApiError } from "../services/errors";
import { type GuestUploader, guestUploader } from "../services/designs/guestUploads";
import {
  acceptDesignUpload,
  designUploadAnswer,
  readDesignUpload,
  takeUploadBudget,
  type UploadOwner,
} from "../services/designs/uploads";
import { guestTokenHash } from "../services/guestTokens";
import type { ThrottlePolicy } from "../services/throttle";
import type { FileStore } from "../storage/fileStore";
import { readBoundedForm } from "./boundedBody";
import { clientAddress } from "./clientAddress";
import { answerGuestUploadCookie, guestUploadToken } from "./guestUploadCookie";
import { inputOf, privateAnswers } from "./requestInput";
import { currentUser } from "./session";

/** The upload's path, which takes a body larger than 64 KB, read by the route (server/app.ts). */
export const DESIGN_UPLOAD_PATH = "/api/v1/customized/uploads";

/** The picture and the form's framing around it (its part's headers, the boundaries). */
const FORM_BOUNDS = {
  maxBytes: MAX_PICTURE_BYTES + 16 * 1024,
  maxParts: 4,
  messages: designUploadMessages,
};

/** A refusal before the body is read leaves it unread: the connection cannot carry another request. */
function closingOnRefusal<T>(c: Context, work: Promise<T>): Promise<T> {
  return work.catch((error) => {
    c.header("Connection", "close");
    throw error;
  });
}

export function designUploadRoutes(
  db: Kysely<Database>,
  files: FileStore,
  options: { throttle?: ThrottlePolicy; proxyHops?: number } = {},
) {
  /** The upload's owner, its budget taken; for a guest, the token their cookie will carry. */
  async function uploaderOf(c: Context): Promise<{ owner: UploadOwner; guest?: GuestUploader }> {
    const user = await currentUser(c, db);
    if (user) {
      await takeUploadBudget(db, { userId: user.id }, options.throttle);
      return { owner: { userId: user.id } };
    }
    const guest = await guestUploader(db, guestUploadToken(c));
    await takeUploadBudget(db, { guestAddress: clientAddress(c, options.proxyHops ?? 0) }, options.throttle);
    return { owner: { guestTokenHash: guest.hash }, guest };
  }

  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const { owner, guest } = await closingOnRefusal(c, uploaderOf(c));
      const form = await readBoundedForm(c, FORM_BOUNDS);
      const file = form.get("file");
      if (file === null) throw new ApiError(400, designUploadMessages.fileRequired);
      if (typeof file === "string") throw new ApiError(400, "file must be a file");
      if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, designUploadMessages.tooLarge);
      const row = await acceptDesignUpload(db, files, owner, new Uint8Array(await file.arrayBuffer()));
      // Set only with a stored picture: a refused upload hands out no token.
      if (guest) answerGuestUploadCookie(c, guest);
      return c.json({ success: true as const, data: designUploadAnswer(row) }, 201);
    })
    .get("/:id", async (c) => {
      const { id } = inputOf(c, "getDesignPicture").path;
      const guestHash = guestTokenHash(guestUploadToken(c));
      const bytes = await readDesignUpload(db, files, await currentUser(c, db), id, guestHash);
      c.header("Content-Type", "image/webp");
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
