import { useId } from "react";
import { useLocation } from "react-router";
import { panel, panelActions, panelText, panelTitle } from "../../design/panel.css";
import { ButtonLink } from "../Button";

export interface SignInPromptProps {
  /** e.g. "Log in to see your wishlist". */
  title: string;
  /** What the page shows once signed in. */
  text: string;
}

/** A signed-in page seen by a guest: why, and Log In / Sign Up, both coming back to this page. */
export function SignInPrompt({ title, text }: SignInPromptProps) {
  const { pathname, search } = useLocation();
  const titleId = useId();
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return (
    <section className={panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={panelTitle}>
        {title}
      </h2>
      <p className={panelText}>{text}</p>
      <div className={panelActions}>
        <ButtonLink href={`/login?redirect=${redirect}`}>Log In</ButtonLink>
        <ButtonLink href={`/signup?redirect=${redirect}`} variant="secondary">
          Sign Up
        </ButtonLink>
      </div>
    </section>
  );
}
