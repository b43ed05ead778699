import { type ReactNode, useId } from "react";
import { useLocation } from "react-router";
import { isApiError } from "../../api/errors";
import { ButtonLink } from "../../components/Button";
import { Spinner } from "../../components/Spinner";
import { panel, panelActions, panelText, panelTitle } from "../../design/panel.css";
import { withRedirect } from "../../session/redirect";
import type { StaffPermission } from "../../api/types";
import { type User, useSession } from "../../session/session";
import { staffNavFor } from "./staffNav";
import { STAFF_ONLY } from "../../lib/staffAccessMessages";
import { staffMessages } from "./staffMessages";

/** Who is looking at a staff screen: the route's loader answers 401, 403 or the screen by it, as the screen
 * does. `noPermission`: staff whose account lacks the screen's permission (403 too). */
export type StaffAccess = "guest" | "shopper" | "noPermission" | "staff";

export const staffAccessOf = (
  user: Pick<User, "role" | "permissions"> | null,
  permission: StaffPermission,
): StaffAccess =>
  !user
    ? "guest"
    : user.role !== "staff"
      ? "shopper"
      : user.permissions?.includes(permission)
        ? "staff"
        : "noPermission";

/** The HTTP status a staff screen's page answers with for `access`. */
export const accessStatus = (access: StaffAccess) =>
  access === "guest" ? 401 : access === "staff" ? 200 : 403;

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

/** A guest on a staff screen (401): log in, coming back to the screen (with its filters). */
export function StaffGuestPanel({ screen }: { screen: string }) {
  const { pathname, search } = useLocation();
  return (
    <AccessPanel
      title={staffMessages.guestTitle}
      text={staffMessages.guestText(screen)}
      action={<ButtonLink href={withRedirect("/login", `${pathname}${search}`)}>Log In</ButtonLink>}
    />
  );
}

/** A signed-in shopper on a staff screen (403): staff only, and the way back to the shop. */
export function StaffOnlyPanel({ screen }: { screen: string }) {
  return (
    <AccessPanel
      title={staffMessages.forbiddenTitle}
      text={staffMessages.forbiddenText(screen)}
      action={<ButtonLink href="/">{staffMessages.forbiddenAction}</ButtonLink>}
    />
  );
}

/** Staff whose account may not use this screen (403): what it needs, who can grant it, and the first
 * screen the account may open instead (the shop when there is none). */
export function StaffNoPermissionPanel({ permission }: { permission: StaffPermission }) {
  const elsewhere = staffNavFor(useSession().user ?? null)[0];
  return (
    <AccessPanel
      title={staffMessages.noPermissionTitle}
      text={staffMessages.noPermissionText(permission)}
      action={
        elsewhere ? (
          <ButtonLink href={elsewhere.href}>{staffMessages.openScreenAction(elsewhere.label)}</ButtonLink>
        ) : (
          <ButtonLink href="/">{staffMessages.forbiddenAction}</ButtonLink>
        )
      }
    />
  );
}

/** What a staff screen is called in the refusals, and the permission it needs. */
export interface StaffScreen {
  /** "the orders board" without "the": "orders board". */
  screen: string;
  permission: StaffPermission;
}

/** The panel for someone who may not use a staff screen, or null for staff who may. */
export function StaffRefusal({ access, screen, permission }: StaffScreen & { access: StaffAccess }) {
  if (access === "guest") return <StaffGuestPanel screen={screen} />;
  if (access === "shopper") return <StaffOnlyPanel screen={screen} />;
  if (access === "noPermission") return <StaffNoPermissionPanel permission={permission} />;
  return null;
}

/** Who is looking at a staff screen needing `permission`: null while the session is read. */
export function useStaffAccess(permission: StaffPermission): StaffAccess | null {
  const session = useSession();
  return session.isPending ? null : staffAccessOf(session.user, permission);
}

/** A staff screen's body by who is looking: a spinner (in `stateClassName`) while the session is read, the
 * refusal for anyone who may not use the screen, else the screen itself. */
export function StaffGate({
  screen,
  permission,
  loadingLabel,
  stateClassName,
  children,
}: StaffScreen & { loadingLabel: string; stateClassName?: string; children: ReactNode }) {
  const access = useStaffAccess(permission);
  if (access === null) {
    return (
      <div className={stateClassName}>
        <Spinner label={loadingLabel} />
      </div>
    );
  }
  if (access !== "staff") return <StaffRefusal access={access} screen={screen} permission={permission} />;
  return <>{children}</>;
}

/** The panel for a staff call the API refused (the session ended, the role or a permission was taken
 * away meanwhile), or null when `error` is no refusal. */
export function apiRefusalPanel(error: unknown, { screen, permission }: StaffScreen): ReactNode {
  if (!isApiError(error)) return null;
  if (error.status === 401) return <StaffGuestPanel screen={screen} />;
  if (error.status !== 403) return null;
  return error.serverMessage === STAFF_ONLY ? (
    <StaffOnlyPanel screen={screen} />
  ) : (
    <StaffNoPermissionPanel permission={permission} />
  );
}
