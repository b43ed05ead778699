import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

import { columnPage } from "./layout.css";
import { pageTitle } from "./typography.css";
import { inline, stack } from "./stack.css";
import { surfaceBox } from "./surface.css";
import { textStyle } from "./text.css";

/** An account page's head: its title (and count) on the left, its main action on the right, a rule under. */
export const pageHeader = style([
  inline.md,
  {
    alignItems: "center",
    justifyContent: "space-between",
    paddingBottom: vars.space.lg,
    borderBottom: `1px solid ${vars.colors.border}`,
  },
]);

/** The page's h1, where focus goes when what had it disappears (no outline: it is not a control). */
export const focusablePageTitle = style([pageTitle, { outline: "none" }]);

// A page's message in place of its list (the account pages: empty, failed, signed out, loading): a dashed
// box with a title, a line of text and its actions, centred.
export const panel = style([
  stack.md,
  {
    alignItems: "center",
    padding: `${vars.space["2xl"]} ${vars.space.lg}`,
    border: `1px dashed ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    textAlign: "center",
  },
]);

export const panelTitle = textStyle({ size: "xl", weight: "bold" });
export const panelText = textStyle({ tone: "muted" });
export const panelActions = style([inline.sm, { justifyContent: "center" }]);

// The account's settings pages (My Data & Privacy, Your details): one column of sections, each a bordered
// card with its title, so the account pages read alike.
export const settingsPage = style([columnPage, { maxWidth: 760 }]);
export const settingsSubtitle = textStyle({ size: "sm", tone: "muted" });
export const settingsSection = style([surfaceBox, stack.sm, { padding: vars.space.lg }]);
export const settingsSectionTitle = textStyle({ size: "lg", weight: "bold" });
