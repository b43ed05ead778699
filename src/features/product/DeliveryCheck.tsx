import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Form } from "react-aria-components";
import { useLocation, useSearchParams } from "react-router";
import { useApi } from "../../api/ApiProvider";
import type { ApiQueryClient } from "../../api/client";
import type { Serviceability } from "../../api/types";
import { Button } from "../../components/Button";
import { Icon } from "../../components/Icon";
import { TextField } from "../../components/TextField";
import { callout } from "../../design/callout.css";
import { PINCODE_RULE } from "../../lib/accountRules";
import { formatDeliveryDate } from "../../lib/deliveryDate";
import { isOffline, isOfflineForAction, OFFLINE_ACTION_MESSAGE } from "../../lib/online";
import { readLastPincode, saveLastPincode } from "./lastPincode";
import * as styles from "./DeliveryCheck.css";

// The shop's messages, word for word (docs/product.md#messages), but for their ✅ / ❌: an emoji is drawn
// from a font the device may not have (an empty box then), so the answer draws its own tick and cross.
export const INVALID_PINCODE = "Please enter a valid 6-digit pincode.";
export const DELIVERY_AVAILABLE = "Delivery is available at this pincode.";
export const DELIVERY_UNAVAILABLE = "Sorry, delivery is not available at this location.";
export const DELIVERY_CHECK_FAILED = "Something went wrong. Please try again later.";

/** The pincode's field name: the check is a GET form, so before the page's code has arrived (or without
 * JavaScript) it opens the page again with `?pincode=…`, checked by the server (product route's loader). */
export const PINCODE_PARAM = "pincode";

/** The serviceability query of a pincode: the screen reads it, the product page's loader prefetches it. */
export function serviceabilityOptions(hooks: ApiQueryClient, pin: string) {
  return hooks.queryOptions("get", "/pincode/{pin}/serviceability", { params: { path: { pin } } });
}

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
  // A pincode sent by the form before the page's code arrived is in the address, answered by the server.
  const [searchParams] = useSearchParams();
  // The page itself, without a #fragment the shopper followed (it would scroll the answer away).
  const { pathname } = useLocation();
  const asked = searchParams.get(PINCODE_PARAM)?.trim() ?? null;
  const [input, setInput] = useState(asked ?? "");
  const [invalid, setInvalid] = useState(asked !== null && !PINCODE_RULE.test(asked));
  const [checked, setChecked] = useState<string | null>(asked && PINCODE_RULE.test(asked) ? asked : null);
  // Pressed offline: the check is not asked at all, and the shopper is told it needs the network
  // (docs/decisions/offline-shop.md#offline).
  const [offline, setOffline] = useState(false);

  // After hydration (the server has no storage): the remembered pincode, checked again, unless the address
  // names one (then that one is remembered).
  useEffect(() => {
    if (asked !== null) {
      if (PINCODE_RULE.test(asked)) saveLastPincode(asked);
      return;
    }
    const last = readLastPincode();
    if (last && PINCODE_RULE.test(last)) {
      setInput(last);
      setChecked(last);
    }
  }, [asked]);

  const query = useQuery({
    ...serviceabilityOptions(hooks, checked ?? ""),
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
    const nowOffline = isOfflineForAction();
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
      <Form
        className={styles.form}
        onSubmit={check}
        validationBehavior="aria"
        method="get"
        action={pathname}
        data-native-submit
      >
        <TextField
          label="Pincode"
          name={PINCODE_PARAM}
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
