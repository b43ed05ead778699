import { useQuery } from "@tanstack/react-query";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { useApi } from "../../../api/ApiProvider";
import { errorMessage } from "../../../api/errors";
import { Badge } from "../../../components/Badge";
import { Button } from "../../../components/Button";
import { Spinner } from "../../../components/Spinner";
import { TextField } from "../../../components/TextField";
import { fieldLabel } from "../../../design/field.css";
import { type FormPart, fieldId, problemProps } from "./formParts";
import { pictureStateOptions } from "../pictures/pictureStateOptions";
import { sendPicture } from "../pictures/sendPicture";
import * as styles from "./ProductFormScreen.css";
import { moved, newKey, type PictureDraft, type VariantDraft } from "./productFormValues";
import { productFormWords as words } from "./productFormWords";

/** The types POST /admin/pictures takes (it checks the bytes; this only narrows the file chooser). */
const ACCEPTED = "image/jpeg,image/png,image/webp,image/avif";

/** Asks about a processing picture until it is ready (its address) or failed (the server's reason). */
function ProcessingWatch({
  picture,
  onReady,
  onRefused,
}: {
  picture: PictureDraft;
  onReady: (src: string) => void;
  onRefused: (message: string) => void;
}) {
  const { hooks } = useApi();
  const state = useQuery({
    ...pictureStateOptions(hooks, picture.pictureId ?? ""),
    enabled: Boolean(picture.pictureId),
  });
  const answer = state.data?.data;
  const failure = state.error;
  // Reported once per answer: the parent then changes the picture's state, which unmounts this watch.
  const report = useRef({ onReady, onRefused });
  report.current = { onReady, onRefused };
  useEffect(() => {
    if (answer?.status === "ready" && answer.src) report.current.onReady(answer.src);
    else if (answer?.status === "failed") report.current.onRefused(answer.error ?? words.fallback);
    else if (failure) report.current.onRefused(errorMessage(failure, words.fallback));
  }, [answer, failure]);
  return <Spinner label={`${picture.fileName}: ${words.processing}`} size="sm" />;
}

interface PictureItemProps {
  picture: PictureDraft;
  index: number;
  count: number;
  isCard: boolean;
  part: FormPart;
  variantKey: string;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  onAlt: (alt: string) => void;
  onReady: (src: string) => void;
  onRefused: (message: string) => void;
  onDropOn: (fromKey: string) => void;
}

function PictureItem(props: PictureItemProps) {
  const { picture, index, count, isCard, part, variantKey, onMove, onRemove, onAlt } = props;
  const [dropTarget, setDropTarget] = useState(false);
  const label = `${picture.fileName}`;
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDropTarget(false);
    const from = event.dataTransfer.getData("text/x-rangrez-picture");
    if (from && from !== picture.key) props.onDropOn(from);
  };
  return (
    <li
      className={styles.picture}
      data-picture={picture.key}
      data-drop-target={dropTarget || undefined}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes("text/x-rangrez-picture")) return;
        event.preventDefault();
        setDropTarget(true);
      }}
      onDragLeave={() => setDropTarget(false)}
      onDrop={onDrop}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the drag handle is for a pointer; keyboard and screen reader users have Move up / Move down */}
      <div
        draggable={!part.isBusy}
        onDragStart={(event) => {
          event.dataTransfer.setData("text/x-rangrez-picture", picture.key);
          event.dataTransfer.effectAllowed = "move";
        }}
      >
        {picture.src ? (
          <img className={styles.thumb} src={picture.src} alt="" width={80} height={100} />
        ) : (
          <div className={styles.thumb} />
        )}
      </div>
      <div className={styles.pictureMain}>
        <p className={styles.pictureName}>
          {label} {isCard ? <Badge tone="new">{words.cardPicture}</Badge> : null}
        </p>
        {picture.state === "uploading" ? (
          <>
            <progress
              className={styles.progress}
              value={picture.progress}
              max={1}
              aria-label={words.uploading(label)}
            />
            <p className={styles.hint}>{`${Math.round(picture.progress * 100)}%`}</p>
          </>
        ) : picture.state === "processing" ? (
          <div className={styles.statusRow}>
            <ProcessingWatch picture={picture} onReady={props.onReady} onRefused={props.onRefused} />
            <span className={styles.hint}>{words.processing}</span>
          </div>
        ) : null}
        <TextField
          label={`${words.alt}, picture ${index + 1}`}
          description={words.altHint}
          isRequired
          value={picture.alt}
          onChange={onAlt}
          isDisabled={part.isBusy}
          {...problemProps(part.errors, `variants.${variantKey}.pictures.${picture.key}.alt`)}
        />
        <div className={styles.pictureActions}>
          <Button
            variant="secondary"
            size="sm"
            data-move="up"
            aria-label={`${words.moveUp}: picture ${index + 1}, ${label}`}
            isDisabled={index === 0 || part.isBusy}
            onPress={() => onMove(-1)}
          >
            {words.moveUp}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            data-move="down"
            aria-label={`${words.moveDown}: picture ${index + 1}, ${label}`}
            isDisabled={index === count - 1 || part.isBusy}
            onPress={() => onMove(1)}
          >
            {words.moveDown}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label={`${words.removePicture}: picture ${index + 1}, ${label}`}
            isDisabled={part.isBusy}
            onPress={onRemove}
          >
            {words.removePicture}
          </Button>
        </div>
      </div>
    </li>
  );
}

/**
 * A colour's pictures: several chosen at once, each uploading with its progress, then processing until
 * GET /admin/pictures/{id} says ready; a refused one is taken off the list and the server's reason shown.
 * Reordered by dragging or by Move up / Move down (the focus follows the picture); the order is the one
 * saved, and the first colour's first picture is the card picture.
 */
export function VariantPictures({
  variant,
  isFirstColour,
  part,
}: {
  variant: VariantDraft;
  isFirstColour: boolean;
  part: FormPart;
}) {
  const { edit, errors, isBusy } = part;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState("");
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; direction: "up" | "down" } | null>(
    null,
  );
  const uploads = useRef(new Set<AbortController>());
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running) upload.abort();
    };
  }, []);
  useEffect(() => {
    if (!focusAfterMove) return;
    const item = list.current?.querySelector(`[data-picture="${focusAfterMove.key}"]`);
    const wanted = item?.querySelector<HTMLButtonElement>(
      `[data-move="${focusAfterMove.direction}"]:not(:disabled)`,
    );
    (wanted ?? item?.querySelector<HTMLButtonElement>("[data-move]:not(:disabled)"))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const setPictures = (change: (pictures: PictureDraft[]) => PictureDraft[]) =>
    edit((v) => ({
      ...v,
      variants: v.variants.map((x) => (x.key === variant.key ? { ...x, pictures: change(x.pictures) } : x)),
    }));
  const patch = (key: string, change: Partial<PictureDraft>) =>
    setPictures((pictures) => pictures.map((p) => (p.key === key ? { ...p, ...change } : p)));
  const refuse = (key: string, fileName: string, message: string) => {
    setPictures((pictures) => pictures.filter((p) => p.key !== key));
    setRefusals((all) => [...all, words.pictureRefused(fileName, message)]);
  };

  const add = (files: FileList | null) => {
    setRefusals([]);
    for (const file of Array.from(files ?? [])) {
      const key = newKey("p");
      setPictures((pictures) => [
        ...pictures,
        { key, fileName: file.name, state: "uploading", progress: 0, alt: "" },
      ]);
      const upload = new AbortController();
      uploads.current.add(upload);
      sendPicture(file, "product", (progress) => patch(key, { progress }), upload.signal)
        .then((picture) => patch(key, { state: "processing", progress: 1, pictureId: picture._id }))
        .catch((error: unknown) => {
          if (!upload.signal.aborted) refuse(key, file.name, errorMessage(error, words.fallback));
        })
        .finally(() => uploads.current.delete(upload));
    }
    if (input.current) input.current.value = "";
  };

  const move = (index: number, step: -1 | 1) => {
    const picture = variant.pictures[index];
    setPictures((pictures) => moved(pictures, index, step));
    setAnnouncement(words.pictureMoved(picture.fileName, index + step + 1, variant.pictures.length));
    setFocusAfterMove({ key: picture.key, direction: step < 0 ? "up" : "down" });
  };
  const dropOn = (targetIndex: number, fromKey: string) => {
    const from = variant.pictures.findIndex((p) => p.key === fromKey);
    if (from < 0) return;
    setPictures((pictures) => moved(pictures, from, targetIndex - from));
    setAnnouncement(
      words.pictureMoved(variant.pictures[from].fileName, targetIndex + 1, variant.pictures.length),
    );
  };

  const imagesPath = `variants.${variant.key}.images`;
  const imagesError = errors[imagesPath];
  const errorId = `${fieldId(imagesPath)}-error`;
  const title = words.picturesOf(variant.color.trim());
  return (
    <fieldset className={styles.colour}>
      <legend className={fieldLabel}>{title}</legend>
      <p className={styles.hint}>{words.picturesHint}</p>
      {variant.pictures.length > 1 ? <p className={styles.hint}>{words.dragHint}</p> : null}
      {variant.pictures.length > 0 ? (
        <ol ref={list} className={styles.pictures} aria-label={title}>
          {variant.pictures.map((picture, index) => (
            <PictureItem
              key={picture.key}
              picture={picture}
              index={index}
              count={variant.pictures.length}
              isCard={isFirstColour && index === 0}
              part={part}
              variantKey={variant.key}
              onMove={(step) => move(index, step)}
              onRemove={() => setPictures((pictures) => pictures.filter((p) => p.key !== picture.key))}
              onAlt={(alt) => patch(picture.key, { alt })}
              onReady={(src) => patch(picture.key, { state: "ready", src })}
              onRefused={(message) => refuse(picture.key, picture.fileName, message)}
              onDropOn={(fromKey) => dropOn(index, fromKey)}
            />
          ))}
        </ol>
      ) : null}
      <p role="status" className={`${styles.hint} ${styles.message}`}>
        {announcement}
      </p>
      <div role="alert" className={styles.message}>
        {refusals.length > 0 ? (
          <ul className={styles.failure}>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.row}>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED}
          hidden
          data-testid={`picture-input-${variant.key}`}
          onChange={(event) => add(event.target.files)}
        />
        <Button
          id={fieldId(imagesPath)}
          variant="secondary"
          size="sm"
          isDisabled={isBusy}
          aria-describedby={imagesError ? errorId : undefined}
          onPress={() => input.current?.click()}
        >
          {words.addPictures(variant.color.trim())}
        </Button>
      </div>
      {imagesError ? (
        <p id={errorId} className={styles.choiceError}>
          {imagesError}
        </p>
      ) : null}
    </fieldset>
  );
}
