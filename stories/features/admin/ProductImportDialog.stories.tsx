import type { Meta, StoryObj } from "@storybook/react-vite";
import { delay, http as mswHttp } from "msw";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffUser } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { http } from "../../../mocks/handlers/http";
import { IMPORT_PLAN, productCsvHandlers } from "../../../mocks/handlers/productCsv";
import { mockSignIn } from "../../../mocks/handlers/store";
import {
  PRODUCT_EXPORT_HREF,
  ProductCsvActions,
  productCsvWords as words,
} from "../../../src/features/admin";
import { API_BASE_PATTERN } from "../../../mocks/handlers";

/** The dryRun field of every import sent (a multipart form, so not sentRequests' JSON). */
const dryRuns: string[] = [];
const recordImports = mswHttp.post(`${API_BASE_PATTERN}/admin/products/import`, async ({ request }) => {
  const form = await request.clone().formData();
  dryRuns.push(String(form.get("dryRun")));
  return undefined;
});

/** The product table's CSV actions: Export CSV, and Import CSV with its dialog. */
const meta = {
  title: "Features/Admin/ProductImportDialog",
  component: ProductCsvActions,
  parameters: { route: { path: "/admin/products" } },
  beforeEach({ msw }) {
    dryRuns.length = 0;
    mockSignIn(staffUser._id);
    msw.use(recordImports, ...authHandlers.default, ...productCsvHandlers.default);
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof ProductCsvActions>;

export default meta;
type Story = StoryObj<typeof meta>;

const csvFile = () =>
  new File(["productId,name\r\nprd_tee_classic,Classic Cotton Crew Tee\r\n"], "products.csv", {
    type: "text/csv",
  });

/** Opens the dialog and chooses the file; answers the dialog. */
async function chooseFile(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole("button", { name: words.importCsv }));
  const dialog = await screen.findByRole("dialog", { name: words.dialogTitle });
  // The dialog pops in from opacity 0; on a busy machine its first frame can come after the dry run's
  // answer, so later visibility checks wait for it to have begun showing.
  await waitFor(() => expect(dialog).toBeVisible());
  await userEvent.upload(within(dialog).getByLabelText(words.fileLabel), csvFile());
  return dialog;
}

/** Chosen: the dry run's counts and the products it would change, Apply ready; nothing applied yet. */
export const DryRunReport: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("link", { name: words.exportCsv })).toHaveAttribute(
      "href",
      PRODUCT_EXPORT_HREF,
    );
    const dialog = await chooseFile(canvasElement);
    await expect(await within(dialog).findByText(words.countsText(IMPORT_PLAN.counts))).toBeVisible();
    const changes = within(dialog).getByRole("region", { name: words.changesTitle });
    await expect(
      within(changes)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Classic Cotton Crew Tee: price",
      "Everyday Hoodie: variants",
      "Monsoon Linen Tee: new product",
    ]);
    await expect(within(dialog).getByRole("button", { name: words.apply })).toBeEnabled();
    // Only the dry run was sent.
    await expect(dryRuns).toEqual(["true"]);
  },
};

/** A file with errors: every refused row with its number and reason; Apply stays disabled. */
export const DryRunWithErrors: Story = {
  beforeEach({ msw }) {
    msw.use(...productCsvHandlers.withErrors);
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    const errors = await within(dialog).findByRole("region", { name: words.errorsTitle });
    await expect(
      within(errors)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Row 12: Size M is not sold for jeans: use 28, 30, 32, 34, 36.",
      "Row 19: the product was saved after this file was exported. Export again and make the change there.",
    ]);
    await expect(within(dialog).getByText(words.hasErrors)).toBeVisible();
    await expect(within(dialog).getByRole("button", { name: words.apply })).toBeDisabled();
  },
};

/** Applying: the dialog says so and cannot be closed or applied twice. */
export const Applying: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post("/admin/products/import", async ({ request, response }) => {
        const form = await request.formData();
        if (form.get("dryRun") !== "true") await delay("infinite");
        return response(200).json({
          success: true,
          message: "Dry run: nothing was written.",
          data: IMPORT_PLAN,
        });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    await userEvent.click(await within(dialog).findByRole("button", { name: words.apply }));
    await expect(await within(dialog).findByRole("status")).toHaveTextContent(words.applying);
    await expect(within(dialog).getByRole("button", { name: words.apply })).toBeDisabled();
    await expect(within(dialog).getByRole("button", { name: words.closeDialog })).toBeDisabled();
  },
};

/** Done: what was added and changed. */
export const Done: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    await userEvent.click(await within(dialog).findByRole("button", { name: words.apply }));
    await expect(await within(dialog).findByText(words.doneText(IMPORT_PLAN.counts))).toBeVisible();
    await expect(dryRuns).toEqual(["true", "false"]);
    await expect(within(dialog).getByRole("button", { name: words.close })).toBeVisible();
  },
};

/** A file that is not the export's CSV: the server's reason naming its rows, and another file can be chosen. */
export const RefusedFile: Story = {
  beforeEach({ msw }) {
    msw.use(...productCsvHandlers.refused);
  },
  play: async ({ canvasElement }) => {
    const dialog = await chooseFile(canvasElement);
    const alert = await within(dialog).findByRole("alert");
    await expect(alert).toHaveTextContent(words.refusedTitle);
    await expect(alert).toHaveTextContent("Rows 3, 9 do not have the header's 24 cells");
    await userEvent.click(within(dialog).getByRole("button", { name: words.chooseAnother }));
    // The file field comes back as the refusal goes (its panel fades in).
    await waitFor(() => expect(within(dialog).getByLabelText(words.fileLabel)).toBeVisible());
  },
};
