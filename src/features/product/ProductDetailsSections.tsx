import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from "react-aria-components";
import type { ProductDetails } from "../../api/types";
import * as styles from "./ProductDetailsSections.css";

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Disclosure id={id} className={styles.item}>
      <Heading level={3} className={styles.heading}>
        <Button slot="trigger" className={styles.trigger}>
          <span>{title}</span>
          <span className={styles.icon} aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel>
        <div className={styles.panel}>{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** Product details: overview, key features, material and care, specifications, each a disclosure. */
export function ProductDetailsSections({ details }: { details: ProductDetails | undefined }) {
  if (!details) return null;
  return (
    <section aria-labelledby="details-title" className={styles.section}>
      <h2 id="details-title" className={styles.title}>
        Product details
      </h2>
      <DisclosureGroup allowsMultipleExpanded defaultExpandedKeys={["overview"]}>
        <Section id="overview" title="Overview">
          <p className={styles.text}>{details.overview}</p>
        </Section>
        {details.features.length > 0 ? (
          <Section id="features" title="Key features">
            <ul className={styles.list}>
              {details.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {details.materialAndCare.length > 0 ? (
          <Section id="care" title="Material and care">
            <ul className={styles.list}>
              {details.materialAndCare.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {details.specifications.length > 0 ? (
          <Section id="specifications" title="Specifications">
            <dl className={styles.specs}>
              {details.specifications.map((spec) => (
                <div key={spec._id} className={styles.spec}>
                  <dt className={styles.specName}>{spec.name}</dt>
                  <dd className={styles.specValue}>{spec.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
        ) : null}
      </DisclosureGroup>
    </section>
  );
}
