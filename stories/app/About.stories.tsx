import type { Meta, StoryObj } from "@storybook/react-vite";
import { AboutScreen } from "../../src/app/dashboard/AboutScreen";
import { appMeta, appParameters } from "./support/appStory";

/** About me (state `about`): the customer's details, sign-ins and relationship manager. */
const meta = {
  title: "App/About",
  component: AboutScreen,
  tags: ["page"],
  ...appMeta({ state: "about" }),
} satisfies Meta<typeof AboutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** asha's details, her last sign-in and her relationship manager with a masked mobile number. */
export const Loaded: Story = {};

/** The details are refused (429 REQUEST.RATE_LIMITED): the message, and the sign-ins that did load. */
export const Failed: Story = {
  parameters: appParameters({
    bank: { failures: { customerDetails: { status: 429, code: "REQUEST.RATE_LIMITED" } } },
  }),
};
