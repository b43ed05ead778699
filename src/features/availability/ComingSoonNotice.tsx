import { useSyncExternalStore } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "../../components/Button";
import { Link } from "../../components/Link";
import { brand } from "../../lib/brand";
import * as styles from "./Availability.css";
import { useGoBack } from "../../hooks/useGoBack";

/** The pages that are a notice: the Store (Bottom Wear was one in the original shop; this shop sells joggers
 * and jeans, so it is a listing). */
export type ComingSoonKind = "store";

const COPY: Record<ComingSoonKind, { title: string; text: string }> = {
  store: {
    title: "Store Opening Soon",
    text: `Our store opens in ${brand.launch.storeMonth}. We can't wait to welcome you!`,
  },
};

const noop = () => () => {};
/** false on the server and while hydrating, true after: the modal only exists in the browser. */
function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

function NoticeBody({
  kind,
  onClose,
  titleSlot,
}: {
  kind: ComingSoonKind;
  onClose: () => void;
  titleSlot: boolean;
}) {
  const copy = COPY[kind];
  return (
    <>
      {titleSlot ? (
        <Heading slot="title" className={styles.title}>
          {copy.title}
        </Heading>
      ) : (
        <h1 className={styles.title}>{copy.title}</h1>
      )}
      <p className={styles.text}>{copy.text}</p>
      <p className={styles.text}>For any queries, reach us at:</p>
      <ul className={styles.contacts}>
        <li>
          Email: <Link href={`mailto:${brand.careEmail}`}>{brand.careEmail}</Link>
        </li>
        <li>
          Mobile: <Link href={brand.phoneHref}>{brand.phone}</Link>
        </li>
      </ul>
      <Button onPress={onClose}>Close</Button>
    </>
  );
}

/**
 * The Store page: a modal 'Store Opening Soon' saying the launch month (the original shop's Bottom wear
 * notice is a listing here, as the shop sells joggers and jeans), with the contact email and mobile lines; Close (or Escape, or a click outside)
 * goes back one step in history, or home when that would leave the shop (the shopper came from another
 * site or opened the URL directly). The server renders the same notice as a page.
 */
export function ComingSoonNotice({ kind }: { kind: ComingSoonKind }) {
  const goBack = useGoBack();
  const isClient = useIsClient();
  if (!isClient) {
    return (
      <div className={styles.page}>
        <section className={`${styles.card} ${styles.body}`}>
          <NoticeBody kind={kind} onClose={goBack} titleSlot={false} />
        </section>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <ModalOverlay
        className={styles.overlay}
        isOpen
        isDismissable
        onOpenChange={(open) => {
          if (!open) goBack();
        }}
      >
        <Modal className={styles.card}>
          <Dialog className={styles.body}>
            <NoticeBody kind={kind} onClose={goBack} titleSlot />
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}
