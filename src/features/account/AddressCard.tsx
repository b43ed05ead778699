import { Badge } from "../../components/Badge";
import { Button } from "../../components/Button";
import * as styles from "./AddressBook.css";
import { ADDRESS_TYPE_LABELS, type Address, addressHeading, addressLines } from "./addressBook";

export interface AddressCardProps {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onSetDefault: () => void;
  /** This card's "Set as default" call is running. */
  isSettingDefault: boolean;
  /** Some change is running: the card's actions wait. */
  isBusy: boolean;
}

export const addressCardId = (address: Pick<Address, "_id">) => `address-${address._id}`;

/** One saved address: who and where, its type, a "Default" badge, and Edit / Delete / Set as default. */
export function AddressCard({
  address,
  onEdit,
  onDelete,
  onSetDefault,
  isSettingDefault,
  isBusy,
}: AddressCardProps) {
  const id = addressCardId(address);
  const { title, lines, label } = addressHeading(address);
  return (
    <article
      id={id}
      tabIndex={-1}
      aria-label={label}
      data-default={address.isDefault || undefined}
      className={styles.card}
    >
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>{title}</h2>
        <Badge>{ADDRESS_TYPE_LABELS[address.addressType]}</Badge>
        {address.isDefault ? <Badge tone="success">Default</Badge> : null}
      </div>
      <PostalLines lines={lines} />
      {address.phoneNumber ? <p className={styles.phone}>{`Phone: ${address.phoneNumber}`}</p> : null}
      <div className={styles.cardActions}>
        <Button size="sm" variant="secondary" onPress={onEdit} isDisabled={isBusy}>
          Edit
        </Button>
        <Button size="sm" variant="secondary" onPress={onDelete} isDisabled={isBusy}>
          Delete
        </Button>
        {address.isDefault ? null : (
          <Button size="sm" variant="ghost" onPress={onSetDefault} isDisabled={isBusy}>
            {isSettingDefault ? "Setting default…" : "Set as default"}
          </Button>
        )}
      </div>
    </article>
  );
}

/** The address as the lines of a postal address. */
export function AddressLines({ address }: { address: Parameters<typeof addressLines>[0] }) {
  return <PostalLines lines={addressLines(address)} />;
}

function PostalLines({ lines }: { lines: readonly string[] }) {
  return (
    <address className={styles.lines}>
      {lines.map((line) => (
        <span key={line} className={styles.line}>
          {line}
        </span>
      ))}
    </address>
  );
}
