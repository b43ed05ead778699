// Sends a picture to POST /admin/pictures (docs/decisions/picture-pipeline.md) with its progress
// (src/api/sendForm.ts), so staff see a 10 MB photo going up.
import { sendForm } from "../../../api/sendForm";
import type { Picture, PicturePurpose } from "../../../api/types";

export function sendPicture(
  file: File,
  purpose: PicturePurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Picture> {
  const form = new FormData();
  form.append("purpose", purpose);
  form.append("file", file);
  return sendForm<Picture>("/admin/pictures", form, onProgress, signal);
}
