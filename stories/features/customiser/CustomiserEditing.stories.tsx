import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { variants } from "../../../mocks/handlers";
import { CustomiserScreen } from "../../../src/features/customiser/CustomiserScreen";
import { takeKeptDesign } from "../../../src/features/customiser/designHandoff";
import { designUploadMessages } from "../../../src/lib/designUploadMessages";
import { mobileGlobals } from "../../support/storyHelpers";
import { customiserMessages as messages } from "../../../src/features/customiser/customiserMessages";
import {
  addFirstGraphic,
  chooseColour,
  customiserPageHandlers,
  customiserRoute,
  expectAnnounced,
  findStage,
  firstGraphic,
  layerOptions,
  selectedFrame,
  signedIn,
} from "./customiserStoryKit";

const meta = {
  title: "Features/Customiser/Editing",
  component: CustomiserScreen,
  parameters: { ...customiserRoute, layout: "fullscreen" },
  beforeEach({ msw }) {
    msw.use(...customiserPageHandlers());
  },
} satisfies Meta<typeof CustomiserScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const graphicTitle = `Graphic '${firstGraphic.name}'`;

/** The selected layer's centre in print units, read off its frame. */
function frameCentre() {
  const match = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(selectedFrame().getAttribute("transform") ?? "");
  return { x: Number(match?.[1]), y: Number(match?.[2]) };
}

/** A mouse drag on `element` by (dx, dy) CSS pixels, in a few moves as a hand makes it. */
async function drag(element: Element, dx: number, dy: number) {
  const box = element.getBoundingClientRect();
  const start = { clientX: box.left + box.width / 2, clientY: box.top + box.height / 2 };
  const pointer = {
    pointerId: 1,
    pointerType: "mouse",
    bubbles: true,
    cancelable: true,
    button: 0,
    isPrimary: true,
  };
  element.dispatchEvent(new PointerEvent("pointerdown", { ...pointer, ...start }));
  for (const step of [0.25, 0.5, 0.75, 1]) {
    element.dispatchEvent(
      new PointerEvent("pointermove", {
        ...pointer,
        clientX: start.clientX + dx * step,
        clientY: start.clientY + dy * step,
      }),
    );
    await new Promise((done) => requestAnimationFrame(done));
  }
  element.dispatchEvent(
    new PointerEvent("pointerup", { ...pointer, clientX: start.clientX + dx, clientY: start.clientY + dy }),
  );
}

const pngFile = () => new File([new Uint8Array([137, 80, 78, 71])], "me.png", { type: "image/png" });

/** A guest's picture sent and placed: the layer listed and announced, no refusal shown. */
async function guestUploads(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pngFile());
  await waitFor(() => expect(layerOptions()[0]).toHaveTextContent(/^Your picture, front, centred/));
  await expectAnnounced("Added Your picture, centred");
  await expect(canvas.queryByRole("alert")).toBeNull();
}

/** Words typed and added: the text tool now edits that layer. */
export const TextBeingEdited: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await userEvent.type(canvas.getByRole("textbox", { name: "Your words" }), "Chai Pe Charcha");
    await userEvent.click(canvas.getByRole("button", { name: "Add text" }));
    await expectAnnounced("Added Text 'Chai Pe Charcha', centred");
    await expect(selectedFrame()).toHaveAccessibleName(
      /^Text 'Chai Pe Charcha', front, centred, \d+ % wide$/,
    );
    await expect(canvas.getByRole("heading", { name: "Edit your words" })).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Your words" })).toHaveValue("Chai Pe Charcha");
    await expect(canvas.getByRole("button", { name: "Update text" })).toBeVisible();
    await expect(selectedFrame().closest("svg")?.querySelector("text")?.textContent).toBe("Chai Pe Charcha");
  },
};

/** A picture too small for its size: it may not be ordered until it is made smaller. */
export const UploadLowResolution: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    msw.use(...variants.customiser.lowResolutionUpload);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await chooseColour();
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pngFile());
    await expectAnnounced("Added Your picture, centred");
    await expect(canvas.getByText(/83 DPI at this size: too low to print/)).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Order Now" }));
    await expect(await canvas.findByText(messages.tooLowResolution)).toBeVisible();
    // Made smaller, it may print blurry but may be ordered.
    selectedFrame().focus();
    for (let i = 0; i < 9; i++) await userEvent.keyboard("-");
    await expect(await canvas.findByText(/DPI at this size: it may print blurry/)).toBeVisible();
  },
};

/** A guest uploads their own picture without signing in: it is placed on the stage, and they are told how
 * long it is kept. */
export const GuestUploadsPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await chooseColour();
    await expect(canvas.getByText(messages.uploadGuestNote)).toBeVisible();
    await guestUploads(canvasElement);
    await expect(canvas.getByRole("button", { name: "Save design" })).toBeEnabled();
  },
};

/** A guest's save with their picture asks them to sign in, keeping the design and the picture (its size and
 * address) for the way back. */
export const GuestPictureKeptForSignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await chooseColour();
    await guestUploads(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save design" }));
    await expect(await screen.findByText("Navigated to /login?redirect=%2Fcustomized")).toBeVisible();
    const kept = JSON.parse(window.sessionStorage.getItem("rangrez.customiser.design") ?? "null");
    await expect(kept.sides.front[0]).toMatchObject({ kind: "upload" });
    const keptUploads = JSON.parse(window.sessionStorage.getItem("rangrez.customiser.uploads") ?? "[]");
    await expect(keptUploads).toEqual([
      expect.objectContaining({ _id: kept.sides.front[0].uploadId, width: 800, height: 1000 }),
    ]);
    // The stories share one page: the next customiser story must not open this kept design.
    await expect(takeKeptDesign()?.uploads).toHaveLength(1);
  },
};

/** A guest holding the most pictures a guest may keep is told to sign in to upload more. */
export const GuestUploadsFull: Story = {
  beforeEach({ msw }) {
    msw.use(...variants.customiser.uploadGuestFull);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pngFile());
    await expect(await canvas.findByRole("alert")).toHaveTextContent(designUploadMessages.guestFull);
    await expect(canvas.getByText(/Nothing on the front yet/)).toBeVisible();
  },
};

/** The server refuses the file: its own words. */
export const UploadRefused: Story = {
  ...signedIn,
  beforeEach({ msw }) {
    signedIn.beforeEach();
    msw.use(...variants.customiser.uploadRefused);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), pngFile());
    await expect(await canvas.findByRole("alert")).toHaveTextContent(designUploadMessages.notAPicture);
    await expect(canvas.getByText(/Nothing on the front yet/)).toBeVisible();
  },
};

/** A picture over 15 MB is refused at once, before a byte is sent. */
export const UploadTooLarge: Story = {
  ...signedIn,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    const large = new File([new Uint8Array(15 * 1024 * 1024 + 1)], "poster.png", { type: "image/png" });
    await userEvent.upload(canvas.getByLabelText(/Upload a picture/), large);
    await expect(await canvas.findByRole("alert")).toHaveTextContent(designUploadMessages.tooLarge);
    await expect(canvas.queryByRole("progressbar", { name: "Uploading your picture" })).toBeNull();
    await expect(canvas.getByText(/Nothing on the front yet/)).toBeVisible();
  },
};

/** Dragged far past the print area's right edge, the graphic stops at the edge, inside. */
export const OutsidePrintAreaKeptInside: Story = {
  play: async () => {
    await findStage();
    await addFirstGraphic();
    const body = selectedFrame().querySelector("rect") as SVGRectElement;
    await drag(body, 2000, 0);
    await expectAnnounced(`Moved ${graphicTitle} to middle right`);
    // 40 % wide (480 units) and kept inside a 1,200-unit print area: its centre stops at 960.
    await waitFor(() => expect(frameCentre()).toEqual({ x: 960, y: 800 }));
    await expect(layerOptions()[0]).toHaveTextContent(`${graphicTitle}, front, middle right, 40 % wide`);
  },
};

/** A move undone, then redone, by the buttons. */
export const UndoRedo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findStage();
    await expect(canvas.getByRole("button", { name: "Undo" })).toBeDisabled();
    await addFirstGraphic();
    selectedFrame().focus();
    await userEvent.keyboard("{Shift>}{ArrowUp}{/Shift}");
    await expect(frameCentre()).toEqual({ x: 600, y: 790 });
    await userEvent.click(canvas.getByRole("button", { name: "Undo" }));
    await expectAnnounced(`Undone: Moved ${graphicTitle} to the centre`);
    await expect(frameCentre()).toEqual({ x: 600, y: 800 });
    await expect(canvas.getByRole("button", { name: "Redo" })).toBeEnabled();
    await userEvent.click(canvas.getByRole("button", { name: "Redo" }));
    await expect(frameCentre()).toEqual({ x: 600, y: 790 });
    await expect(canvas.getByRole("button", { name: "Redo" })).toBeDisabled();
    await expect(canvas.getByRole("button", { name: "Undo" })).toBeEnabled();
  },
};

/** Chosen in the list, moved, resized, turned and removed: all by keyboard. */
export const KeyboardOperation: Story = {
  play: async () => {
    await findStage();
    await addFirstGraphic();
    const option = layerOptions()[0];
    option.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(selectedFrame()).toHaveFocus());
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}");
    await expect(frameCentre()).toEqual({ x: 602, y: 810 });
    await userEvent.keyboard("+");
    await expectAnnounced(`Resized ${graphicTitle} to 42 % wide`);
    await userEvent.keyboard("{Shift>}]{/Shift}");
    await expectAnnounced(`Turned ${graphicTitle} to 15°`);
    await expect(selectedFrame()).toHaveAccessibleName(
      `${graphicTitle}, front, centred, 42 % wide, turned 15°`,
    );
    await userEvent.keyboard("{Delete}");
    await expectAnnounced(`Removed ${graphicTitle}`);
    await expect(screen.queryByTestId("selected-layer")).toBeNull();
    await waitFor(() => expect(screen.getByRole("heading", { name: "Layers on the front" })).toHaveFocus());
  },
};

/** Two fingers spread apart on a phone: the graphic grows, one step of history. */
export const PinchOnTouch: Story = {
  globals: mobileGlobals,
  play: async () => {
    const stage = await findStage();
    await addFirstGraphic();
    const body = selectedFrame().querySelector("rect") as SVGRectElement;
    const box = body.getBoundingClientRect();
    const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    const touch = (pointerId: number, x: number, y: number) => ({
      pointerId,
      pointerType: "touch",
      bubbles: true,
      cancelable: true,
      button: 0,
      clientX: x,
      clientY: y,
    });
    const image = stage.querySelector("image") as SVGImageElement;
    body.dispatchEvent(new PointerEvent("pointerdown", touch(11, centre.x - 10, centre.y)));
    image.dispatchEvent(new PointerEvent("pointerdown", touch(12, centre.x + 10, centre.y)));
    for (const spread of [20, 30, 40]) {
      image.dispatchEvent(new PointerEvent("pointermove", touch(12, centre.x + spread, centre.y)));
      body.dispatchEvent(new PointerEvent("pointermove", touch(11, centre.x - spread, centre.y)));
      await new Promise((done) => requestAnimationFrame(done));
    }
    image.dispatchEvent(new PointerEvent("pointerup", touch(12, centre.x + 40, centre.y)));
    body.dispatchEvent(new PointerEvent("pointerup", touch(11, centre.x - 40, centre.y)));
    // The fingers' spread went from 20 to 80 pixels: four times as wide, kept inside the print area.
    await expectAnnounced(`Moved and resized ${graphicTitle} to the centre, 100 % wide`);
    await expect(layerOptions()[0]).toHaveTextContent(`${graphicTitle}, front, centred, 100 % wide`);
  },
};

/** The corner pulled out grows the graphic in proportion; the handle above turns it. */
export const ResizedAndTurnedByHandles: Story = {
  play: async () => {
    await findStage();
    await addFirstGraphic();
    const corner = selectedFrame().querySelector('[data-handle="resize"]') as SVGGElement;
    const frameBox = selectedFrame().querySelector("rect")?.getBoundingClientRect() as DOMRect;
    await drag(corner, frameBox.width / 4, frameBox.height / 4);
    await expectAnnounced(`Resized ${graphicTitle} to 60 % wide`);
    const turn = selectedFrame().querySelector('[data-handle="rotate"]') as SVGGElement;
    const turnBox = turn.getBoundingClientRect();
    const centre = selectedFrame().querySelector("rect")?.getBoundingClientRect() as DOMRect;
    // From above the centre to level with it on the right: a quarter turn clockwise.
    const dy = centre.top + centre.height / 2 - (turnBox.top + turnBox.height / 2);
    const dx = centre.left + centre.width / 2 + Math.abs(dy) - (turnBox.left + turnBox.width / 2);
    await drag(turn, dx, dy);
    await expectAnnounced(`Turned ${graphicTitle} to 90°`);
    await expect(layerOptions()[0]).toHaveTextContent(
      `${graphicTitle}, front, centred, 60 % wide, turned 90°`,
    );
  },
};
