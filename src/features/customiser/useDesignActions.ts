// What the editor does with a design: save it (POST, then PUT once it has an id), save a copy, share it,
// add it to the wishlist or the bag, and order it. Every one first checks what the shop needs: a colour
// ('Please select a product color.'), pictures sharp enough to print, and an account (a guest's design is
// kept through sign-in: designHandoff.ts).
import { customiserMessages as messages } from "./customiserMessages";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../api/ApiProvider";
import { designCheckoutPath } from "../../lib/paths";
import { isApiError } from "../../api/errors";
import type { Customization, CustomizationInput, DesignUpload } from "../../api/types";
import { useAddCartItem } from "../bag";
import type { DesignDocument } from "./designReducer";
import { keepDesign, signInHref } from "./designHandoff";
import { REFUSED_DPI } from "./uploadResolution";

export interface Sharing {
  shared: boolean;
  shareUploads: boolean;
}

export type ActionName = "wishlist" | "save" | "copy" | "share" | "cart" | "order";

interface Options {
  document: DesignDocument;
  /** This visit's uploads, kept with the design through sign-in. */
  uploads: ReadonlyMap<string, DesignUpload>;
  signedIn: boolean;
  lowestDpi: number | null;
  /** The design reopened or saved already (PUT on later saves). */
  saved: Customization | null;
  onSaved: (design: Customization) => void;
}

/** The page's customiser address for the sign-in round trip (a reopened design comes back reopened). */
const returnPath = (saved: Customization | null) =>
  saved ? `/customized?design=${saved._id}` : "/customized";

export function useDesignActions({ document, uploads, signedIn, lowestDpi, saved, onSaved }: Options) {
  const { client } = useApi();
  const navigate = useNavigate();
  const addCartItem = useAddCartItem();
  const [pending, setPending] = useState<ActionName | null>(null);
  const [colorError, setColorError] = useState<string | null>(null);
  const [message, setMessage] = useState<{ text: string; tone: "success" | "danger" } | null>(null);
  const [sharing, setSharing] = useState<Sharing>({ shared: false, shareUploads: false });
  // A reopened or just saved design's sharing is the server's.
  useEffect(() => {
    if (saved) setSharing({ shared: saved.shared, shareUploads: saved.shareUploads });
  }, [saved]);

  /** Whether the design may be saved now; otherwise says why (or sends a guest to sign in). */
  const ready = (): boolean => {
    setMessage(null);
    if (!document.color) {
      setColorError(messages.colourRequired);
      return false;
    }
    setColorError(null);
    if (lowestDpi !== null && lowestDpi < REFUSED_DPI) {
      setMessage({ text: messages.tooLowResolution, tone: "danger" });
      return false;
    }
    if (!signedIn) {
      keepDesign(document, uploads.values());
      navigate(signInHref(returnPath(saved)));
      return false;
    }
    return true;
  };

  const input = (color: string, share: Sharing = sharing): CustomizationInput => ({
    type: document.type,
    color,
    size: document.size,
    sides: document.sides,
    shared: share.shared,
    shareUploads: share.shared && share.shareUploads,
  });

  const fail = (error: unknown) =>
    setMessage({
      text: isApiError(error) ? error.message : messages.failed,
      tone: "danger",
    });

  async function persist(color: string, asCopy: boolean, share?: Sharing): Promise<Customization> {
    const body = input(color, share);
    const answer =
      saved && !asCopy
        ? await client.PUT("/auth/user/customization/{id}", { params: { path: { id: saved._id } }, body })
        : await client.POST("/auth/user/customization", { body });
    if (!answer.data) throw answer.error;
    onSaved(answer.data.data);
    return answer.data.data;
  }

  async function run(name: ActionName, work: (color: string) => Promise<void>) {
    if (pending || !ready()) return;
    setPending(name);
    try {
      await work(document.color as string);
    } catch (error) {
      fail(error);
    } finally {
      setPending(null);
    }
  }

  return {
    pending,
    colorError,
    message,
    sharing,
    addToWishlist: () =>
      run("wishlist", async (color) => {
        const answer = await client.POST("/wishlist/customization", {
          body: { customizationData: input(color) },
        });
        if (!answer.data) throw answer.error;
        setMessage({ text: messages.addedToWishlist, tone: "success" });
      }),
    save: () =>
      run("save", async (color) => {
        await persist(color, false);
        setMessage({ text: messages.saved, tone: "success" });
      }),
    saveCopy: () =>
      run("copy", async (color) => {
        await persist(color, true);
        setMessage({ text: messages.savedCopy, tone: "success" });
      }),
    share: (next: Sharing) =>
      run("share", async (color) => {
        const design = await persist(color, false, next);
        setMessage({
          text: design.shared ? messages.sharedOn : messages.sharedOff,
          tone: "success",
        });
      }),
    addToCart: () =>
      run("cart", async (color) => {
        const design = await persist(color, false);
        await addCartItem.mutateAsync({
          body: {
            productId: design.productId,
            variantId: design.variantId,
            size: design.size,
            quantity: 1,
            customizationId: design._id,
          },
        });
        setMessage({ text: messages.addedToBag, tone: "success" });
      }),
    orderNow: () =>
      run("order", async (color) => {
        const design = await persist(color, false);
        navigate(designCheckoutPath(design, design._id));
      }),
  };
}
