import { Link } from "../../components/Link";
import { brand, formatAddress } from "../../lib/brand";
import * as styles from "./content.css";
import { deliveryText, returnWindowText } from "../../lib/policy";

const SELF_HELP = [
  { href: "/faquetions", label: "Frequently asked questions" },
  { href: "/return-cancellation", label: "Cancellation and returns" },
  { href: "/terms", label: "Terms and conditions" },
  { href: "/privacypolicy", label: "Privacy policy" },
] as const;

/** /help-support: call, email and social links (a static page), plus the self-help pages. */
export function HelpSupportScreen() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Help and Support</h1>
        <p className={styles.lead}>
          {`We're here to help with orders, sizes, delivery, returns and anything else. Delivery across India takes ${deliveryText}; returns are accepted within ${returnWindowText} of delivery.`}
        </p>
      </header>
      <div className={styles.cards}>
        <section aria-labelledby="help-call" className={styles.card}>
          <h2 id="help-call" className={styles.cardHeading}>
            Call us
          </h2>
          <p className={styles.paragraph}>Monday to Saturday, 10 am to 7 pm.</p>
          <p className={styles.paragraph}>
            <Link href={brand.phoneHref} variant="standalone">
              {brand.phone}
            </Link>
          </p>
        </section>
        <section aria-labelledby="help-email" className={styles.card}>
          <h2 id="help-email" className={styles.cardHeading}>
            Email us
          </h2>
          <ul className={styles.contactList}>
            <li>
              <span className={styles.label}>Orders and returns: </span>
              <Link href={`mailto:${brand.careEmail}`}>{brand.careEmail}</Link>
            </li>
            <li>
              <span className={styles.label}>Everything else: </span>
              <Link href={`mailto:${brand.infoEmail}`}>{brand.infoEmail}</Link>
            </li>
          </ul>
          <p className={styles.paragraph}>
            Or use our <Link href="/contact">contact form</Link>; we usually reply within one working day.
          </p>
        </section>
        <section aria-labelledby="help-complaint" className={styles.card}>
          <h2 id="help-complaint" className={styles.cardHeading}>
            Make a complaint
          </h2>
          <p className={styles.paragraph}>
            Something went wrong? File a complaint and get a ticket number at once. We acknowledge it within
            48 hours and resolve it within one month.
          </p>
          <p className={styles.paragraph}>
            <Link href="/complaint" variant="standalone">
              Make a complaint
            </Link>
          </p>
        </section>
        <section aria-labelledby="help-social" className={styles.card}>
          <h2 id="help-social" className={styles.cardHeading}>
            Follow and find us
          </h2>
          <ul className={styles.inlineLinks}>
            {brand.social.map((link) => (
              <li key={link.network}>
                <Link
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${link.network} (opens in a new tab)`}
                >
                  {link.network}
                </Link>
              </li>
            ))}
          </ul>
          <p className={styles.paragraph}>
            <span className={styles.label}>Store: </span>
            {formatAddress(brand.storeAddress)}
          </p>
        </section>
        <section aria-labelledby="help-self" className={styles.card}>
          <h2 id="help-self" className={styles.cardHeading}>
            Find answers yourself
          </h2>
          <ul className={styles.contactList}>
            {SELF_HELP.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
