import type { ReactNode } from "react";
import { Link } from "../../components/Link";
import { formatAddress, type PostalAddress, seller, telHref } from "../../lib/brand";
import * as styles from "./content.css";

/** The page's words (stories and tests read these). */
export const sellerDetailsMessages = {
  title: "Seller Details",
  lead: "Who sells to you on this shop and how to reach us, as the Consumer Protection (E-Commerce) Rules, 2020 ask.",
  seller: "The seller",
  branches: "Our places of business",
  care: "Customer care contacts",
  grievance: "Grievance officer",
  grievanceLead:
    "If customer care has not settled a complaint, write to our grievance officer. We acknowledge every complaint within 48 hours and resolve it within one month of receiving it.",
} as const;

const m = sellerDetailsMessages;

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li>
      <span className={styles.label}>{`${label}: `}</span>
      {children}
    </li>
  );
}

function Address({ address }: { address: PostalAddress }) {
  return <address className={styles.address}>{formatAddress(address)}</address>;
}

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={styles.section}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * /seller-details: the legal name, registered office and branches, customer care's email, phone and hours,
 * and the grievance officer's name, designation and contact (Consumer Protection (E-Commerce) Rules, 2020,
 * Rule 4(2) and 4(4)), every value from the seller's details in src/lib/brand.ts
 * (docs/decisions/seller-disclosures.md#seller-details).
 */
export function SellerDetailsScreen() {
  const officer = seller.grievanceOfficer;
  return (
    <article className={styles.page} aria-labelledby="seller-title">
      <header className={styles.header}>
        <h1 id="seller-title" className={styles.title}>
          {m.title}
        </h1>
        <p className={styles.lead}>{m.lead}</p>
      </header>

      <Section id="seller" heading={m.seller}>
        <ul className={styles.contactList}>
          <Detail label="Legal name">{seller.legalName}</Detail>
          <Detail label="Registered office">
            <Address address={seller.registeredAddress} />
          </Detail>
          <Detail label="GSTIN">{seller.gstin}</Detail>
        </ul>
      </Section>

      {seller.branches.length > 0 ? (
        <Section id="branches" heading={m.branches}>
          <ul className={styles.contactList}>
            {seller.branches.map((branch) => (
              <Detail key={branch.name} label={branch.name}>
                <Address address={branch.address} />
              </Detail>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="customer-care" heading={m.care}>
        <ul className={styles.contactList}>
          <Detail label="Email">
            <Link href={`mailto:${seller.careEmail}`}>{seller.careEmail}</Link>
          </Detail>
          <Detail label="Phone">
            <Link href={telHref(seller.carePhone)}>{seller.carePhone}</Link>
          </Detail>
          <Detail label="Hours">{seller.careHours}</Detail>
        </ul>
        <p className={styles.paragraph}>
          You can also write to us through our <Link href="/contact">contact form</Link> or read{" "}
          <Link href="/help-support">Help &amp; Support</Link>.
        </p>
      </Section>

      <Section id="grievance-officer" heading={m.grievance}>
        <p className={styles.paragraph}>{m.grievanceLead}</p>
        <ul className={styles.contactList}>
          <Detail label="Name">{officer.name}</Detail>
          <Detail label="Designation">{officer.designation}</Detail>
          <Detail label="Email">
            <Link href={`mailto:${officer.email}`}>{officer.email}</Link>
          </Detail>
          <Detail label="Phone">
            <Link href={telHref(officer.phone)}>{officer.phone}</Link>
          </Detail>
          <Detail label="Address">
            <Address address={seller.registeredAddress} />
          </Detail>
        </ul>
      </Section>
    </article>
  );
}
