import { type ReactNode, useId } from "react";
import { panel, panelActions, panelText, panelTitle } from "../../design/panel.css";

/** A message in place of the checkout (nothing to buy, a customised order, a failure) with its ways on. */
export function CheckoutNotice({
  title,
  text,
  role,
  level = 2,
  children,
}: {
  title: string;
  /** 1 when the notice is the page's own content (the payment screens). */
  level?: 1 | 2;
  text?: ReactNode;
  /** "alert" for a failure, so it is announced. */
  role?: "alert";
  children?: ReactNode;
}) {
  const titleId = useId();
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <section className={panel} aria-labelledby={titleId} role={role}>
      <Heading id={titleId} className={panelTitle}>
        {title}
      </Heading>
      {text ? <p className={panelText}>{text}</p> : null}
      {children ? <div className={panelActions}>{children}</div> : null}
    </section>
  );
}
