// One picture's way from the staff member's file to a ready address (docs/decisions/picture-pipeline.md):
// sent with its progress, then read every second while the shop makes its renditions, until ready (its
// address handed to `onReady`) or refused or failed (the shop's words). A new choice stops the one before.
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useApi } from "../../../api/ApiProvider";
import { errorMessage } from "../../../api/errors";
import type { PicturePurpose } from "../../../api/types";
import { pictureStateOptions } from "./pictureStateOptions";
import { sendPicture } from "./sendPicture";

export type PictureUploadState =
  | { step: "idle" }
  | { step: "sending"; progress: number }
  | { step: "processing"; id: string }
  | { step: "failed"; message: string };

export function usePictureUpload(purpose: PicturePurpose, onReady: (src: string) => void, fallback: string) {
  const { hooks } = useApi();
  const [state, setState] = useState<PictureUploadState>({ step: "idle" });
  const sending = useRef<AbortController | null>(null);
  const processingId = state.step === "processing" ? state.id : "";
  const picture = useQuery({ ...pictureStateOptions(hooks, processingId), enabled: processingId !== "" });
  const answer = picture.data?.data;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;

  useEffect(() => {
    if (!processingId) return;
    if (picture.isError) setState({ step: "failed", message: errorMessage(picture.error, fallback) });
    else if (answer?.status === "ready" && answer.src) {
      readyRef.current(answer.src);
      setState({ step: "idle" });
    } else if (answer?.status === "failed") setState({ step: "failed", message: answer.error ?? fallback });
  }, [processingId, answer, picture.isError, picture.error, fallback]);

  useEffect(() => () => sending.current?.abort(), []);

  const choose = async (file: File) => {
    sending.current?.abort();
    const controller = new AbortController();
    sending.current = controller;
    setState({ step: "sending", progress: 0 });
    try {
      const sent = await sendPicture(
        file,
        purpose,
        (progress) => {
          if (!controller.signal.aborted) setState({ step: "sending", progress });
        },
        controller.signal,
      );
      if (!controller.signal.aborted) setState({ step: "processing", id: sent._id });
    } catch (error) {
      if (!controller.signal.aborted) setState({ step: "failed", message: errorMessage(error, fallback) });
    }
  };

  return { state, choose };
}
