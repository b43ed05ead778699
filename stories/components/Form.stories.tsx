import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { ApiError } from "../../src/api/errors";
import { Button } from "../../src/components/Button";
import { Form, FormError, useForm } from "../../src/components/Form";
import { TextField } from "../../src/components/TextField";

interface Values {
  email: string;
  note: string;
}

const messages = { emailRequired: "Please enter your email.", noteRequired: "Please write a note." };

interface ExampleFormProps {
  /** Sends the values: resolve for success, reject with the server's refusal. */
  send: (values: Values) => Promise<unknown>;
  /** A button that writes this note and sends at once, in one handler (a "use my saved …" shortcut). */
  quickNote?: string;
}

/**
 * How every form of the shop is written: `useForm` holds the values, runs the form's pure `validate`
 * (every field's message), shows the server's refusals, and sends one submit at a time.
 */
function ExampleForm({ send, quickNote }: ExampleFormProps) {
  const form = useForm<Values>({
    initialValues: { email: "", note: "" },
    validate: (values) => ({
      ...(values.email.trim() ? {} : { email: messages.emailRequired }),
      ...(values.note.trim() ? {} : { note: messages.noteRequired }),
    }),
    fallbackMessage: "Could not send. Please try again.",
    onSubmit: send,
  });
  return (
    <Form form={form} aria-label="Example" style={{ display: "grid", gap: 16, maxWidth: 420 }}>
      <TextField label="Email" type="email" isRequired {...form.field("email")} />
      <TextField label="Note" multiline isRequired {...form.field("note")} />
      <FormError form={form} />
      <Button type="submit" isDisabled={form.isSubmitting}>
        {form.isSubmitting ? "Sending…" : "Send"}
      </Button>
      {quickNote ? (
        <Button
          variant="secondary"
          onPress={() => {
            form.setValue("note", quickNote);
            form.handleSubmit();
          }}
        >
          Send a quick note
        </Button>
      ) : null}
    </Form>
  );
}

const meta = {
  title: "Components/Form",
  component: ExampleForm,
  args: { send: fn(async () => undefined) },
} satisfies Meta<typeof ExampleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (status: number, message: string) =>
  new ApiError(status, { success: false, message }, message);

async function fill(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "meera@example.in");
  await userEvent.type(canvas.getByRole("textbox", { name: "Note" }), "Hello");
}

/** Nothing is flagged before a submit; then every field's message, tied to it, focus on the first. */
export const ErrorsAfterSubmit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription(messages.emailRequired);
    await expect(canvas.getByRole("textbox", { name: "Note" })).toHaveAccessibleDescription(
      messages.noteRequired,
    );
    await expect(args.send).not.toHaveBeenCalled();
    // A message goes the moment its field is right.
    await userEvent.type(email, "m");
    await expect(email).not.toHaveAttribute("aria-invalid");
  },
};

/** A 400 naming a field is shown on that field until it changes; any other refusal on the form's line. */
let refusals: ApiError[] = [];

export const ServerRefusals: Story = {
  args: { send: fn(async () => Promise.reject(refusals.shift())) },
  beforeEach() {
    refusals = [
      refusal(400, "email must be a valid email address"),
      refusal(429, "Too many messages. Please wait a minute."),
    ];
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const email = canvas.getByRole("textbox", { name: "Email" });
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(email).toHaveAccessibleDescription("email must be a valid email address"));
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.type(email, "m");
    await expect(email).not.toHaveAttribute("aria-invalid");
    await userEvent.click(canvas.getByRole("button", { name: "Send" }));
    const alert = await canvas.findByRole("alert");
    await expect(alert).toHaveTextContent("Too many messages. Please wait a minute.");
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(canvas.getByRole("textbox", { name: "Note" })).toHaveValue("Hello");
  },
};

/** Held answers: the send stays on its way until the play function lets it through. */
const heldSends: Array<() => void> = [];

/** A second submit while one is on its way sends nothing (double click, Enter twice). */
export const OneSubmitAtATime: Story = {
  args: { send: fn(() => new Promise<void>((resolve) => heldSends.push(resolve))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fill(canvas);
    const form = canvasElement.querySelector("form");
    if (!form) throw new Error("the story renders a form");
    form.requestSubmit();
    form.requestSubmit();
    await expect(await canvas.findByRole("button", { name: "Sending…" })).toBeDisabled();
    for (const release of heldSends.splice(0)) release();
    await waitFor(() => expect(canvas.getByRole("button", { name: "Send" })).toBeEnabled());
    await expect(args.send).toHaveBeenCalledTimes(1);
  },
};

/** A value set and sent in one handler is sent as set, not as the form last rendered it. */
export const SetAndSentAtOnce: Story = {
  args: { quickNote: "Please call before delivery." },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "meera@example.in");
    await userEvent.click(canvas.getByRole("button", { name: "Send a quick note" }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        email: "meera@example.in",
        note: "Please call before delivery.",
      }),
    );
    await expect(canvas.getByRole("textbox", { name: "Note" })).toHaveValue("Please call before delivery.");
    await expect(canvas.queryByText(messages.noteRequired)).toBeNull();
  },
};
