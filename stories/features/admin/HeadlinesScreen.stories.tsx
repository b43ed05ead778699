import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fireEvent, screen, userEvent, waitFor, within } from "storybook/test";
import { dropDanglingAnnouncements } from "../../../.storybook/storyHygiene";
import { staffHeadlines } from "../../../mocks/fixtures";
import { authHandlers } from "../../../mocks/handlers/auth";
import { headlineHandlers, staffHeadlineHandlers } from "../../../mocks/handlers/headlines";
import { only, variants } from "../../../mocks/handlers";
import { HeadlinesScreen, headlineWords as words, staffMessages } from "../../../src/features/admin";
import { sentRequests } from "../../support/sentRequests";
import { expectVisible } from "../../support/storyHelpers";
import { shopperRefusedStory, withoutCataloguePermissionStory } from "./staffAccessStories";
import { expectStaffNavAt } from "./staffNavStory";
import { signInAsStaff } from "./staffStoryKit";

const created = sentRequests("post", "/headlines");
const orders = sentRequests("put", "/headlines/order");
const [live, second, third, scheduled, ended] = staffHeadlines;

const meta = {
  title: "Features/Admin/HeadlinesScreen",
  component: HeadlinesScreen,
  // In the staff layout's frame: the shop's header and the staff navigation, as /admin/headlines shows it.
  parameters: { route: { path: "/admin/headlines" }, layout: "fullscreen", shell: "staff" },
  beforeEach({ msw }) {
    created.clear();
    orders.clear();
    msw.use(created.handler, orders.handler, ...authHandlers.default, ...staffHeadlineHandlers());
    return () => dropDanglingAnnouncements();
  },
} satisfies Meta<typeof HeadlinesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list's rows, once it has loaded. */
async function rows() {
  const list = await screen.findByRole("list", { name: words.listLabel });
  return within(list).getAllByRole("listitem");
}
const rowTexts = async () =>
  (await rows()).map((row) => within(row).getAllByRole("paragraph")[0].textContent);

/** The open dialog, by its title. */
const dialog = (name: string) => screen.findByRole("dialog", { name });

/** Types a date and time (India time) into a date-and-time field, as the browser's picker would set it. */
const setTime = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Staff: every line in order, each live, scheduled or ended with its schedule, and the staff navigation. */
export const List: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await rows();
    await expectStaffNavAt(canvas, "Headlines");
    await expect(await rowTexts()).toEqual(staffHeadlines.map((line) => line.text));
    const first = within(list[0]);
    await expect(first.getByText("Live")).toBeVisible();
    await expect(first.getByText(words.noSchedule)).toBeVisible();
    await expect(first.getByRole("button", { name: `${words.moveUp}: ${live.text}` })).toBeDisabled();
    const coming = within(list[3]);
    await expect(coming.getByText("Scheduled")).toBeVisible();
    await expect(coming.getByText("From 1 Dec 2026, 00:00 IST · Until 15 Dec 2026, 00:00 IST")).toBeVisible();
    await expect(within(list[4]).getByText("Ended")).toBeVisible();
    await expect(
      within(list[4]).getByRole("button", { name: `${words.moveDown}: ${ended.text}` }),
    ).toBeDisabled();
  },
};

/** The list on its way: the title and a labelled spinner. */
export const Loading: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.headlines.never, "get", "/headlines"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: words.title })).toBeVisible();
    await expectVisible(canvas.findByRole("progressbar", { name: words.loading }));
    await expect(canvas.queryByRole("list", { name: words.listLabel })).toBeNull();
  },
};

/** No line yet: what that means for the bar, and Add Headline. */
export const Empty: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...headlineHandlers.empty);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByText(words.empty));
    await expect(canvas.getByRole("button", { name: words.add })).toBeEnabled();
  },
};

/** Add: text and a schedule typed in India time are sent as instants; the new line ends the list. */
export const Add: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: words.add }));
    const form = within(await dialog(words.addTitle));
    await userEvent.type(form.getByRole("textbox", { name: words.textLabel }), "Republic Day sale: 26% off");
    await setTime(form.getByLabelText(words.startsLabel), "2027-01-24T00:00");
    await setTime(form.getByLabelText(words.endsLabel), "2027-01-27T00:00");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await expect(created.bodies).toEqual([
      {
        text: "Republic Day sale: 26% off",
        startsAt: "2027-01-24T00:00:00+05:30",
        endsAt: "2027-01-27T00:00:00+05:30",
      },
    ]);
    await waitFor(async () => expect((await rowTexts()).at(-1)).toBe("Republic Day sale: 26% off"));
    await expect(canvas.getByRole("status")).toHaveTextContent(words.added);
  },
};

/** Edit: the line's words and schedule in the form, India time; the saved line shows its new schedule. */
export const Edit: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.edit}: ${scheduled.text}` }));
    const form = within(await dialog(words.editTitle));
    await expect(form.getByRole("textbox", { name: words.textLabel })).toHaveValue(scheduled.text);
    await expect(form.getByLabelText(words.startsLabel)).toHaveValue("2026-12-01T00:00");
    await setTime(form.getByLabelText(words.endsLabel), "2026-12-20T00:00");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const row = within((await rows())[3]);
    await expect(row.getByText("From 1 Dec 2026, 00:00 IST · Until 20 Dec 2026, 00:00 IST")).toBeVisible();
    await expect(canvas.getByRole("status")).toHaveTextContent(words.updated);
  },
};

/** An end before the start, and no text: the form says so on each field and sends nothing. */
export const ValidationMessage: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: words.add }));
    const form = within(await dialog(words.addTitle));
    await setTime(form.getByLabelText(words.startsLabel), "2026-12-10T10:00");
    await setTime(form.getByLabelText(words.endsLabel), "2026-12-01T10:00");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await expectVisible(form.findByText(words.endNotAfterStart));
    await expect(form.getByText(words.textRequired)).toBeVisible();
    await expect(form.getByLabelText(words.endsLabel)).toHaveAttribute("aria-invalid", "true");
    await expect(created.urls).toHaveLength(0);
    await expect(screen.getByRole("dialog", { name: words.addTitle })).toBeVisible();
  },
};

/** By keyboard: Move down on the first line sends the new order, the line moves and keeps the focus. */
export const Reorder: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    const down = canvas.getByRole("button", { name: `${words.moveDown}: ${live.text}` });
    down.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(async () => expect((await rowTexts()).slice(0, 2)).toEqual([second.text, live.text]));
    await expect(orders.bodies).toEqual([
      { ids: [second._id, live._id, third._id, scheduled._id, ended._id] },
    ]);
    await waitFor(() =>
      expect(document.activeElement).toBe(
        canvas.getByRole("button", { name: `${words.moveDown}: ${live.text}` }),
      ),
    );
    await expect(canvas.getByRole("status")).toHaveTextContent(
      words.moved(live.text, 2, staffHeadlines.length),
    );
    // And by pointer: back up.
    await userEvent.click(canvas.getByRole("button", { name: `${words.moveUp}: ${live.text}` }));
    await waitFor(async () => expect((await rowTexts())[0]).toBe(live.text));
  },
};

/** Remove asks first, naming the line. */
export const DeleteConfirm: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.remove}: ${ended.text}` }));
    const confirm = await screen.findByRole("alertdialog", { name: words.removeTitle });
    await expectVisible(within(confirm).findByText(words.removeText(ended.text)));
    await expect(within(confirm).getByRole("button", { name: words.cancel })).toHaveFocus();
    await expect(within(confirm).getByRole("button", { name: words.remove })).toBeVisible();
  },
};

/** Confirmed: the line leaves the list. */
export const Deleted: Story = {
  beforeEach: signInAsStaff,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.remove}: ${ended.text}` }));
    const confirm = await screen.findByRole("alertdialog", { name: words.removeTitle });
    await userEvent.click(within(confirm).getByRole("button", { name: words.remove }));
    await waitFor(async () => expect(await rowTexts()).not.toContain(ended.text));
    await expect(canvas.getByRole("status")).toHaveTextContent(words.removed);
    // The story ends with the dialog gone, not in its closing animation.
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  },
};

/** The server fails the save: its words in the dialog, and everything typed is still there to send again. */
export const ServerError: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...only(variants.headlines.error, "put", "/headlines/{id}"));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.edit}: ${live.text}` }));
    const form = within(await dialog(words.editTitle));
    const text = form.getByRole("textbox", { name: words.textLabel });
    await userEvent.clear(text);
    await userEvent.type(text, "Free shipping, always");
    await userEvent.click(form.getByRole("button", { name: words.save }));
    await expectVisible(form.findByText("Internal server error"));
    await expect(text).toHaveValue("Free shipping, always");
    await expect(form.getByRole("button", { name: words.save })).toBeEnabled();
  },
};

/** A move refused because a line was added or removed meanwhile: the reason, and the list read again. */
export const ReorderRefused: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...headlineHandlers.orderChanged);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await rows();
    await userEvent.click(canvas.getByRole("button", { name: `${words.moveDown}: ${live.text}` }));
    await expectVisible(canvas.findByRole("alert"));
    await expect(canvas.getByRole("alert")).toHaveTextContent("The headlines changed meanwhile");
    await expect((await rowTexts())[0]).toBe(live.text);
  },
};

/** A guest: log in, coming back here; no staff navigation, nothing asked of the API. */
export const Guest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.guestTitle }));
    await expect(canvas.getByRole("link", { name: "Log In" })).toHaveAttribute(
      "href",
      "/login?redirect=%2Fadmin%2Fheadlines",
    );
    await expect(canvas.queryByRole("navigation", { name: staffMessages.staffNav })).toBeNull();
  },
};

/** A signed-in shopper: staff only. */
export const Shopper: Story = shopperRefusedStory("headlines", (canvas) =>
  canvas.queryByRole("list", { name: words.listLabel }),
);

/** Staff who may run orders but not the catalogue: why not, and only the screens they may open. */
export const StaffWithoutPermission: Story = withoutCataloguePermissionStory((canvas) =>
  canvas.queryByRole("list", { name: words.listLabel }),
);

/** The session said so, but the API refuses the permission (taken away meanwhile): the same panel. */
export const ApiRefusesPermission: Story = {
  beforeEach({ msw }) {
    signInAsStaff();
    msw.use(...headlineHandlers.noPermission);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectVisible(canvas.findByRole("heading", { name: staffMessages.noPermissionTitle }));
  },
};
