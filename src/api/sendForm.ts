// Sends a multipart form to an API path with XMLHttpRequest, the one browser call that reports an upload's
// progress (fetch does not), so a shopper or staff member sees a large photo going up. It answers as the
// typed client would: the answer's `data`, or an ApiError with the server's words.
import { API_BASE } from "./client";
import { ApiError } from "./errors";

export function sendForm<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${API_BASE}${path}`);
    request.withCredentials = true;
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { success?: boolean; data?: T; message?: string } | null;
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
    request.send(form);
  });
}
