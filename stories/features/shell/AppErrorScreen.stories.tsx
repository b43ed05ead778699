import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { AppErrorScreen } from "../../../src/features/shell/AppErrorScreen";

const meta = {
  title: "Features/Shell/AppErrorScreen",
  component: AppErrorScreen,
  args: { detail: "500 Internal Server Error" },
  parameters: { route: { path: "/trending", initialEntry: "/trending" }, layout: "fullscreen" },
} satisfies Meta<typeof AppErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeVisible();
    await expect(canvas.getByTestId("app-error-detail")).toHaveTextContent("500 Internal Server Error");
    await expect(canvas.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
  },
};

export const WithMessage: Story = {
  args: { detail: "Cannot read properties of undefined (reading 'variants')" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId("app-error-detail")).toHaveTextContent(
      "Cannot read properties of undefined (reading 'variants')",
    );
  },
};

export const GoHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("link", { name: "Go Home" }));
    await expect(await canvas.findByText("Navigated to /")).toBeInTheDocument();
  },
};
