import { Link } from "../../components/Link";
import { brand, formatAddress } from "../../lib/brand";
import * as styles from "./content.css";
import {
  type PolicyDocument,
  type PolicyItem,
  type PolicySection,
  policyItemText,
  privacyPolicy,
  returnCancellationPolicy,
  termsAndConditions,
} from "./documents";

/** A list item's words, with its link where it has one. */
function ItemWords({ item }: { item: PolicyItem }) {
  if (typeof item === "string") return item;
  const { text, link } = item;
  const at = text.indexOf(link.words);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <Link href={link.href}>{link.words}</Link>
      {text.slice(at + link.words.length)}
    </>
  );
}

function Section({ section }: { section: PolicySection }) {
  const headingId = `${section.id}-heading`;
  return (
    <section id={section.id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {section.heading}
      </h2>
      {section.paragraphs?.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {section.items ? (
        <ul className={styles.list}>
          {section.items.map((item) => (
            <li key={policyItemText(item)}>
              <ItemWords item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {section.table ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.tableCaption}>{section.table.caption}</caption>
            <thead>
              <tr>
                {section.table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.table.rows.map((row) => (
                <tr key={row[0]}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={cell} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={cell}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {section.after?.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
    </section>
  );
}

/** How to reach the shop about a policy: care email, phone, office address (from src/lib/brand.ts). */
export function PolicyContact() {
  return (
    <section aria-labelledby="policy-contact-heading" className={styles.contactCard}>
      <h2 id="policy-contact-heading" className={styles.sectionHeading}>
        Questions? Contact us
      </h2>
      <ul className={styles.contactList}>
        <li>
          <span className={styles.label}>Email: </span>
          <Link href={`mailto:${brand.careEmail}`}>{brand.careEmail}</Link>
        </li>
        <li>
          <span className={styles.label}>Phone: </span>
          <Link href={brand.phoneHref}>{brand.phone}</Link>
        </li>
        <li>
          <span className={styles.label}>Office: </span>
          {formatAddress(brand.officeAddress)}
        </li>
      </ul>
      <p className={styles.paragraph}>
        You can also write to us through our <Link href="/contact">contact form</Link>.
      </p>
    </section>
  );
}

/** A static policy page: title, revision date, introduction, numbered sections and the contact card. */
export function PolicyDocumentView({ document }: { document: PolicyDocument }) {
  return (
    <article className={styles.page} aria-labelledby="policy-title">
      <header className={styles.header}>
        <h1 id="policy-title" className={styles.title}>
          {document.title}
        </h1>
        <p className={styles.updated}>{`Last updated: ${document.updated}`}</p>
      </header>
      {document.intro.map((text) => (
        <p key={text} className={styles.paragraph}>
          {text}
        </p>
      ))}
      {document.sections.map((section) => (
        <Section key={section.id} section={section} />
      ))}
      <PolicyContact />
    </article>
  );
}

/** /privacypolicy */
export function PrivacyPolicyScreen() {
  return <PolicyDocumentView document={privacyPolicy} />;
}

/** /terms */
export function TermsScreen() {
  return <PolicyDocumentView document={termsAndConditions} />;
}

/** /return-cancellation */
export function ReturnCancellationScreen() {
  return <PolicyDocumentView document={returnCancellationPolicy} />;
}
