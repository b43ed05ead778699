import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { breakpoints, tokens } from "../../src/design/tokens";
import { contrastGrade, contrastRatio } from "./contrast";
import { Palette, pairsOf, Shapes, Spacing, Typography } from "./TokenTables";

const meta = {
  title: "Design/Tokens",
  parameters: {
    layout: "fullscreen",
    docs: {
      // Nothing here calls the API: the tables are drawn in the page itself, not each in a frame.
      story: { inline: true },
      description: {
        component:
          "The shop's design tokens, drawn from `src/design/tokens.ts` (the values components read as `vars.…` from `src/design/theme.css.ts`): change a token there and this page follows.",
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;
/** `#rrggbb` as the browser computes it. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16)).join(", ")})`;

/** Every colour token's swatch in its colour, and the contrast of each pair it is used in. */
export const Colours: Story = {
  render: () => <Palette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole("list", { name: "Colour tokens" });
    const names = Object.keys(tokens.colors) as (keyof typeof tokens.colors)[];
    const swatches = within(list).getAllByRole("listitem", { name: (name) => names.includes(name as never) });
    await expect(swatches.map((item) => item.getAttribute("aria-label"))).toEqual(names);
    for (const [index, name] of names.entries()) {
      const swatch = swatches[index].firstElementChild as HTMLElement;
      await expect(getComputedStyle(swatch).backgroundColor).toBe(rgb(tokens.colors[name]));
      for (const { fg, bg } of pairsOf(name)) {
        const ratio = contrastRatio(tokens.colors[fg], tokens.colors[bg]);
        const row = swatches[index].querySelector(`[data-pair="${fg} on ${bg}"]`);
        await expect(row).toHaveTextContent(`${ratio.toFixed(2)}:1 ${contrastGrade(ratio)}`);
      }
    }
    // Text on the brand and the accent reads at AA or better, as the tokens promise.
    for (const pair of ["onAccent on accent", "onBrand on brand"]) {
      await expect(list.querySelector(`[data-pair="${pair}"]`)).toHaveTextContent(/:1 AAA?$/);
    }
  },
};

/** The families, each font size at its size, the weights and the line heights. */
export const Type: Story = {
  render: () => <Typography />,
  play: async ({ canvasElement }) => {
    const sizes = within(within(canvasElement).getByRole("list", { name: "Font sizes" }));
    for (const [name, size] of Object.entries(tokens.fontSize)) {
      const item = sizes.getByRole("listitem", { name: `fontSize.${name}` });
      await expect(item).toHaveTextContent(`${name} · ${size} · ${px(size)}`);
      await expect(getComputedStyle(item.lastElementChild as HTMLElement).fontSize).toBe(px(size));
    }
    const weights = within(within(canvasElement).getByRole("list", { name: "Font weights" }));
    for (const [name, weight] of Object.entries(tokens.fontWeight)) {
      await expect(
        getComputedStyle(weights.getByRole("listitem", { name: `fontWeight.${name}` })).fontWeight,
      ).toBe(weight);
    }
  },
};

/** Each spacing step as a bar of its own length. */
export const Space: Story = {
  render: () => <Spacing />,
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole("list", { name: "Spacing tokens" }));
    for (const [name, size] of Object.entries(tokens.space)) {
      const bar = list
        .getByRole("listitem", { name: `space.${name}` })
        .querySelector("[data-size]") as HTMLElement;
      await expect(bar.getBoundingClientRect().width).toBe(Number.parseFloat(px(size)));
    }
  },
};

/** Corner radii, shadows and the breakpoints. */
export const RadiiAndShadows: Story = {
  render: () => <Shapes />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const radii = within(canvas.getByRole("list", { name: "Radius tokens" }));
    for (const [name, radius] of Object.entries(tokens.radii)) {
      const box = radii.getByRole("listitem", { name: `radii.${name}` }).firstElementChild as HTMLElement;
      await expect(getComputedStyle(box).borderTopLeftRadius).toBe(radius === "0" ? "0px" : radius);
    }
    const shown = within(canvas.getByRole("list", { name: "Breakpoints" })).getAllByRole("listitem");
    await expect(shown.map((item) => item.textContent)).toEqual(
      Object.entries(breakpoints).map(([name, width]) => `${name}: ${width} px`),
    );
  },
};
