import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components";
import { Link } from "../../components/Link";
import * as styles from "./content.css";
import { type FaqItem, faqItems } from "./faq";

function FaqEntry({ item }: { item: FaqItem }) {
  return (
    <Disclosure id={item.id} className={styles.faqItem}>
      <Heading level={2} className={styles.faqHeading}>
        <Button slot="trigger" className={styles.faqTrigger}>
          <span>{item.question}</span>
          <span className={styles.faqIcon} aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className={styles.faqPanel}>
          {item.answer.map((text) => (
            <p key={text} className={styles.paragraph}>
              {text}
            </p>
          ))}
          {item.link ? (
            <p className={styles.paragraph}>
              <Link href={item.link.href}>{item.link.label}</Link>
            </p>
          ) : null}
        </div>
      </DisclosurePanel>
    </Disclosure>
  );
}

export interface FaqScreenProps {
  /** The question open when the page loads (none by default). */
  defaultExpandedId?: string;
}

/** /faquetions: the FAQ as an accordion where one answer is open at a time (opening one closes the other). */
export function FaqScreen({ defaultExpandedId }: FaqScreenProps) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Frequently Asked Questions</h1>
        <p className={styles.lead}>
          Quick answers about sizes, delivery, payment, returns and our prints. Still stuck?{" "}
          <Link href="/help-support">Get help and support</Link>.
        </p>
      </header>
      <DisclosureGroup
        allowsMultipleExpanded={false}
        defaultExpandedKeys={defaultExpandedId ? [defaultExpandedId] : undefined}
        className={styles.faqGroup}
      >
        {faqItems.map((item) => (
          <FaqEntry key={item.id} item={item} />
        ))}
      </DisclosureGroup>
    </div>
  );
}
