// Sends a picture to POST /admin/pictures (docs/decisions/picture-pipeline.md) with XMLHttpRequest, the one
// browser call that reports an upload's progress (fetch does not), so staff see a 10 MB photo going up.
// It answers as the typed client would: the picture (processing), or an ApiError with the server's words.
import { API_BASE } from "../../../api/client";
import { ApiError } from "../../../api/errors";
import type { Picture, PicturePurpose } from "../../../api/types";

export function sendPicture(
  file: File,
  purpose: PicturePurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Picture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/admin/pictures`);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { success?: boolean; data?: Picture; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.data) {
        onProgress(1);
        resolve(body.data);
      } else {
        reject(new ApiError(request.status, body, body?.message ?? `HTTP ${request.status}`));
      }
    };
    request.onerror = () => reject(new ApiError("FETCH_ERROR", null, "The upload did not reach the shop"));
    request.onabort = () => reject(new DOMException("The upload was stopped", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("purpose", purpose);
    form.append("file", file);
    request.send(form);
  });
}
