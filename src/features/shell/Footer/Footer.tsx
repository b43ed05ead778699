import { memo } from "react";
import { AppLink } from "../../../components/Link";
import { brand, formatAddress } from "../../../lib/brand";
import { FOOTER_CARE_LINKS, FOOTER_POLICY_LINKS, FOOTER_PRODUCT_LINKS } from "../links";
import * as styles from "./Footer.css";

const mailto = (address: string) => `mailto:${address}`;

/**
 * The footer of every main-layout page: Products, Customer Care, Contact Us and Our
 * Policy, with the brand's details from src/lib/brand.ts, and the bottom line with the logo, the year
 * and 'All rights reserved.'.
 *
 * Memoised: nothing in it changes with the page, and the layout renders again on every navigation
 * (docs/decisions/prefetching-next-pages.md#links-that-stay-still).
 */
export const Footer = memo(function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <LinkColumn id="footer-products" title="Products" links={FOOTER_PRODUCT_LINKS} />

        <section className={styles.column} aria-labelledby="footer-care">
          <h2 id="footer-care" className={styles.heading}>
            Customer Care
          </h2>
          <ul className={styles.list}>
            <SiteLinks links={FOOTER_CARE_LINKS} />
            <ContactLines email={brand.careEmail} addressLabel="Office" address={brand.officeAddress} />
          </ul>
        </section>

        <section className={styles.column} aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.heading}>
            Contact Us
          </h2>
          <ul className={styles.list}>
            <ContactLines email={brand.infoEmail} addressLabel="Store" address={brand.storeAddress} />
          </ul>
          <ul className={styles.social} aria-label="Follow us">
            {brand.social.map((item) => (
              <li key={item.network}>
                <AppLink
                  href={item.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.socialLink}
                  aria-label={`${brand.name} on ${item.network} (opens in a new tab)`}
                >
                  {item.network}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>

        <LinkColumn id="footer-policy" title="Our Policy" links={FOOTER_POLICY_LINKS} />
      </div>

      <div className={styles.bottom}>
        <AppLink href="/" className={styles.logo} aria-label={`${brand.name} home`}>
          {brand.wordmark}
        </AppLink>
        <p className={styles.copyright}>{`© ${year} ${brand.name}. All rights reserved.`}</p>
      </div>
    </footer>
  );
});

/** A titled column of site links (Products, Our Policy). */
function LinkColumn({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: readonly { href: string; label: string }[];
}) {
  return (
    <section className={styles.column} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        <SiteLinks links={links} />
      </ul>
    </section>
  );
}

/** Links to the shop's own pages, one list item each. */
function SiteLinks({ links }: { links: readonly { href: string; label: string }[] }) {
  return links.map((link) => (
    <li key={link.href}>
      <AppLink href={link.href} className={styles.link}>
        {link.label}
      </AppLink>
    </li>
  ));
}

/** A mailbox, the phone number and a postal address: the lines both contact columns share. */
function ContactLines({
  email,
  addressLabel,
  address,
}: {
  email: string;
  addressLabel: string;
  address: Parameters<typeof formatAddress>[0];
}) {
  return (
    <>
      <li>
        <AppLink href={mailto(email)} className={styles.link}>
          {email}
        </AppLink>
      </li>
      <li>
        <AppLink href={brand.phoneHref} className={styles.link}>
          {brand.phone}
        </AppLink>
      </li>
      <li>
        <address className={styles.address}>
          <span className={styles.label}>{`${addressLabel}: `}</span>
          {formatAddress(address)}
        </address>
      </li>
    </>
  );
}
