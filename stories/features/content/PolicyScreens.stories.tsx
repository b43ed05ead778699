import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { PolicyDocumentView } from "../../../src/features/content/PolicyScreens";
import {
  privacyPolicy,
  returnCancellationPolicy,
  termsAndConditions,
} from "../../../src/features/content/documents";
import { brand } from "../../../src/lib/brand";
import { RETENTION } from "../../../src/lib/privacy/retention";

const meta = {
  title: "Features/Content/PolicyScreens",
  component: PolicyDocumentView,
  args: { document: privacyPolicy },
  parameters: { layout: "fullscreen" },
} satisfies Meta<typeof PolicyDocumentView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectContactCard(canvasElement: HTMLElement) {
  const card = within(within(canvasElement).getByRole("region", { name: "Questions? Contact us" }));
  await expect(card.getByRole("link", { name: brand.careEmail })).toHaveAttribute(
    "href",
    `mailto:${brand.careEmail}`,
  );
  await expect(card.getByRole("link", { name: brand.phone })).toHaveAttribute("href", brand.phoneHref);
}

export const PrivacyPolicy: Story = {
  args: { document: privacyPolicy },
  parameters: { route: { path: "/privacypolicy" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
    await expect(canvas.getByText(/^Last updated:/)).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 2, name: "1. Information we collect" })).toBeVisible();
    await expect(canvas.getByText(/We never sell your personal data/)).toBeVisible();
    await expect(canvas.getByText(/You must be 18 years or older/)).toBeVisible();
    // Each kind of data, why and how long: the retention table the erasure job follows, row for row.
    const table = canvas.getByRole("table", { name: "What we keep, why, and for how long" });
    const rows = within(table).getAllByRole("row").slice(1);
    await expect(rows.map((row) => within(row).getByRole("rowheader").textContent)).toEqual(
      RETENTION.map((rule) => rule.data),
    );
    await expect(
      canvas.getByRole("heading", { level: 2, name: "7. If your data is ever exposed" }),
    ).toBeVisible();
    await expect(canvas.getByText(/within 72 hours/)).toBeVisible();
    // The right to correction is self-service: the notice links to My Account › Your details.
    await expect(canvas.getByRole("link", { name: "My Account › Your details" })).toHaveAttribute(
      "href",
      "/account/details",
    );
    await expectContactCard(canvasElement);
  },
};

/** The notice's retention section alone (the page's own story shows its top): three columns from a tablet
 * up, a card per row on a phone. */
export const PrivacyRetentionTable: Story = {
  args: {
    document: {
      ...privacyPolicy,
      intro: [],
      sections: privacyPolicy.sections.filter((section) => section.id === "retention-security"),
    },
  },
  parameters: { route: { path: "/privacypolicy" } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "What we keep, why, and for how long" });
    await expect(within(table).getByRole("rowheader", { name: /^Sign-in sessions/ })).toBeVisible();
    await expect(within(table).getByText(/30 days from signing in/)).toBeVisible();
  },
};

export const TermsAndConditions: Story = {
  args: { document: termsAndConditions },
  parameters: { route: { path: "/terms" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Terms and Conditions" })).toBeVisible();
    await expect(canvas.getByText(/18 years of age or older/)).toBeVisible();
    await expect(canvas.getByText(/All prices are in Indian rupees \(INR\)/)).toBeVisible();
    // One cancellation rule and one refund time in every document (the original's Terms said 24 hours and
    // 7-10 days, its policy "while processing" and 5-7 days).
    await expect(
      canvas.getByText(/cancel an order from My Orders at any time until it is shipped/),
    ).toBeVisible();
    await expect(canvas.queryByText(/24 hours/)).toBeNull();
    await expect(canvas.getByText(/takes 5-7 business days/)).toBeVisible();
    await expect(canvas.getByText(/within 7 days of delivery/)).toBeVisible();
    await expect(canvas.getByText(/within 2 to 6 business days/)).toBeVisible();
    await expect(canvas.getByText(/customised products may be non-returnable/i)).toBeVisible();
    await expectContactCard(canvasElement);
  },
};

export const CancellationAndReturns: Story = {
  args: { document: returnCancellationPolicy },
  parameters: { route: { path: "/return-cancellation" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Cancellation and Returns" })).toBeVisible();
    await expect(canvas.getByText(/until it is shipped: while it is Processing or Confirmed/)).toBeVisible();
    await expect(canvas.getByText(/refuse the parcel/)).toBeVisible();
    await expect(canvas.getByText(/You can return a product within 7 days of delivery/)).toBeVisible();
    await expect(canvas.getByText(/reaches you within 5-7 business days/)).toBeVisible();
    await expect(canvas.getByText(/UPI ID or bank account \(with IFSC\)/)).toBeVisible();
    await expect(canvas.getByText("Shipping charges are non-refundable.")).toBeVisible();
    await expect(canvas.getByText(/may be non-returnable/)).toBeVisible();
    await expect(canvas.getByText(/within 2 to 6 business days/)).toBeVisible();
    await expect(canvas.queryByText(/30 days/)).toBeNull();
    await expectContactCard(canvasElement);
  },
};

export const ContactFormLink: Story = {
  args: { document: returnCancellationPolicy },
  parameters: { route: { path: "/return-cancellation" } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "contact form" }));
    await expect(await canvas.findByText("Navigated to /contact")).toBeInTheDocument();
  },
};
