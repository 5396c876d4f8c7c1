import type { Meta, StoryObj } from "@storybook/react-vite";
import { FeedbackScreen } from "../../src/app/feedback/FeedbackScreen";
import { CONFIGURATION } from "../../src/app/testing/fixtures/auth";
import { appMeta, appParameters, appSettled, appText } from "./support/appStory";

/**
 * The sign-out survey (state `feedback`): the bank's questions, a comment, send or skip; shown
 * without the menu in the session that is ending. Its own time-out is set long here, so the
 * time-out warning (a state of the session, not of the survey) does not open during a check.
 */
const meta = {
  title: "App/Sign-out survey",
  component: FeedbackScreen,
  tags: ["page"],
  ...appMeta({
    state: "feedback",
    frame: "public",
    session: { secureImageSet: true, customerType: "R" },
    bank: { answers: { configuration: { ...CONFIGURATION, feedbackTimeoutMs: 3_600_000 } } },
  }),
} satisfies Meta<typeof FeedbackScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three questions as radio groups, the comment with its count, send and skip. */
export const Survey: Story = {};

/** Send with no answer: the summary asks for every question and each group says so. */
export const Incomplete: Story = {
  play: async (context) => {
    await appSettled(context);
    await context.userEvent.click(
      await context.canvas.findByRole("button", { name: appText(context, "feedback:submit") }),
    );
    await context.canvas.findByRole("alert");
  },
};

/** The questions are refused (429 REQUEST.RATE_LIMITED): the message, and skip still works. */
export const Failed: Story = {
  parameters: appParameters({
    bank: { failures: { feedbackQuestions: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
};
