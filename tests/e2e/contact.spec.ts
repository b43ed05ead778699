import { fileURLToPath } from "node:url";
import { expect, test } from "./guardedTest";
import { type CaughtMail, readCaughtMails } from "../../server/services/mail/catcher";
import { brand } from "../../src/lib/brand";
import { gotoHydrated } from "./hydrated";

// Where the server's embedded SMTP catcher writes mails (playwright.config.ts: webServer.env.MAIL_CATCHER_DIR).
const MAIL_DIR = fileURLToPath(new URL("../../test-results/mail", import.meta.url));

const THANKS = "Thank you for your message. We will get back to you soon!";

/** Everything a reader of the mail sees: subject, bodies and the reply-to header. */
const contentOf = (mail: CaughtMail) => [mail.subject, mail.text, mail.html, mail.replyTo].join("\n");

test("the contact form thanks the shopper, goes home after 2 s and mails the care mailbox", async ({
  page,
}) => {
  const stamp = Date.now();
  const sender = {
    name: "Meera Shah",
    email: `meera.${stamp}@example.in`,
    message: `Do you ship to Port Blair? (e2e ${stamp})`,
  };

  const response = await page.goto("/contact");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  await expect(page).toHaveTitle(/Contact Us/);

  await page.getByRole("textbox", { name: "Name" }).fill(sender.name);
  await page.getByRole("textbox", { name: "Email" }).fill(sender.email);
  await page.getByRole("textbox", { name: "Message" }).fill(sender.message);
  // The page notes when it thanks the shopper and when it leaves for home, in its own time: the test's
  // polling sees either up to a second late on a busy machine.
  await page.evaluate((thanks) => {
    const clock = window as unknown as { thankedAt?: number; leftAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes(thanks)) return;
      clock.thankedAt = performance.now();
      observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    const pushState = history.pushState.bind(history);
    history.pushState = (...args: Parameters<History["pushState"]>) => {
      clock.leftAt ??= performance.now();
      pushState(...args);
    };
  }, THANKS);
  await page.getByRole("button", { name: "Send Message" }).click();

  await expect(page.getByText(THANKS)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

  // Home after the shop's 2 s (docs/product.md#constants), not at once.
  await expect(page).toHaveURL(/\/$/, { timeout: 6_000 });
  const { thankedAt, leftAt } = await page.evaluate(() => {
    const clock = window as unknown as { thankedAt?: number; leftAt?: number };
    return { thankedAt: clock.thankedAt, leftAt: clock.leftAt };
  });
  expect((leftAt ?? 0) - (thankedAt ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(1_900);

  // The mail reaches the SMTP catcher, addressed to the care mailbox, with everything the shopper wrote.
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await readCaughtMails(MAIL_DIR)).find((m) => contentOf(m).includes(sender.message));
        return mail !== undefined;
      },
      { timeout: 10_000, message: `a mail containing "${sender.message}" in ${MAIL_DIR}` },
    )
    .toBe(true);
  if (!mail) throw new Error("unreachable");
  expect(mail.to).toContain(brand.careEmail);
  expect(mail.envelope.to).toContain(brand.careEmail);
  const content = contentOf(mail);
  expect(content).toContain(sender.name);
  expect(content).toContain(sender.email);
  expect(content).toContain(sender.message);
});

test("the static content pages are served with their titles", async ({ request }) => {
  const pages = [
    ["/privacypolicy", "Privacy Policy"],
    ["/terms", "Terms and Conditions"],
    ["/return-cancellation", "Cancellation and Returns"],
    ["/faquetions", "Frequently Asked Questions"],
    ["/help-support", "Help and Support"],
    ["/seller-details", "Seller Details"],
  ] as const;
  for (const [path, heading] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`>${heading}</h1>`);
    expect(html, path).toMatch(/<meta name="description" content="[^"]+"/);
  }
});

test("the FAQ page hydrates: one answer open at a time, returns within 7 days", async ({ page }) => {
  await gotoHydrated(page, "/faquetions");
  const sizes = page.getByRole("button", { name: "What sizes do you offer?" });
  const returns = page.getByRole("button", { name: "What is your return policy?" });
  await sizes.click();
  await expect(sizes).toHaveAttribute("aria-expanded", "true");
  await returns.click();
  await expect(returns).toHaveAttribute("aria-expanded", "true");
  await expect(sizes).toHaveAttribute("aria-expanded", "false");
  await expect(
    page.getByRole("main").getByText(/You can return a product within 7 days of delivery/),
  ).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join("")).toContain('"@type":"FAQPage"');
});
