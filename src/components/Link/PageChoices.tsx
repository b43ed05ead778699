import { Link } from "./Link";
import * as styles from "./PageChoices.css";

export interface PageChoice {
  /** Unique among the choices. */
  id: string;
  label: string;
  href: string;
  isCurrent: boolean;
}

/**
 * Choices that are pages of their own, in a row that looks like tabs: Upper Wear's categories, My Orders'
 * normal and customised orders, the staff's banner places and open or resolved complaints. Each is in the URL
 * (shareable, a reload keeps it, Back returns), so each is a link, the current one marked
 * `aria-current="page"`: they work before the page's code has arrived, and the page carries no tab widget
 * (react-aria's Tabs and its collection: My Orders 197.0 → 172.5 KB gzip by npm run bench:js, and ~90 ms on a
 * phone as a listing started, walking its grid for focusable elements). Changing choice keeps the scroll
 * position: the content below the row changes, not the page.
 */
export function PageChoices({ label, choices }: { label: string; choices: PageChoice[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.id} className={styles.choice}>
            <Link
              variant="pill"
              href={choice.href}
              aria-current={choice.isCurrent ? "page" : undefined}
              routerOptions={{ preventScrollReset: true }}
            >
              {choice.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
