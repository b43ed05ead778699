import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form } from "react-aria-components";
import { useApi } from "../../api/ApiProvider";
import type { Serviceability } from "../../api/types";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { TextField } from "../../components/TextField";
import { callout } from "../../design/callout.css";
import { PINCODE_RULE } from "../../lib/accountRules";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { isOffline, OFFLINE_ACTION_MESSAGE } from "../../lib/online";
import { readLastPincode, saveLastPincode } from "./lastPincode";
import * as styles from "./DeliveryCheck.css";

// The shop's messages, word for word (docs/product.md#messages), but for their ✅ / ❌: an emoji is drawn
// from a font the device may not have (an empty box then), so the answer draws its own tick and cross.
export const INVALID_PINCODE = "Please enter a valid 6-digit pincode.";
export const DELIVERY_AVAILABLE = "Delivery is available at this pincode.";
export const DELIVERY_UNAVAILABLE = "Sorry, delivery is not available at this location.";
export const DELIVERY_CHECK_FAILED = "Something went wrong. Please try again later.";

const TickIcon = () => (
  <Icon size={18} strokeWidth={2.2}>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.8 2.8L16.5 9.5" />
  </Icon>
);

const CrossIcon = () => (
  <Icon size={18} strokeWidth={2.2}>
    <circle cx="12" cy="12" r="9" />
    <path d="m9 9 6 6M15 9l-6 6" />
  </Icon>
);

/** The answer's first line: its drawn mark (hidden from screen readers, as the words say it) and words. */
function Verdict({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <p className={styles.verdict}>
      <span className={styles.mark}>{icon}</span>
      {text}
    </p>
  );
}

function Answer({ answer }: { answer: Serviceability }) {
  if (!answer.isServiceable) {
    return (
      <div className={callout({ tone: "danger" })}>
        <Verdict icon={<CrossIcon />} text={DELIVERY_UNAVAILABLE} />
        {answer.city ? <p className={styles.line}>{`${answer.city}, ${answer.state}`}</p> : null}
      </div>
    );
  }
  const date = answer.estimatedDelivery ? formatDeliveryDate(answer.estimatedDelivery) : null;
  return (
    <div className={callout({ tone: "success" })}>
      <Verdict icon={<TickIcon />} text={DELIVERY_AVAILABLE} />
      {answer.city ? <p className={styles.line}>{`Delivering to ${answer.city}, ${answer.state}`}</p> : null}
      {date ? <p className={styles.strong}>{`Get it by ${date}`}</p> : null}
      <p className={styles.line}>
        {answer.codAvailable ? "Cash on delivery available" : "Cash on delivery not available here"}
      </p>
    </div>
  );
}

/**
 * Delivery check by pincode: six digits or 'Please enter a valid 6-digit pincode.';
 * then GET /pincode/{pin}/serviceability and the shop's message, the town, cash on delivery there and the
 * estimated date. The last pincode checked is remembered in this browser and checked again next time.
 * `onServedChange` hears whether the pincode shown is one we deliver to (null while none is answered), so
 * the page words its delivery promise for it.
 */
export function DeliveryCheck({ onServedChange }: { onServedChange?: (served: boolean | null) => void }) {
  const { hooks } = useApi();
  const [input, setInput] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [checked, setChecked] = useState<string | null>(null);
  // Pressed offline: the check is not asked at all, and the shopper is told it needs the network
  // (docs/decisions/offline-shop.md#offline).
  const [offline, setOffline] = useState(false);

  // After hydration (the server has no storage): the remembered pincode, checked again.
  useEffect(() => {
    const last = readLastPincode();
    if (last && PINCODE_RULE.test(last)) {
      setInput(last);
      setChecked(last);
    }
  }, []);

  const query = useQuery({
    ...hooks.queryOptions("get", "/pincode/{pin}/serviceability", {
      params: { path: { pin: checked ?? "" } },
    }),
    enabled: checked !== null && !offline,
    // Sent now or failing now: never waiting in silence for the network to come back.
    networkMode: "always",
  });

  const served = checked && query.data ? query.data.data.data.isServiceable : null;
  useEffect(() => onServedChange?.(served), [served, onServedChange]);

  const check = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const pincode = input.trim();
    if (!PINCODE_RULE.test(pincode)) {
      setInvalid(true);
      setChecked(null);
      return;
    }
    setInvalid(false);
    const nowOffline = isOffline();
    setOffline(nowOffline);
    setChecked(pincode);
    saveLastPincode(pincode);
    if (pincode === checked && !nowOffline) void query.refetch();
  };

  return (
    <section className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.title}>
        Check delivery
      </h2>
      <Form className={styles.form} onSubmit={check} validationBehavior="aria">
        <TextField
          label="Pincode"
          className={styles.field}
          value={input}
          onChange={(value) => {
            setInput(value.replace(/\D/g, "").slice(0, 6));
            setInvalid(false);
          }}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          isInvalid={invalid}
          errorMessage={INVALID_PINCODE}
        />
        <div className={styles.button}>
          <Button
            type="submit"
            variant="secondary"
            isPending={query.isFetching}
            pendingLabel="Checking delivery"
          >
            Check
          </Button>
        </div>
      </Form>
      <div aria-live="polite" className={styles.answer}>
        {checked && (offline || (query.isError && isOffline())) ? (
          <p className={callout({ tone: "danger" })}>{OFFLINE_ACTION_MESSAGE}</p>
        ) : checked && query.isError ? (
          <p className={callout({ tone: "danger" })}>{DELIVERY_CHECK_FAILED}</p>
        ) : checked && query.data ? (
          <Answer answer={query.data.data.data} />
        ) : null}
      </div>
    </section>
  );
}
