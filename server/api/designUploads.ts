// Contract tag "customiser": shoppers' pictures for designs (docs/decisions/customiser-design.md#uploads).
// The session is checked, and the shopper's hourly budget taken, before a byte of the body is read (the
// contract's validator hands this form on unread, `x-body-read-by-route`); the body is then read up to its
// limit and parsed only within bounds (server/api/boundedBody.ts). Pictures are answered
// `private, no-store`: nothing of a shopper's is kept by a shared cache.
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { designUploadMessages } from "../../src/lib/designUploadMessages";
import { MAX_PICTURE_BYTES } from "../../src/lib/pictureRules";
import type { Database } from "../db/schema";
import { ApiError } from "../services/errors";
import {
  acceptDesignUpload,
  designUploadAnswer,
  readDesignUpload,
  takeUploadBudget,
} from "../services/designs/uploads";
import type { ThrottlePolicy } from "../services/throttle";
import type { FileStore } from "../storage/fileStore";
import { readBoundedForm } from "./boundedBody";
import { inputOf, privateAnswers } from "./requestInput";
import { currentUser, requireUser } from "./session";

/** The upload's path, which takes a body larger than 64 KB, read by the route (server/app.ts). */
export const DESIGN_UPLOAD_PATH = "/api/v1/customized/uploads";

/** The picture and the form's framing around it (its part's headers, the boundaries). */
const FORM_BOUNDS = {
  maxBytes: MAX_PICTURE_BYTES + 16 * 1024,
  maxParts: 4,
  messages: designUploadMessages,
};

export function designUploadRoutes(
  db: Kysely<Database>,
  files: FileStore,
  options: { throttle?: ThrottlePolicy } = {},
) {
  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const user = await requireUser(c, db);
      await takeUploadBudget(db, user.id, options.throttle).catch((error) => {
        // The body is left unread: the connection cannot carry another request.
        c.header("Connection", "close");
        throw error;
      });
      const form = await readBoundedForm(c, FORM_BOUNDS);
      const file = form.get("file");
      if (file === null) throw new ApiError(400, designUploadMessages.fileRequired);
      if (typeof file === "string") throw new ApiError(400, "file must be a file");
      if (file.size > MAX_PICTURE_BYTES) throw new ApiError(413, designUploadMessages.tooLarge);
      const row = await acceptDesignUpload(db, files, user.id, new Uint8Array(await file.arrayBuffer()));
      return c.json({ success: true as const, data: designUploadAnswer(row) }, 201);
    })
    .get("/:id", async (c) => {
      const { id } = inputOf(c, "getDesignPicture").path;
      const bytes = await readDesignUpload(db, files, await currentUser(c, db), id);
      c.header("Content-Type", "image/webp");
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200);
    });
}
