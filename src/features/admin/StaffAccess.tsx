import { type ReactNode, useId } from "react";
import { useLocation } from "react-router";
import { ButtonLink } from "../../components/Button";
import { panel, panelActions, panelText, panelTitle } from "../../design/panel.css";
import { withRedirect } from "../../session/redirect";
import type { User } from "../../session/session";
import { staffMessages } from "./staffMessages";

/** Who is looking at the board: the route's loader answers 401, 403 or the board by it, as the screen. */
export type StaffAccess = "guest" | "shopper" | "staff";

export const staffAccessOf = (user: Pick<User, "role"> | null): StaffAccess =>
  !user ? "guest" : user.role === "staff" ? "staff" : "shopper";

export function AccessPanel({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  const titleId = useId();
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelTitle}>
        {title}
      </h2>
      <p className={panelText}>{text}</p>
      <div className={panelActions}>{action}</div>
    </section>
  );
}

/** A guest on a staff screen (401): log in, coming back to it with its filters. `text` names the screen
 * (the orders board's words by default). */
export function StaffGuestPanel({ text = staffMessages.guestText }: { text?: string }) {
  const { pathname, search } = useLocation();
  return (
    <AccessPanel
      title={staffMessages.guestTitle}
      text={text}
      action={<ButtonLink href={withRedirect("/login", `${pathname}${search}`)}>Log In</ButtonLink>}
    />
  );
}

/** A signed-in shopper on a staff screen (403): staff only, and the way back to the shop. */
export function StaffOnlyPanel({ text = staffMessages.forbiddenText }: { text?: string }) {
  return (
    <AccessPanel
      title={staffMessages.forbiddenTitle}
      text={text}
      action={<ButtonLink href="/">{staffMessages.forbiddenAction}</ButtonLink>}
    />
  );
}
