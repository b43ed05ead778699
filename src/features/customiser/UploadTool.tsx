// Your own picture: a JPEG, PNG or WebP sent to POST /customized/uploads with a progress bar; the server's
// refusal is shown in its own words. A guest uploads too, no account asked (the picture is theirs by a
// cookie until they sign in: docs/decisions/customiser-design.md#a-guests-pictures), and is told how long
// it is kept.
import { customiserMessages as messages } from "./customiserMessages";
import { memo, useId, useRef, useState } from "react";
import { isApiError } from "../../api/errors";
import { sendForm } from "../../api/sendForm";
import type { DesignUpload } from "../../api/types";
import { designUploadMessages } from "../../lib/designUploadMessages";
import { MAX_PICTURE_BYTES } from "../../lib/pictureRules";
import * as controls from "./controls.css";
import * as styles from "./UploadTool.css";

export interface UploadToolProps {
  /** A guest is told how long their pictures are kept. */
  signedIn: boolean;
  canAdd: boolean;
  onUploaded: (upload: DesignUpload) => void;
  /** The selected picture's resolution words ("… may print blurry"), if it is one. */
  resolution: { words: string; refused: boolean } | null;
}

export const UploadTool = memo(function UploadTool({
  signedIn,
  canAdd,
  onUploaded,
  resolution,
}: UploadToolProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    // Too large to be taken: said at once, instead of after sending megabytes on a phone's connection.
    if (file.size > MAX_PICTURE_BYTES) {
      setError(designUploadMessages.tooLarge);
      if (input.current) input.current.value = "";
      return;
    }
    setProgress(0);
    const form = new FormData();
    form.append("file", file);
    try {
      const upload = await sendForm<DesignUpload>("/customized/uploads", form, setProgress);
      onUploaded(upload);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : messages.uploadFailed);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <section className={controls.section} aria-labelledby="customiser-upload-title">
      <h2 id="customiser-upload-title" className={controls.sectionTitle}>
        Your picture
      </h2>
      <label htmlFor={inputId} className={controls.label}>
        Upload a picture (JPEG, PNG or WebP, up to 15 MB)
      </label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        className={styles.file}
        disabled={!canAdd || progress !== null}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      {progress !== null ? (
        <progress className={styles.progress} max={1} value={progress} aria-label="Uploading your picture">
          {`${Math.round(progress * 100)} %`}
        </progress>
      ) : null}
      {error ? (
        <p className={controls.error} role="alert">
          {error}
        </p>
      ) : null}
      {signedIn ? null : <p className={controls.hint}>{messages.uploadGuestNote}</p>}
      {resolution ? (
        <p className={resolution.refused ? controls.error : controls.warning} role="status">
          {resolution.words}
        </p>
      ) : null}
    </section>
  );
});
