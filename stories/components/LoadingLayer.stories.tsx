import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../../src/components/Button";
import { LoadingLayer, lazyPart, OpenedOnce } from "../../src/components/LazyPart";

/** An overlay whose code never arrives: what the shopper sees while a slow network brings it. */
const OverlayOnItsWay = lazyPart<object>(
  () => new Promise(() => {}),
  <LoadingLayer label="Loading the cancel form" />,
);

/** A page's button that opens an overlay fetched on its first opening (docs/architecture.md). */
function OverlayOpener() {
  const [isOpen, setOpen] = useState(false);
  return (
    <main style={{ padding: 24 }}>
      <h1>Order RZ-6773-9303</h1>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Cancel Order
      </Button>
      <OpenedOnce isOpen={isOpen}>
        <OverlayOnItsWay />
      </OpenedOnce>
    </main>
  );
}

const meta = {
  title: "Components/LoadingLayer",
  component: LoadingLayer,
  args: { label: "Loading the cancel form" },
} satisfies Meta<typeof LoadingLayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The layer alone: the overlay's backdrop with a spinner and the words for what is coming. */
export const Layer: Story = {
  play: async ({ canvasElement }) => {
    // Shown after its 150 ms delay (a chunk that arrives sooner never flashes it).
    const spinner = await within(canvasElement).findByRole("progressbar", {
      name: "Loading the cancel form",
    });
    await expect(spinner).toBeVisible();
    // Written out too, for the eyes (the spinner's name is for screen readers).
    await expect(within(canvasElement).getByText("Loading the cancel form…")).toBeVisible();
  },
};

/** Pressed while the overlay's code is on its way: the layer shows, and stays until the code arrives. */
export const OverlayCodeOnItsWay: Story = {
  render: () => <OverlayOpener />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("progressbar")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Cancel Order" }));
    await expect(await canvas.findByRole("progressbar", { name: "Loading the cancel form" })).toBeVisible();
  },
};
