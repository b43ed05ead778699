// POST /admin/pictures by XMLHttpRequest: fetch reports no upload progress, and staff on a slow line want
// to see a 10 MB photo going up. Failures become the API client's ApiError (src/api/errors.ts), so the
// screen shows the server's words as for any other call.
import { API_BASE } from "../../../api/client";
import { ApiError } from "../../../api/errors";
import type { Picture } from "../../../api/types";

/**
 * Sends `file` as a product picture; `onProgress` gets the share sent (0 to 1). Resolves with the picture
 * (processing, as the server answers 202); `signal` aborts the upload (the screen left).
 */
export function uploadProductPicture(
  file: File,
  onProgress: (share: number) => void,
  signal: AbortSignal,
): Promise<Picture> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}/admin/pictures`);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener("load", () => {
      const body = request.response as { data?: Picture; message?: string } | null;
      if (request.status >= 200 && request.status < 300 && body?.data) resolve(body.data);
      else
        reject(
          new ApiError(request.status, body, body?.message ?? `Request failed with status ${request.status}`),
        );
    });
    request.addEventListener("error", () => reject(new ApiError("FETCH_ERROR", null, "The upload failed.")));
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was stopped.", "AbortError")),
    );
    signal.addEventListener("abort", () => request.abort(), { once: true });
    const form = new FormData();
    form.append("file", file);
    form.append("purpose", "product");
    request.send(form);
  });
}
