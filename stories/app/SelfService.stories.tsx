import type { Meta, StoryObj } from "@storybook/react-vite";
import { SelfServiceScreen } from "../../src/app/home/SelfServiceScreen";
import { appMeta } from "./support/appStory";

/** Self service (state `selfService`): the self-service tasks in groups; it calls the bank for nothing. */
const meta = {
  title: "App/Self service",
  component: SelfServiceScreen,
  tags: ["page"],
  ...appMeta({ state: "selfService" }),
} satisfies Meta<typeof SelfServiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The groups and their links. */
export const Groups: Story = {};
