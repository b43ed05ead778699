// Controls (args) for a screen's story, for designers to turn in Storybook's Controls panel: who is
// signed in, and how the API answers the screen's calls. Each becomes the story's mock set-up in its
// beforeEach; a changed control draws the screen afresh (the story's providers are keyed by its args:
// .storybook/decorators.tsx).
import type { StoryContext } from "@storybook/react-vite";
import { MOCK_ARGS_CATEGORY } from "../../.storybook/decorators";
import { users } from "../../mocks/fixtures";
import { type MockTag, variants } from "../../mocks/handlers";
import { mockSignIn, mockSignOut } from "../../mocks/handlers/store";
import type { Handlers } from "../../mocks/handlers/variants";

/** Who a story opens signed in as. */
const OPENING = {
  guest: "Guest",
  shopper: `${users[0].username} (a bag, a wishlist, orders)`,
  staff: `${users[3].username} (staff)`,
} as const;

/** Who can be signed in, and what the fixtures give them. */
const SIGNED_IN_AS: Record<string, string | null> = {
  [OPENING.guest]: null,
  [OPENING.shopper]: users[0]._id,
  [`${users[1].username} (orders, nothing in the bag)`]: users[1]._id,
  [`${users[2].username} (new: nothing yet)`]: users[2]._id,
  [OPENING.staff]: users[3]._id,
};

/** How the API answers: the handler variant of each of the screen's tags. */
const API_ANSWERS = {
  "As usual": "default",
  "Empty lists": "empty",
  "Never (loading)": "never",
  "Fails (500)": "error",
} as const;

type ApiAnswer = keyof typeof API_ANSWERS;

export interface ScreenControlArgs {
  signedInAs?: string;
  api?: ApiAnswer;
}

export interface ScreenControlOptions {
  /** Who is signed in when the story opens. */
  as: keyof typeof OPENING;
  /** The contract tags of the screen's own calls, which the "API answers" control switches. */
  tags: readonly MockTag[];
}

/**
 * A story's controls: `args` and `argTypes` (typed loosely: they set the mocks up and are none of the
 * screen's props, which Storybook's types expect there), and the `beforeEach` that reads them.
 */
export interface ScreenControls {
  args: Record<string, unknown>;
  argTypes: Record<string, unknown>;
  beforeEach: (context: StoryContext) => void;
}

/** The controls' `args`, `argTypes` and the `beforeEach` that sets the mocks up from them. */
export function screenControls({ as, tags }: ScreenControlOptions): ScreenControls {
  return {
    args: { signedInAs: OPENING[as], api: "As usual" satisfies ApiAnswer },
    argTypes: {
      signedInAs: {
        name: "Signed in as",
        description: "Who the session is (their bag, wishlist, addresses and orders are the fixtures').",
        control: "select",
        options: Object.keys(SIGNED_IN_AS),
        table: { category: MOCK_ARGS_CATEGORY },
      },
      api: {
        name: "API answers",
        description: `How the screen's calls (${tags.join(", ")}) are answered.`,
        control: "radio",
        options: Object.keys(API_ANSWERS),
        table: { category: MOCK_ARGS_CATEGORY },
      },
    },
    beforeEach({ args, msw }: StoryContext) {
      const { signedInAs = OPENING[as], api = "As usual" } = args as ScreenControlArgs;
      const userId = SIGNED_IN_AS[signedInAs];
      if (userId) mockSignIn(userId);
      else mockSignOut();
      const variant = API_ANSWERS[api];
      if (variant === "default") return;
      for (const tag of tags) {
        // A tag without lists has no empty variant: it answers as usual then.
        const record = variants[tag] as unknown as Partial<Record<string, Handlers>>;
        msw.use(...(record[variant] ?? variants[tag].default));
      }
    },
  };
}
