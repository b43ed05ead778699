import type { ReactNode } from "react";
import { Icon } from "../../../components/Icon";
import { brand } from "../../../lib/brand";
import * as styles from "./TrustStrip.css";

const CashIcon = () => (
  <Icon size={20}>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" />
  </Icon>
);

const ReturnIcon = () => (
  <Icon size={20}>
    <path d="M4 9h11a5 5 0 0 1 0 10H9" />
    <path d="m8 5-4 4 4 4" />
  </Icon>
);

const TruckIcon = () => (
  <Icon size={20}>
    <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
    <circle cx="7" cy="18" r="1.8" />
    <circle cx="17.5" cy="18" r="1.8" />
  </Icon>
);

const LockIcon = () => (
  <Icon size={20}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);

/** The delivery promise, and its words beside a pincode we do not deliver to (no promise made there). */
export const FREE_DELIVERY = "Free delivery across India";
export const FREE_DELIVERY_WHERE_SERVED = "Free delivery wherever we deliver";

export interface TrustStripProps {
  /** Whether cash on delivery is offered (a product page says it only for a product that takes it). */
  cashOnDelivery?: boolean;
  /** Days to return in (the shop's 7 by default; a product page passes its own, 0 for none). */
  returnDays?: number;
  /** False beside a pincode the shop does not deliver to (the product page's delivery check said so). */
  deliversHere?: boolean;
  className?: string;
}

/**
 * What a first-time shopper wants to know before trusting a new shop, near the top of the home and product
 * pages: cash on delivery, the return window, free delivery across India, secure payments. Only what holds
 * for the page: a product that takes no COD or no returns does not promise them, and beside a pincode we
 * do not serve, free delivery is not promised "across India".
 */
export function TrustStrip({
  cashOnDelivery = true,
  returnDays = brand.returnDays,
  deliversHere = true,
  className,
}: TrustStripProps) {
  const promises: [string, ReactNode][] = [
    ...(cashOnDelivery ? [["Cash on delivery", <CashIcon key="cod" />] as [string, ReactNode]] : []),
    ...(returnDays > 0
      ? [[`${returnDays}-day returns`, <ReturnIcon key="returns" />] as [string, ReactNode]]
      : []),
    [deliversHere ? FREE_DELIVERY : FREE_DELIVERY_WHERE_SERVED, <TruckIcon key="delivery" />],
    ["Secure payments", <LockIcon key="payments" />],
  ];
  return (
    <ul
      className={className ? `${styles.strip} ${className}` : styles.strip}
      aria-label={`Shopping with ${brand.name}`}
    >
      {promises.map(([text, icon]) => (
        <li key={text} className={styles.item}>
          <span className={styles.icon}>{icon}</span>
          {text}
        </li>
      ))}
    </ul>
  );
}
