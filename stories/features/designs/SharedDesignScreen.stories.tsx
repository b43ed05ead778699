import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, waitFor, within } from "storybook/test";
import { customizations } from "../../../mocks/fixtures";
import { only, variants } from "../../../mocks/handlers";
import { customiserHandlers } from "../../../mocks/handlers/customiser";
import { SharedDesignScreen, sharedDesignMessages } from "../../../src/features/designs";

/** The sample design its owner shares (the fixtures' first design: a graphic on the front, words on the back). */
const shared = customizations.find((c) => c.shared);
if (!shared) throw new Error("the fixtures share one design");

const meta = {
  title: "Features/Designs/SharedDesignScreen",
  component: SharedDesignScreen,
  parameters: {
    layout: "fullscreen",
    route: { path: "/customized/d/:id", initialEntry: `/customized/d/${shared._id}` },
  },
  beforeEach({ msw }) {
    msw.use(...customiserHandlers.default);
  },
} satisfies Meta<typeof SharedDesignScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both sides on the blank, what it is printed on, and Make it yours. */
export const Shared: Story = {
  play: async () => {
    await expect(
      await screen.findByRole("heading", { level: 1, name: "A custom hoodie design" }),
    ).toBeVisible();
    await expect(screen.getByText(`Hoodie · ${shared.color} · from ₹1,699`)).toBeVisible();
    const front = screen.getByRole("img", { name: `Front of the ${shared.color} hoodie design` });
    const back = screen.getByRole("img", { name: `Back of the ${shared.color} hoodie design` });
    await waitFor(() => expect(front.querySelector("image[href^='/media/graphics/']")).not.toBeNull());
    await expect(within(back as unknown as HTMLElement).getByText("Chai Pe Charcha")).toBeInTheDocument();
    await expect(screen.getByRole("link", { name: "Make it yours" })).toHaveAttribute(
      "href",
      `/customized?from=${shared._id}`,
    );
    await expect(screen.queryByText(/Arjun|@/)).toBeNull();
  },
};

/** Still asking for the design. */
export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.customiser.never, "get", "/customized/shared/{id}"));
  },
  play: async () => {
    await expect(await screen.findByRole("progressbar", { name: "Loading the design" })).toBeVisible();
  },
};

/** The design could not be loaded (the server failed): said, with Try Again. */
export const Failed: Story = {
  beforeEach({ msw }) {
    msw.use(...only(variants.customiser.error, "get", "/customized/shared/{id}"));
  },
  play: async () => {
    const alert = await screen.findByRole("alert");
    await expect(within(alert).getByText(sharedDesignMessages.failed)).toBeVisible();
    await expect(within(alert).getByRole("button", { name: "Try Again" })).toBeVisible();
  },
};
