import { brand } from "../../../lib/brand";
import * as styles from "./MarketingText.css";

const FAQS = [
  {
    q: `Does ${brand.name} sell women's or kids' clothing?`,
    a: `No. ${brand.name} is a men's label: printed and oversized T-shirts, hoodies, shackets, joggers and jeans, all cut for men. We do not make women's or kids' clothing.`,
  },
  {
    q: "Which sizes are available?",
    a: "T-shirts, hoodies, shackets and joggers come in sizes S to XXL, and jeans by waist, 30 to 38. Each product page has a size guide with its measurements, so you can pick the right fit before you order.",
  },
  {
    q: "Do you deliver everywhere in India?",
    a: "Yes. We ship to every serviceable pincode in India, and every order comes with a tracking ID so you can follow it to your door. Cash on delivery is available on eligible pincodes.",
  },
  {
    q: "What is your return policy?",
    a: `You can return or exchange an unworn item within ${brand.returnDays} days of delivery. See Cancellation and Returns for the details.`,
  },
  {
    q: "Will the prints fade after washing?",
    a: "Our prints use eco-friendly, skin-safe inks that are cured to last. Wash inside out in cold water and they stay bright wash after wash.",
  },
] as const;

/** The whole text (the home page), or its opening and "Why Choose Us?" alone (the listings). */
export type MarketingTextLength = "full" | "short";

/**
 * The long marketing text, below the home page in full and below the listings shortened:
 * on every other page (a product, the cart, the 404, contact, the policies) it was 1,000–1,700 px of text
 * nobody came for. Its claims match the shop:
 * men's clothing only, long-lasting eco-friendly prints, S to XXL with a size guide, delivery across
 * India with tracking, 100% cotton, slim/regular/oversized fits, new drops every month, 7-day returns.
 */
export function MarketingText({ length = "full" }: { length?: MarketingTextLength }) {
  const full = length === "full";
  return (
    <section className={styles.block} aria-labelledby="marketing-welcome">
      <div className={styles.inner}>
        <h2 id="marketing-welcome" className={styles.title}>
          {`Welcome to ${brand.name}: Men's Printed T-Shirts, Hoodies and More`}
        </h2>
        <p>
          {brand.name} is an online store for men who like their clothes to say something. From bold printed
          T-shirts to relaxed oversized tees, hoodies and shackets, every piece is designed for everyday
          comfort and made to last.
        </p>

        {full ? (
          <>
            <h3 className={styles.heading}>Online Shopping Made Easy</h3>
            <p>
              Browse by category, search for a style or a colour, and check delivery to your pincode before
              you buy. Pay online or choose cash on delivery, and track your order from our warehouse to your
              door. We ship to every serviceable pincode in India.
            </p>

            <h3 className={styles.heading}>Best Online Store for Men's Printed T-Shirts</h3>
            <p>
              Our printed T-shirts are made of 100% cotton and printed with eco-friendly inks for long-lasting
              prints that stay sharp wash after wash. Choose from slim, regular and oversized fits in sizes S
              to XXL, with a size guide on every product page.
            </p>
          </>
        ) : null}

        <h3 className={styles.heading}>Why Choose Us?</h3>
        <ul className={styles.list}>
          <li>100% cotton fabrics that breathe in the Indian summer.</li>
          <li>Long-lasting prints with eco-friendly, skin-safe inks.</li>
          <li>Sizes S to XXL in slim, regular and oversized fits, jeans by waist, with a size guide.</li>
          <li>Shipping to every serviceable pincode in India, with tracking on every order.</li>
          <li>{`Easy returns within ${brand.returnDays} days of delivery.`}</li>
          <li>New drops every month.</li>
        </ul>

        {full ? (
          <>
            <h3 className={styles.heading}>{`${brand.name}: Your Favourite Brand for Men's Casual Wear`}</h3>
            <p>
              We design for men only: no women's or kids' lines, just the clothes you actually reach for.
              Design your own tee or hoodie in our customiser, or pick from new drops that arrive every month.
            </p>

            <h3 className={styles.heading}>Affordable Fashion</h3>
            <p>
              Good clothes should not cost a fortune. Our prices stay honest, our sales are real, and every
              tee is made with the same care whether you pay full price or grab it on discount.
            </p>

            <h3 className={styles.heading}>FAQs</h3>
            <dl className={styles.faqs}>
              {FAQS.map((item) => (
                <div key={item.q} className={styles.faq}>
                  <dt className={styles.question}>{item.q}</dt>
                  <dd className={styles.answer}>{item.a}</dd>
                </div>
              ))}
            </dl>
          </>
        ) : null}
      </div>
    </section>
  );
}
