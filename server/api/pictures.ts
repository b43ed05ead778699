// Contract tag "admin", staff's pictures (/admin/pictures, docs/decisions/picture-pipeline.md): an upload
// answered 202 while its renditions are made in the background, and its state. Only staff allowed to
// manage the catalogue (server/api/staffAccess.ts). The body's size is bounded before it is read
// (server/app.ts); its form was checked by the contract's validator; the picture itself by the service.
import { Hono } from "hono";
import { uploadedFile } from "../../src/api/contract";
import type { Database } from "../db/schema";
import type { FileStore } from "../storage/fileStore";
import { acceptPicture, findPicture, pictureAnswer } from "../services/pictures/pictures";
import { inputOf, privateAnswers } from "./requestInput";
import { requireStaff } from "./staffAccess";
import type { Kysely } from "kysely";

/** The upload's path, which alone takes a body larger than 64 KB (server/app.ts). */
export const PICTURE_UPLOAD_PATH = "/api/v1/admin/pictures";

export function pictureRoutes(db: Kysely<Database>, files: FileStore) {
  return new Hono()
    .use(privateAnswers)
    .post("/", async (c) => {
      const staff = await requireStaff(c, db, "catalogue");
      const { file, purpose } = inputOf(c, "uploadPicture").body;
      const bytes = new Uint8Array(await uploadedFile(file).arrayBuffer());
      const row = await acceptPicture(db, files, { bytes, purpose, uploadedBy: staff.id });
      return c.json({ success: true as const, data: pictureAnswer(row) }, 202);
    })
    .get("/:id", async (c) => {
      await requireStaff(c, db, "catalogue");
      const row = await findPicture(db, inputOf(c, "getPicture").path.id);
      return c.json({ success: true as const, data: pictureAnswer(row) });
    });
}
