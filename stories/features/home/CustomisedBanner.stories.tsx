import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, spyOn, userEvent, waitFor, within } from "storybook/test";
import { banners } from "../../../mocks/fixtures";
import { bannerHandlers } from "../../../mocks/handlers/banners";
import { http } from "../../../mocks/handlers/http";
import { CustomisedBanner } from "../../../src/features/home/CustomisedBanner";
import { withQueryProbe } from "../../support/QueryProbe";
import { expectVisible } from "../../support/storyHelpers";

const desktop = banners.customized[0];
const mobile = banners.customized_mobile[0];

const meta = {
  title: "Features/Home/CustomisedBanner",
  component: CustomisedBanner,
  parameters: { route: { path: "/", initialEntry: "/" } },
  beforeEach({ msw }) {
    msw.use(...bannerHandlers.default);
  },
} satisfies Meta<typeof CustomisedBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers the two lists with `answer`, counting the calls, so a story can wait until both are served. */
function served(answer: "empty" | "error") {
  const calls = { count: 0 };
  const handler = http.get("/banner/trending/{list}", ({ response }) => {
    calls.count += 1;
    return answer === "empty"
      ? response(200).json({ success: true, data: [] })
      : response(500).json({ success: false, message: "Internal server error" });
  });
  return { calls, handler };
}

export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole("link", { name: desktop?.alt });
    await expect(link).toHaveAttribute("href", "/customized");
    await expect(within(link).getByRole("img")).toHaveAttribute("src", desktop?.imagePath);
    // Below 640 px the picture switches to the mobile image (decided by the browser, right from the HTML).
    const source = canvasElement.querySelector("picture source");
    await expect(source).toHaveAttribute("media", "(max-width: 639px)");
    await expect(source).toHaveAttribute("srcset", mobile?.imagePath);
    await userEvent.click(link);
    await expectVisible(canvas.findByText("Navigated to /customized"));
  },
};

const absent = served("empty");
export const HiddenWhenAbsent: Story = {
  beforeEach({ msw }) {
    absent.calls.count = 0;
    msw.use(absent.handler);
  },
  decorators: [withQueryProbe],
  play: async ({ canvasElement }) => {
    // Both (empty) lists are in and rendered: then there is nothing to show.
    await waitFor(() =>
      expect(within(canvasElement).getByTestId("queries")).toHaveTextContent("2 settled, 0 fetching"),
    );
    await expect(absent.calls.count).toBe(2);
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};

const failed = served("error");
export const HiddenWhenFailed: Story = {
  beforeEach({ msw }) {
    failed.calls.count = 0;
    msw.use(failed.handler);
    const spy = spyOn(console, "error").mockImplementation(() => {});
    return () => spy.mockRestore();
  },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(console.error).toHaveBeenCalledWith("Customised banner failed to load", expect.anything()),
    );
    await expect(failed.calls.count).toBeGreaterThanOrEqual(1);
    await expect(within(canvasElement).queryByRole("link")).toBeNull();
    await expect(canvasElement.querySelector("img")).toBeNull();
  },
};
