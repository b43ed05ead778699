import { type ReactNode, useEffect, useRef, useState } from "react";
import { toast } from "../../components/Toast";
import { errorMessage, isApiError } from "../../api/errors";
import { Button } from "../../components/Button";
import { SignInPrompt } from "../../components/SignInPrompt";
import { Spinner } from "../../components/Spinner";
import { useSession } from "../../session/session";
import { AddressCard, addressCardId } from "./AddressCard";
import * as styles from "./AddressBook.css";
import { AddressFormDialog, type AddressFormTarget } from "./AddressFormDialog";
import { MAX_ADDRESSES } from "../../lib/accountRules";
import { type Address, addressBookMessages as messages, sortAddresses } from "./addressBook";
import { DeleteAddressDialog } from "./DeleteAddressDialog";
import { addressPath, useAddresses, useSetDefaultAddress } from "./useAddressBook";

type FocusTarget = { kind: "heading" } | { kind: "card"; id: string } | null;

/**
 * /account/addresses: the signed-in shopper's address book. Default first with a "Default" badge; Add and
 * Edit in a dialog (name, phone number, the address fields, "Set as default address"), Delete after a
 * confirmation, Set as default. Loading, empty, error (Try Again) and guest states; every change shows
 * progress, refreshes the list and the session, and reports the server's message when it fails.
 */
export function AddressBookScreen() {
  const session = useSession();
  const user = session.user;
  const addresses = useAddresses(Boolean(user));
  const setDefault = useSetDefaultAddress();
  const [formTarget, setFormTarget] = useState<AddressFormTarget | null>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const list = addresses.data ? sortAddresses(addresses.data.data) : [];

  // Focus that would otherwise fall to the page: after a delete (its card is gone) to the heading; after
  // "Set as default" (that button is gone) to the card that moved to the top.
  useEffect(() => {
    if (!focusTarget) return;
    const element =
      focusTarget.kind === "heading" ? headingRef.current : document.getElementById(focusTarget.id);
    element?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const makeDefault = (address: Address) => {
    setDefault.mutate(addressPath(address._id), {
      onSuccess: () => {
        toast.success(messages.defaultSet);
        setFocusTarget({ kind: "card", id: addressCardId(address) });
      },
      onError: (error) => toast.error(errorMessage(error, messages.defaultFailed)),
    });
  };

  // A new address is delivered to the shopper unless they say otherwise: name and phone start as theirs.
  const openAdd = () =>
    setFormTarget({
      kind: "add",
      isFirst: list.length === 0,
      prefill: user ? { name: user.name, phoneNumber: user.phone } : undefined,
    });
  const atLimit = list.length >= MAX_ADDRESSES;

  let body: ReactNode;
  if (session.isPending || (user && addresses.isPending)) {
    body = (
      <div className={styles.panel}>
        <Spinner label="Loading addresses" />
      </div>
    );
  } else if (!user || (isApiError(addresses.error) && addresses.error.status === 401)) {
    // A guest, or a session that ended since the page loaded.
    body = (
      <SignInPrompt
        title={messages.guest}
        text="Your saved delivery addresses appear here once you are signed in."
      />
    );
  } else if (addresses.isError) {
    body = (
      <div className={styles.panel} role="alert">
        <p className={styles.panelTitle}>{messages.loadFailed}</p>
        <p className={styles.errorText}>{errorMessage(addresses.error, "Please try again.")}</p>
        <Button onPress={() => addresses.refetch()} isDisabled={addresses.isFetching}>
          {addresses.isFetching ? "Trying again…" : "Try Again"}
        </Button>
      </div>
    );
  } else if (list.length === 0) {
    body = (
      <section className={styles.panel} aria-labelledby="addresses-empty-title">
        <h2 id="addresses-empty-title" className={styles.panelTitle}>
          {messages.empty}
        </h2>
        <p className={styles.panelText}>{messages.emptyHint}</p>
        <Button onPress={openAdd}>Add Address</Button>
      </section>
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Saved addresses">
        {list.map((address) => (
          <li key={address._id}>
            <AddressCard
              address={address}
              onEdit={() => setFormTarget({ kind: "edit", address })}
              onDelete={() => setDeleting(address)}
              onSetDefault={() => makeDefault(address)}
              isSettingDefault={setDefault.isPending && setDefault.variables?.params.path.id === address._id}
              isBusy={setDefault.isPending}
            />
          </li>
        ))}
      </ul>
    );
  }

  const showHeaderAdd = Boolean(user) && addresses.isSuccess && list.length > 0;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {messages.title}
          </h1>
          {showHeaderAdd ? (
            <p className={styles.subtitle}>
              {list.length === 1 ? "1 saved address" : `${list.length} saved addresses`}
              {atLimit ? ` · ${messages.limitReached}` : ""}
            </p>
          ) : null}
        </div>
        {showHeaderAdd ? (
          <Button onPress={openAdd} isDisabled={atLimit}>
            Add Address
          </Button>
        ) : null}
      </header>
      {body}
      <AddressFormDialog
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={(kind) => {
          // The first address replaces the empty panel, and with it the button that opened the dialog.
          if (formTarget?.kind === "add" && formTarget.isFirst) setFocusTarget({ kind: "heading" });
          setFormTarget(null);
          toast.success(kind === "add" ? messages.saved : messages.updated);
        }}
      />
      <DeleteAddressDialog
        address={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          toast.success(messages.deleted);
          setFocusTarget({ kind: "heading" });
        }}
      />
    </div>
  );
}
