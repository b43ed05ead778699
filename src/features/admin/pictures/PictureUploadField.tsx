import { useEffect, useId, useRef } from "react";
import type { PicturePurpose } from "../../../api/types";
import { Button } from "../../../components/Button";
import { visuallyHidden } from "../../../design/utils.css";
import * as styles from "./PictureUploadField.css";
import { pictureWords as words } from "./pictureWords";
import { usePictureUpload } from "./usePictureUpload";

/** The kinds of file the shop takes (docs/decisions/picture-pipeline.md#checks). */
const ACCEPT = "image/jpeg,image/png,image/webp,image/avif";

export interface PictureUploadFieldProps {
  label: string;
  /** What the picture is for: its least size and renditions. */
  purpose: PicturePurpose;
  /** The picture's address now (empty: none yet). */
  value: string;
  onChange: (src: string) => void;
  /** The least size and shape, in words. */
  description: string;
  /** The form's message about the field (none chosen, or the server's refusal). */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Tells the form a picture is on its way (it waits to save until it is ready). */
  onBusyChange?: (busy: boolean) => void;
}

/**
 * A picture field: the picture chosen so far, a button to choose a file, then the upload's progress, "the
 * shop is preparing it" until its renditions are ready, or the shop's reason for refusing it. The file
 * input itself is hidden; the button opens it and names what it is for.
 */
export function PictureUploadField(props: PictureUploadFieldProps) {
  const { label, purpose, value, onChange, description, errorMessage, isDisabled, onBusyChange } = props;
  const upload = usePictureUpload(purpose, onChange, words.failed);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const { state } = upload;
  const busy = state.step === "sending" || state.step === "processing";
  const tellBusy = useRef(onBusyChange);
  tellBusy.current = onBusyChange;
  useEffect(() => tellBusy.current?.(busy), [busy]);
  const message = state.step === "failed" ? state.message : errorMessage;
  return (
    <fieldset className={styles.field} aria-describedby={`${id}-hint`}>
      <legend className={styles.label}>{label}</legend>
      <div className={styles.body}>
        <div className={styles.preview({ purpose })}>
          {value ? <img src={value} alt="" className={styles.image} /> : <span>{words.none}</span>}
        </div>
        <div className={styles.controls}>
          <p id={`${id}-hint`} className={styles.hint}>
            {description}
          </p>
          <Button
            variant="secondary"
            size="sm"
            isDisabled={isDisabled || busy}
            onPress={() => input.current?.click()}
            aria-label={`${value ? words.replace : words.choose}: ${label}`}
          >
            {value ? words.replace : words.choose}
          </Button>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            className={visuallyHidden}
            tabIndex={-1}
            aria-hidden
            data-picture-input={purpose}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = "";
              if (file) upload.choose(file);
            }}
          />
          {state.step === "sending" ? (
            <div className={styles.progressLine}>
              <progress
                className={styles.progress}
                max={100}
                value={Math.round(state.progress * 100)}
                aria-label={words.sendingLabel(label)}
              />
              <span role="status">{words.sending(Math.round(state.progress * 100))}</span>
            </div>
          ) : null}
          {state.step === "processing" ? (
            <p role="status" className={styles.hint}>
              {words.processing}
            </p>
          ) : null}
          {message ? (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
